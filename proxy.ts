// Runs before every page is rendered: a fresh nonce per request in the Content-Security-Policy,
// on the request (Next.js reads it there and puts it on its own script tags) and on the answer.
// API routes, static files and server-action posts do not come here (see the matcher): they carry
// the fixed headers from next.config.mjs, and their bodies are not copied for this function.
import { NextResponse, type NextRequest } from "next/server";
import { pageCsp } from "@/lib/http/csp";

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = pageCsp(nonce, {
    dev: process.env.NODE_ENV === "development",
    github: Boolean(process.env.AUTH_GITHUB_ID && process.env.AUTH_GITHUB_SECRET),
  });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|hexfolio.svg|readme/).*)",
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
