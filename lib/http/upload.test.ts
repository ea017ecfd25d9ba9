import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { uploadedBytes } from "./upload";

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe("uploaded bytes", () => {
  it("reads a multipart form's file field, whatever the file claims to be", async () => {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "text/plain" }), "notes.txt");
    const req = new Request("http://studio.test/api/assets", { method: "POST", body: form });
    expect(await uploadedBytes(req)).toEqual(bytes);
  });

  it("reads a raw body as the file", async () => {
    const req = new Request("http://studio.test/api/assets", { method: "POST", body: bytes, headers: { "content-type": "image/png" } });
    expect(new Uint8Array(await uploadedBytes(req))).toEqual(bytes);
  });

  it("names the file field when a form has none", async () => {
    const form = new FormData();
    form.append("picture", "not a file");
    const err = await uploadedBytes(new Request("http://studio.test/api/assets", { method: "POST", body: form })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).details.issues).toEqual([expect.objectContaining({ path: "file" })]);
  });
});
