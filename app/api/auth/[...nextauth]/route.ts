import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/auth";
import { errorResponse, readBody } from "@/lib/http/api";

/** Sign-in, sign-out and OAuth callbacks post small forms; nothing larger is read. */
const AUTH_BODY_LIMIT = 64 * 1024;

export const GET = handlers.GET;

/** Auth.js reads the whole body itself: it gets a copy read with a limit instead of the socket. */
export async function POST(req: NextRequest): Promise<Response> {
  let text: string;
  try {
    text = await readBody(req, AUTH_BODY_LIMIT);
  } catch (err) {
    return errorResponse(err);
  }
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return handlers.POST(new NextRequest(req.url, { method: "POST", headers, body: text }));
}
