// Limits every JSON value that comes in (request bodies, imported files, CLI input) is held to
// before anything else looks at it: how deep it nests and whether its text is well-formed. A value
// nested hundreds deep overflows the stack of recursive code further on (zod's recursive schemas,
// JSON.stringify), and a lone UTF-16 surrogate ("\ud800" in JSON) cannot be encoded as UTF-8 for
// the database; both must be answered as bad input with the field's path, never as a crash.
// The walk is iterative, so it is safe on any depth JSON.parse accepts.
import { pathToString, type FieldIssue } from "./issues";

/** Deeper than any document needs (rich text with lists inside lists stays far below it). */
export const MAX_JSON_DEPTH = 100;

/** A lone high surrogate (not followed by a low one) or a lone low surrogate (not after a high one). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

const LONE_MESSAGE = "Expected well-formed text (it has an unpaired UTF-16 surrogate such as \\ud800, which no text encoding can store)";

/**
 * The first problem with a parsed JSON value's shape, or null: nesting deeper than `maxDepth`
 * (the root object is level 1) or a string or key with an unpaired surrogate. Paths are dotted
 * from `prefix`, as the API reports every field.
 */
export function jsonShapeIssue(value: unknown, prefix: ReadonlyArray<PropertyKey> = [], maxDepth = MAX_JSON_DEPTH): FieldIssue | null {
  // Containers only, each with its parent: a path is put together only when there is a problem.
  interface Frame {
    value: object;
    parent: Frame | null;
    key: PropertyKey | null;
    depth: number;
  }
  const pathOf = (frame: Frame | null, last?: PropertyKey): string => {
    const keys: PropertyKey[] = last === undefined ? [] : [last];
    for (let f = frame; f && f.key !== null; f = f.parent) keys.unshift(f.key);
    return pathToString([...prefix, ...keys]) || "(root)";
  };
  const tooDeep = (path: string): FieldIssue => ({
    path,
    message: `Expected at most ${maxDepth} levels of nested objects and lists (this value is nested deeper)`,
  });
  if (typeof value === "string") return hasLoneSurrogate(value) ? { path: pathOf(null), message: LONE_MESSAGE } : null;
  if (value === null || typeof value !== "object") return null;
  if (maxDepth < 1) return tooDeep(pathOf(null));
  const stack: Frame[] = [{ value, parent: null, key: null, depth: 1 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const visit = (child: unknown, key: PropertyKey): FieldIssue | null => {
      if (typeof child === "string") return hasLoneSurrogate(child) ? { path: pathOf(frame, key), message: LONE_MESSAGE } : null;
      if (child === null || typeof child !== "object") return null;
      if (frame.depth + 1 > maxDepth) return tooDeep(pathOf(frame, key));
      stack.push({ value: child, parent: frame, key, depth: frame.depth + 1 });
      return null;
    };
    if (Array.isArray(frame.value)) {
      const list = frame.value as unknown[];
      for (let i = 0; i < list.length; i++) {
        const issue = visit(list[i], i);
        if (issue) return issue;
      }
    } else {
      const record = frame.value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (hasLoneSurrogate(key)) return { path: pathOf(frame, key), message: `${LONE_MESSAGE} in its name` };
        const issue = visit(record[key], key);
        if (issue) return issue;
      }
    }
  }
  return null;
}
