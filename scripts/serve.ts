// The studio's HTTP server: Next.js's production handler behind a plain Node server, so that
// what only the socket knows is decided here, before any route runs:
// - the client's address (the socket's, or X-Forwarded-For behind HEXFOLIO_TRUST_PROXY proxies),
//   handed on in one header that no client can set (the sign-in limit per address counts it);
// - forwarded headers from clients that are not trusted proxies are dropped, so they cannot pose
//   as another host or address;
// - bodies declared larger than any route takes are refused before a byte is read (lib/http/admit);
// - slow clients are cut off (header and request timeouts).
// `npm start`, the end-to-end tests, the crash drill and the load script all serve the studio
// with this. Usage: tsx scripts/serve.ts [--port N] [--host H]
import http from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { admit } from "../lib/http/admit";
import { DRAIN_BYTES } from "../lib/http/limits";
import { CLIENT_ADDRESS_HEADER, clientAddressOf, trustedProxyHops } from "../lib/http/peer";
import { ROOT } from "./build";

const { values } = parseArgs({ options: { port: { type: "string", short: "p" }, host: { type: "string", short: "H" } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? "0.0.0.0";
const hops = trustedProxyHops();
const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];

// Read by lib/http/peer.ts in this same process: the client-address header is this server's own.
process.env.HEXFOLIO_STAMPS_CLIENT_ADDRESS = "1";
process.env.NEXT_TELEMETRY_DISABLED = "1";

const app = next({ dev: false, dir: ROOT, hostname: host === "0.0.0.0" ? "localhost" : host, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req.socket.remoteAddress, req.headers["x-forwarded-for"], hops);
  if (hops === 0) for (const name of FORWARDED) delete req.headers[name];
  const refusal = admit(req.method ?? "GET", req.url ?? "/", req.headers);
  if (refusal) {
    // What is left of the body is read and thrown away, up to a bound, so the client can read the
    // answer; a body declared larger than that (or of unknown length) gets the answer and a closed connection.
    const declared = Number(req.headers["content-length"] ?? (req.headers["transfer-encoding"] ? Infinity : 0));
    const close = !(declared <= DRAIN_BYTES);
    const code = { 400: "invalid", 411: "length_required", 413: "too_large" }[refusal.status];
    res.writeHead(refusal.status, { "content-type": "application/json", ...(close ? { connection: "close" } : {}) });
    res.end(
      JSON.stringify({
        error: code,
        message: refusal.message,
        issues: [{ path: refusal.status === 400 ? "(url)" : "(body)", message: refusal.message }],
      }),
    );
    if (!close) req.resume();
    return;
  }
  // A server action request Next.js cannot decode (a malformed payload, arguments of the wrong
  // shape) is answered 500 by Next.js, though it is the request that is wrong. The studio's own
  // actions never throw (app/auth-actions.ts answers every failure as form state), so a 500 on an
  // action request is such a request: it is answered 400.
  if (req.headers["next-action"] !== undefined) {
    const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => http.ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 500 ? 400 : status, ...rest)) as typeof res.writeHead;
  }
  void handle(req, res);
});
// A whole request must arrive within 2 minutes, its headers within 31 s (these bound receiving the
// request only: a long poll's answer, up to 20 s, or a live match's event stream, up to 10
// minutes, is not cut by them). Idle keep-alive connections stay open 30 s: longer than clients keep theirs, so a client
// never sends on a connection the server is just closing.
server.keepAliveTimeout = 30_000;
server.headersTimeout = 31_000;
server.requestTimeout = 120_000;
server.listen(port, host, () => console.log(`Hexfolio: serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`));

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    server.close(() => process.exit(0));
    // Long polls, event streams and keep-alive connections would hold close() open; give them a moment.
    setTimeout(() => process.exit(0), 3000).unref();
    server.closeIdleConnections();
  });
}
