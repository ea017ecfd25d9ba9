import type { z } from "zod";
import { zodIssues, type FieldIssue } from "./content/issues";

/** An error that is an answer: it carries the HTTP status and a body the client can act on. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = "Document") => new AppError(404, "not_found", `${what} not found`);
export const forbidden = (message: string) => new AppError(403, "forbidden", message);
export const unauthorized = () => new AppError(401, "unauthorized", "Sign in or send an API token (Authorization: Bearer …)");
export const invalid = (issues: FieldIssue[], message = "The request has invalid fields") =>
  new AppError(400, "invalid", message, { issues });
export const conflict = (message: string, details: Record<string, unknown>) => new AppError(409, "conflict", message, details);
export const tooMany = (message: string) => new AppError(429, "rate_limited", message);
/** A body or a stored size over its limit (413): the path says which, the message by how much. */
export const tooLarge = (path: string, message: string) =>
  new AppError(413, "too_large", message, { issues: [{ path, message }] satisfies FieldIssue[] });

/** Validates with a zod schema; a mismatch is a 400 naming each field path and what was expected. */
export function parseInput<T extends z.ZodType>(value: unknown, schema: T): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(zodIssues(parsed.error));
  return parsed.data;
}
