// Cursor pagination for every list the API answers: a page of rows in a fixed order and an opaque
// cursor naming the last row, which the next request passes back to continue after it. Unlike an
// offset it stays right while rows are added or moved up the list.
import { invalid } from "../errors";

export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;

export function pageSize(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_PAGE;
  return Math.min(MAX_PAGE, Math.max(1, Math.floor(limit)));
}

export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(position), "utf8").toString("base64url");
}

/** The position a cursor names, its fields checked against `shape`; a tampered cursor is a 400. */
export function decodeCursor<S extends Record<string, "string" | "number">>(
  cursor: string | undefined,
  shape: S,
): { [K in keyof S]: S[K] extends "number" ? number : string } | null {
  if (cursor === undefined || cursor === "") return null;
  const bad = () => invalid([{ path: "cursor", message: "Expected a cursor from a previous page of this list" }]);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (typeof value !== "object" || value === null) throw bad();
  for (const [key, type] of Object.entries(shape)) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field !== type || (type === "string" && (field as string).length > 100)) throw bad();
    if (type === "number" && !Number.isFinite(field)) throw bad();
  }
  for (const key of ["u", "c"]) if (key in shape && Number.isNaN(Date.parse((value as Record<string, string>)[key]))) throw bad();
  return value as { [K in keyof S]: S[K] extends "number" ? number : string };
}
