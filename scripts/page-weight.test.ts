import { describe, expect, it } from "vitest";
import { formatWeights, totalWeight } from "./page-weight";

describe("page weight", () => {
  const scripts = [
    { url: "http://x/_next/static/chunks/a.js", raw: 3000, gzip: 1000, transferred: 1010, firstPaint: true },
    { url: "http://x/_next/static/chunks/b.js", raw: 9000, gzip: 4000, transferred: 4020, firstPaint: false },
  ];

  it("adds up a page's scripts and lists them largest first", () => {
    const w = totalWeight("book", "/documents/1", scripts);
    expect(w).toMatchObject({ page: "book", scripts: 2, raw: 12000, gzip: 5000, transferred: 5030 });
    // Only the script the page's HTML names counts towards its first paint.
    expect(w.firstPaintGzip).toBe(1000);
    expect(w.files.map((f) => f.file)).toEqual(["/_next/static/chunks/b.js", "/_next/static/chunks/a.js"]);
  });

  it("marks the pages over the budget", () => {
    const table = formatWeights([totalWeight("library", "/", scripts.slice(0, 1)), totalWeight("book", "/documents/1", scripts)], 2048);
    const [, library, book] = table.split("\n");
    expect(library).toMatch(/^library\s+1\s+1\.0 KB\s+1\.0 KB/);
    expect(library).not.toContain("over");
    expect(book).toMatch(/4\.9 KB\s+1\.0 KB.*over 2\.0 KB$/);
  });
});
