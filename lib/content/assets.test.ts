import { describe, expect, it } from "vitest";
import { png } from "../db/test-png";
import {
  assetIdOf,
  assetIdsIn,
  decodeDataPicture,
  encodeDataPicture,
  isPictureSource,
  mapStrings,
  pictureUrl,
  sniffPicture,
} from "./assets";
import { imageSchema } from "./kinds/book";

const bytes = (...xs: number[]) => new Uint8Array([...xs, ...new Array(16).fill(0)]);
const ID = "a".repeat(64);

describe("picture sniffing", () => {
  it("tells PNG, JPEG, GIF and WebP from their magic bytes", () => {
    expect(sniffPicture(png(2, 2, () => [1, 2, 3]))).toBe("image/png");
    expect(sniffPicture(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffPicture(new TextEncoder().encode("GIF89a\x01\x00"))).toBe("image/gif");
    expect(sniffPicture(new TextEncoder().encode("GIF87a\x01\x00"))).toBe("image/gif");
    expect(sniffPicture(new TextEncoder().encode("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses SVG, HTML, a RIFF that is not WebP and truncated headers", () => {
    expect(sniffPicture(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffPicture(new TextEncoder().encode("<html><body>hi</body></html>"))).toBeNull();
    expect(sniffPicture(new TextEncoder().encode("RIFF\x10\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(sniffPicture(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffPicture(new Uint8Array([]))).toBeNull();
  });
});

describe("picture references", () => {
  it("names an asset by its SHA-256 and resolves it to the API for browsers", () => {
    expect(assetIdOf(`asset:${ID}`)).toBe(ID);
    expect(assetIdOf("asset:abc")).toBeNull();
    expect(pictureUrl(`asset:${ID}`)).toBe(`/api/assets/${ID}`);
    expect(pictureUrl("https://example.test/a.png")).toBe("https://example.test/a.png");
  });

  it("accepts references, URLs and data: pictures in the schemas, and nothing else", () => {
    expect(imageSchema.safeParse({ src: `asset:${ID}` }).success).toBe(true);
    expect(imageSchema.safeParse({ src: "data:image/png;base64,AAAA" }).success).toBe(true);
    expect(imageSchema.safeParse({ src: "asset:../../etc/passwd" }).success).toBe(false);
    expect(imageSchema.safeParse({ src: "javascript:alert(1)" }).success).toBe(false);
    expect(isPictureSource("data:image/bmp;base64,AA", ["png"])).toBe(false);
  });

  it("round-trips bytes through a data: URL", () => {
    const b = png(3, 3, (x, y) => [x * 40, y * 40, 7]);
    const url = encodeDataPicture("image/png", b);
    expect(decodeDataPicture(url)).toEqual({ declared: "image/png", bytes: new Uint8Array(b) });
    expect(decodeDataPicture("data:text/html;base64,AA")).toBeNull();
  });

  it("walks any body by value: replaces whole strings and collects the assets it refers to", async () => {
    const body = { a: [{ src: "data:image/png;base64,AA" }, "keep"], b: { c: `asset:${ID}`, d: 3, e: null } };
    const paths: string[] = [];
    const out = await mapStrings(body, (s, path) => {
      paths.push(path);
      return s.startsWith("data:") ? `asset:${"b".repeat(64)}` : undefined;
    });
    expect(out).toEqual({ a: [{ src: `asset:${"b".repeat(64)}` }, "keep"], b: { c: `asset:${ID}`, d: 3, e: null } });
    expect(paths).toEqual(["body.a.0.src", "body.a.1", "body.b.c"]);
    expect([...assetIdsIn(out)].sort()).toEqual([ID, "b".repeat(64)]);
  });
});
