// The downloads of a stored document in other tools' formats and for paper: reading the query
// (validated, answering 400 with the field), the file name, and the answer's headers.
import { NextResponse } from "next/server";
import { z } from "zod";
import { invalid, parseInput } from "../errors";
import { NotAvailable } from "../exchange/output";
import { slug } from "../exchange/tiled/tileset";

/** The query's fields as an object (repeated fields: the last). */
export function query(req: Request, schema: z.ZodType): unknown {
  return parseInput(Object.fromEntries(new URL(req.url).searchParams), schema);
}

export function download(bytes: Uint8Array | string, type: string, title: string, ext: string): NextResponse {
  const body = typeof bytes === "string" ? bytes : Buffer.from(bytes);
  return new NextResponse(body, {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${slug(title)}.${ext}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** A kind without that download is a bad request about the document's kind, not a server error. */
export async function orInvalid<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof NotAvailable) throw invalid([{ path: "kind", message: e.message }], e.message);
    throw e;
  }
}
