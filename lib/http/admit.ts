// What the studio's server refuses before Next.js sees a request: a path whose %-escapes are not
// UTF-8 (Next.js answers those with a 500 when it decodes a route's parameters), a body declared
// larger than any route takes, and on page routes (which take only the sign-in forms as server
// actions) a body that is large or of unknown length. API routes read their bodies through lib/http/api.ts, which stops
// at its limit, chunked or not; pages have no such reader of their own, so they get a declared
// length or nothing.
import { MAX_BODY_BYTES } from "./limits";

export const PAGE_BODY_LIMIT = 64 * 1024;

export interface Refusal {
  status: 400 | 411 | 413;
  message: string;
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function admit(method: string, url: string, headers: Record<string, string | string[] | undefined>): Refusal | null {
  const path = url.split("?")[0];
  if (!decodable(path)) return { status: 400, message: "Expected a URL path whose %-escapes spell UTF-8 text" };
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const api = path.startsWith("/api/");
  const limit = api ? MAX_BODY_BYTES : PAGE_BODY_LIMIT;
  const length = headers["content-length"];
  if (typeof length === "string" && length.trim() !== "") {
    const n = Number(length);
    if (Number.isFinite(n) && n > limit) {
      return {
        status: 413,
        message: `Expected a request body of at most ${limit / 1024 >= 1024 ? `${limit / 1024 / 1024} MB` : `${limit / 1024} KB`}`,
      };
    }
    return null;
  }
  if (!api && headers["transfer-encoding"] !== undefined) {
    return { status: 411, message: "Expected a Content-Length on a form post" };
  }
  return null;
}
