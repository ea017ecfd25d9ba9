/** Validating content at the module boundary: a zod schema, with a ContentError naming the fields. */
import type { z } from "zod";
import { zodIssues } from "../content/issues";
import { ContentError } from "./types";

/** `value` parsed by `schema`; otherwise a ContentError whose issue paths start at `where`. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, where: string, what = where): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ContentError(`Expected a valid ${what}`, zodIssues(parsed.error, [where]).slice(0, 5));
}

/** The rule options a caller asked for, checked against the module's schema. */
export function parseOptions(schema: z.ZodType, options: unknown): Record<string, unknown> {
  if (options === undefined || options === null) return {};
  return parseWith(schema, options, "options", "set of rule options") as Record<string, unknown>;
}
