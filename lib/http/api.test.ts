import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { MAX_BODY_BYTES, readBody, readJson, route } from "./api";
import { DRAIN_BYTES } from "./limits";

/** A chunked body (no Content-Length) of `total` bytes made on demand, counting what was pulled. */
function chunkedRequest(total: number, chunk = 64 * 1024): { req: Request; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(chunk, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x20));
    },
  });
  const req = new Request("http://studio.test/api/documents", { method: "POST", body, duplex: "half" } as RequestInit);
  return { req, pulled: () => sent };
}

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

describe("request bodies", () => {
  it("stop reading a chunked body soon after the limit and answer 413, keeping nothing past it", async () => {
    const { req, pulled } = chunkedRequest(300 * 1024 * 1024);
    const err = await failure(readBody(req));
    expect(err.status).toBe(413);
    expect(err.details.issues).toEqual([{ path: "(body)", message: expect.stringContaining("at most 5 MB") }]);
    // Read (and thrown away) up to the drain limit so a client can read the answer, nowhere near the 300 MB offered.
    expect(pulled()).toBeLessThan(DRAIN_BYTES + 1024 * 1024);
    const res = await route(() => readBody(chunkedRequest(300 * 1024 * 1024).req).then(() => new Response("read")))(
      new Request("http://studio.test/"),
      {},
    );
    expect([res.status, res.headers.get("connection")]).toEqual([413, "close"]);
    // A little over the limit: the whole body is read, the connection stays usable.
    const small = await route(() => readBody(chunkedRequest(MAX_BODY_BYTES + 1000).req).then(() => new Response("read")))(
      new Request("http://studio.test/"),
      {},
    );
    expect([small.status, small.headers.get("connection")]).toEqual([413, null]);
  });

  it("refuse a declared length over the limit before reading, on every route (413)", async () => {
    const req = new Request("http://studio.test/api/live/x/join", {
      method: "POST",
      headers: { "content-length": String(300 * 1024 * 1024) },
    });
    let ran = false;
    const res = await route(async () => {
      ran = true;
      return new Response("ok");
    })(req, {});
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(ran).toBe(false);
  });

  it("answer a body nested too deep or with a lone surrogate with 400 and the field path", async () => {
    const deep = '{"baseVersion":1,"body":{"notes":' + '{"type":"p","content":['.repeat(800) + "]}".repeat(800) + "}}";
    const tooDeep = await failure(readJson(new Request("http://studio.test/", { method: "PUT", body: deep })));
    expect(tooDeep.status).toBe(400);
    expect((tooDeep.details.issues as { path: string }[])[0].path).toMatch(/^body\.notes\.content\.0/);
    const lone = await failure(readJson(new Request("http://studio.test/", { method: "PUT", body: '{"title":"\\ud800"}' })));
    expect(lone.status).toBe(400);
    expect(lone.details.issues).toEqual([{ path: "title", message: expect.stringContaining("surrogate") }]);
  });

  it("refuse bytes that are not UTF-8", async () => {
    const err = await failure(readJson(new Request("http://studio.test/", { method: "POST", body: new Uint8Array([0x22, 0xff, 0x22]) })));
    expect(err.status).toBe(400);
  });
});
