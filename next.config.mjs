/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and WebAssembly-backed database drivers must stay as plain Node requires.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "pg", "@prisma/client"],
  // Server actions are the sign-in, sign-up and sign-out forms: a few fields. (Documents go through
  // the JSON API, which reads bodies with its own limit.) Next answers 413 past this, chunked or not.
  experimental: { serverActions: { bodySizeLimit: "64kb" } },
  poweredByHeader: false,
};

export default nextConfig;
