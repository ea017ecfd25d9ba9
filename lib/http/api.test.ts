import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { MAX_BODY_BYTES, readBody, readJson, route } from "./api";

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
  it("stop reading a chunked body at the limit and answer 413, keeping nothing past it", async () => {
    const { req, pulled } = chunkedRequest(300 * 1024 * 1024);
    const err = await failure(readBody(req));
    expect(err.status).toBe(413);
    expect(err.details.issues).toEqual([{ path: "(body)", message: expect.stringContaining("at most 5 MB") }]);
    // The stream may read ahead a little, but nowhere near the 300 MB offered.
    expect(pulled()).toBeLessThan(MAX_BODY_BYTES + 1024 * 1024);
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
