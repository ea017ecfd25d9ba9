// What the lost-worlds-web round-trip tests compare: a file with its keys sorted ("the same file,
// key order aside"), and a book as a stored document reads back.
import { bookBodySchema, type BookBody } from "../../../content/kinds/book";

export const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === "object"
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;

/** A document as the database gives it back: JSON through the book's own schema. */
export const stored = (book: BookBody) => bookBodySchema.parse(JSON.parse(JSON.stringify(book)));
