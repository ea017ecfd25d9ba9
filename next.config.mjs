/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and WebAssembly-backed database drivers must stay as plain Node requires.
  // PDFKit reads its font metrics and resvg its WebAssembly from their packages' files at run time.
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "pg",
    "@prisma/client",
    "pdfkit",
    "@resvg/resvg-wasm",
  ],
  // A document import may carry up to 5 MB of JSON; the API enforces the limit itself.
  experimental: { serverActions: { bodySizeLimit: "6mb" } },
  poweredByHeader: false,
};

export default nextConfig;
