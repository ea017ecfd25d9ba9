/** Headers every answer carries: pages, API and static files alike. */
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** JSON answers load nothing and are never framed (pages get theirs, with a nonce, from proxy.ts). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and WebAssembly-backed database drivers must stay as plain Node requires.
  // PDFKit reads its font metrics and resvg its WebAssembly from their packages' files at run time.
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "pg",
    // The job queue (PostgreSQL only): a plain require beside pg.
    "pg-boss",
    "@prisma/client",
    "pdfkit",
    "@resvg/resvg-wasm",
  ],
  // Server actions are the sign-in, sign-up and sign-out forms: a few fields. (Documents and imports
  // go through the JSON API, which reads bodies with its own limit.) Next answers 413 past this.
  experimental: { serverActions: { bodySizeLimit: "64kb" } },
  poweredByHeader: false,
  // Pages get their Content-Security-Policy (with a nonce) from proxy.ts; everything else a fixed one.
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
    ];
  },
};

export default nextConfig;
