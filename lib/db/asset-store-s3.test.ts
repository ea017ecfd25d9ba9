// The S3 store through the official SDK, over HTTP, against a bucket served by this test: the
// requests the SDK makes (path-style keys under assets/, the content type, a signed request) and
// how its answers are read (the bytes back, a missing key as "none"). A small in-process
// S3-compatible endpoint keeps the test free of any service or binary download.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Store } from "./asset-store";

const objects = new Map<string, { type: string; bytes: Buffer }>();
const seen: { method: string; path: string; auth: string }[] = [];

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    seen.push({ method: req.method ?? "", path, auth: String(req.headers.authorization ?? "") });
    if (!String(req.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256 Credential=test-key/")) {
      res.writeHead(403, { "content-type": "application/xml" }).end("<Error><Code>AccessDenied</Code><Message>unsigned</Message></Error>");
      return;
    }
    if (req.method === "PUT") {
      objects.set(path, { type: String(req.headers["content-type"] ?? ""), bytes: Buffer.concat(chunks) });
      res.writeHead(200, { etag: '"e"' }).end();
      return;
    }
    const hit = req.method === "GET" ? objects.get(path) : undefined;
    if (!hit) {
      res
        .writeHead(404, { "content-type": "application/xml" })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${path}</Key></Error>`,
        );
      return;
    }
    res.writeHead(200, { "content-type": hit.type, "content-length": String(hit.bytes.length) }).end(hit.bytes);
  });
});

let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = () => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: "pictures",
  S3_ACCESS_KEY_ID: "test-key",
  S3_SECRET_ACCESS_KEY: "test-secret",
  S3_REGION: "us-east-1",
});

describe("S3 store over HTTP", () => {
  it("puts a picture under assets/<id> in the bucket, signed, with its type, and reads the same bytes back", async () => {
    const store = s3Store(config());
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 250]);
    // The row keeps no bytes of its own: they are in the bucket.
    expect(await store.put("abc123", "image/png", bytes)).toBeNull();
    const put = seen.find((r) => r.method === "PUT")!;
    expect(put.path).toBe("/pictures/assets/abc123");
    expect(put.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect(objects.get("/pictures/assets/abc123")).toEqual({ type: "image/png", bytes: Buffer.from(bytes) });
    expect(await store.get({ id: "abc123", bytes: null })).toEqual(bytes);
  });

  it("answers none for a picture the bucket does not have", async () => {
    expect(await s3Store(config()).get({ id: "missing", bytes: null })).toBeNull();
  });

  it("fails loudly when the bucket refuses the credentials", async () => {
    const store = s3Store({ ...config(), S3_ACCESS_KEY_ID: "someone-else" });
    await expect(store.put("x", "image/png", new Uint8Array([1]))).rejects.toThrow();
  });
});
