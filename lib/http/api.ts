// Route-handler plumbing: JSON bodies read with a size limit and validated by zod, and every
// AppError turned into its JSON answer. Nothing unexpected leaks as a bare 500 page.
import { NextResponse } from "next/server";
import type { z } from "zod";
import { AppError, invalid, parseInput } from "../errors";

export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export async function readJson(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw invalid([{ path: "(body)", message: "Expected a request body of at most 5 MB" }]);
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw invalid([{ path: "(body)", message: "Expected a request body of at most 5 MB" }]);
  return parseJsonText(text);
}

/** JSON.parse with an answer that says where the syntax broke (line and column). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    let where = "";
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split("\n").length;
      where = ` at line ${line}, column ${before.length - before.lastIndexOf("\n")}`;
    }
    throw invalid([{ path: "(body)", message: `Expected valid JSON${where}: ${message}` }], "The request body is not valid JSON");
  }
}

export async function readInput<T extends z.ZodType>(req: Request, schema: T): Promise<z.infer<T>> {
  return parseInput(await readJson(req), schema);
}

export { parseInput };

export function errorResponse(err: unknown): NextResponse {
  if (err instanceof AppError) {
    return NextResponse.json({ error: err.code, message: err.message, ...err.details }, { status: err.status });
  }
  console.error(err);
  return NextResponse.json({ error: "internal", message: "Something went wrong on our side" }, { status: 500 });
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Wraps a route handler so every thrown AppError becomes its JSON answer. */
export function route<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (err) {
      return errorResponse(err);
    }
  };
}
