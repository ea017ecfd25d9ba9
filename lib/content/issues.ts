import type { z } from "zod";

/** One failing field: where (dotted path from the request root) and what was expected. */
export interface FieldIssue {
  path: string;
  message: string;
}

export function pathToString(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p) => String(p)).join(".");
}

/** Flattens a zod error into field issues, every path prefixed (e.g. with "body"). */
export function zodIssues(error: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: pathToString([...prefix, ...issue.path]) || "(root)",
    message: issue.message,
  }));
}
