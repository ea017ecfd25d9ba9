import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps paths on this studio, with their query and hash", () => {
    expect(safeNextPath("/documents/abc")).toBe("/documents/abc");
    expect(safeNextPath("/play?game=lostworlds#top")).toBe("/play?game=lostworlds#top");
    expect(safeNextPath("/live/x%2Fy")).toBe("/live/x%2Fy");
  });

  it.each([
    "/\\evil.example/x",
    "/\\/evil.example",
    "//evil.example/x",
    "/\t/evil.example",
    "/\n/evil.example",
    "/.//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
  ])("sends %j home instead of to another site", (value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("sends anything but a string home", () => {
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath(["/x"])).toBe("/");
  });
});
