// Route-handler plumbing: request bodies read with a size limit and validated by zod, and every
// AppError turned into its JSON answer. Nothing unexpected leaks as a bare 500 page.
import { NextResponse } from "next/server";
import type { z } from "zod";
import { jsonShapeIssue } from "../content/json-shape";
import { AppError, invalid, parseInput, tooLarge } from "../errors";
import { DRAIN_BYTES, MAX_BODY_BYTES } from "./limits";

export { MAX_BODY_BYTES };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A 413 whose connection is closed after the answer (the rest of the body is not read). */
const closing = new WeakSet<AppError>();

function overLimit(limit: number, declared?: number, close = false): AppError {
  const size = declared === undefined ? "" : ` (this one declares ${megabytes(declared)})`;
  const err = tooLarge("(body)", `Expected a request body of at most ${megabytes(limit)}${size}`);
  if (close) closing.add(err);
  return err;
}

/** A declared Content-Length over `limit`: refused before a byte of the body is read. */
export function checkDeclaredLength(req: Request, limit = MAX_BODY_BYTES): void {
  const header = req.headers.get("content-length");
  if (header === null) return;
  const declared = Number(header);
  if (!Number.isFinite(declared) || declared < 0) throw invalid([{ path: "(headers).content-length", message: "Expected a byte count" }]);
  // Declared, a body over the limit is not read at all (the studio's server drains what is left).
  if (declared > limit) throw overLimit(limit, declared, declared > DRAIN_BYTES);
}

/**
 * The body as text, read chunk by chunk and refused (413) once it passes `limit`, chunked or not:
 * nothing past the limit is kept. What follows is read and thrown away up to DRAIN_BYTES, so the
 * client can read the answer; past that the answer goes out at once and the connection is closed
 * after it, so a client sending gigabytes stops there.
 */
export async function readBody(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const bytes = await readBytes(req, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalid([{ path: "(body)", message: "Expected UTF-8 text" }], "The request body is not valid JSON");
  }
}

/** The body as bytes, with readBody's limit and draining. */
export async function readBytes(req: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  checkDeclaredLength(req, limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size <= limit) chunks.push(value);
    // Not cancelled: cancelling the stream destroys the socket before the 413 can be sent.
    else if (size > DRAIN_BYTES) throw overLimit(limit, undefined, true);
  }
  if (size > limit) throw overLimit(limit);
  return Buffer.concat(chunks, size);
}

/** The body as JSON, checked for depth and unpaired surrogates before anything else sees it. */
export async function readJson(req: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const value = parseJsonText(await readBody(req, limit));
  const issue = jsonShapeIssue(value);
  if (issue) throw invalid([issue]);
  return value;
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
    // A body refused unread may still be arriving: close the connection after this answer.
    const headers: HeadersInit = closing.has(err) ? { connection: "close" } : {};
    return NextResponse.json({ error: err.code, message: err.message, ...err.details }, { status: err.status, headers });
  }
  console.error(err);
  return NextResponse.json({ error: "internal", message: "Something went wrong on our side" }, { status: 500 });
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/**
 * Wraps a route handler so every thrown AppError becomes its JSON answer. A declared body over the
 * limit is refused here for every route, whether or not the handler reads a body.
 */
export function route<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      checkDeclaredLength(req);
      return await handler(req, ctx);
    } catch (err) {
      return errorResponse(err);
    }
  };
}
