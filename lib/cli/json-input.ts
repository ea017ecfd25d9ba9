/**
 * Reading JSON input files with errors a person can act on: the file name, and for syntax errors
 * the line and column (V8's messages do not always include a position, so we locate it ourselves).
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { InputError } from "./command";

export interface JsonSyntaxProblem {
  line: number;
  column: number;
  message: string;
}

/** Converts a 0-based offset into 1-based line and column. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1,
    col = 1;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === "\n") {
      line++;
      col = 1;
    } else col++;
  }
  return { line, column: col };
}

/**
 * Finds the first JSON syntax error in `text` with a small strict scanner (RFC 8259), or null when
 * the text is valid. Only used after JSON.parse failed, to report a precise position.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxProblem | null {
  let i = 0;
  const fail = (message: string, at = i): never => {
    throw Object.assign(new Error(message), { at });
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const describe = () => (i >= text.length ? "end of input" : `"${text[i]}"`);
  const str = () => {
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail("unterminated string");
      const ch = text[i];
      if (ch === '"') {
        i++;
        return;
      }
      if (ch === "\\") {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("bad \\u escape");
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail("bad escape in string");
      } else if (ch.charCodeAt(0) < 0x20) fail("control character in string (use an escape)");
      else i++;
    }
  };
  const num = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail(`unexpected ${describe()}`);
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail(`expected a property name in double quotes, found ${describe()}`);
        str();
        ws();
        if (text[i] !== ":") fail(`expected ":" after property name, found ${describe()}`);
        i++;
        value();
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return;
        }
        fail(`expected "," or "}" in object, found ${describe()}`);
      }
    } else if (ch === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return;
        }
        fail(`expected "," or "]" in array, found ${describe()}`);
      }
    } else if (ch === '"') str();
    else if (ch === "-" || (ch >= "0" && ch <= "9")) num();
    else if (text.startsWith("true", i)) i += 4;
    else if (text.startsWith("false", i)) i += 5;
    else if (text.startsWith("null", i)) i += 4;
    else fail(`unexpected ${describe()}`);
  };
  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    value();
    ws();
    if (i < text.length) fail(`unexpected ${describe()} after the JSON value`);
    return null;
  } catch (e) {
    const at = (e as { at?: number }).at ?? i;
    return { ...lineColumn(text, at), message: (e as Error).message };
  }
}

/** Parses JSON text; on a syntax error throws an InputError "file:line:column: message". */
export function parseJsonText(text: string, label: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const p = findJsonSyntaxError(text);
    if (p) throw new InputError(`${label}:${p.line}:${p.column}: invalid JSON: ${p.message}`);
    throw new InputError(`${label}: invalid JSON: ${(e as Error).message}`);
  }
}

export async function readJsonFile(path: string, cwd: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`${path}: cannot read file${code === "ENOENT" ? " (no such file)" : code ? ` (${code})` : ""}`);
  }
  return parseJsonText(text, path);
}
