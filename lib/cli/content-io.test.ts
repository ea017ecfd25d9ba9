import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import mirim from "../content/samples/mirim.book.json";
import { runCli } from "./main";
import type { CliIO } from "./command";

const root = resolve(import.meta.dirname, "../..");
const seedPath = resolve(root, "../shared/seeds/003_c99bd82a1fb97265.txt");
const dir = mkdtempSync(join(tmpdir(), "hexfolio-book-cli-"));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

function memoryIO(): CliIO & { stdout: string; stderr: string } {
  const io = {
    stdout: "",
    stderr: "",
    errIsTTY: false,
    cwd: root,
    out: (t: string) => void (io.stdout += t),
    err: (t: string) => void (io.stderr += t),
  };
  return io;
}

async function run(...argv: string[]) {
  const io = memoryIO();
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

const mirimFile = file("mirim.json", JSON.stringify(mirim));

describe("book import, export and lint in the CLI", () => {
  it.skipIf(!existsSync(seedPath))("imports seed 003 as lw-text, reporting problems with file and line", async () => {
    const out = join(dir, "seed.book.json");
    const r = await run("import", "--from", "lw-text", seedPath, "-o", out);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/003_c99bd82a1fb97265\.txt:\d+: parchment 35:/);
    const doc = JSON.parse(readFileSync(out, "utf8"));
    expect(doc).toMatchObject({ kind: "book", schemaVersion: 1 });
    expect(doc.body.matrices["24"].rows["10"]).toBe(45);
    expect((await run("lint", out)).code).toBe(0);
  });

  it("lints: exit 0 for Mirim, 1 with the rule in JSON for a broken book", async () => {
    expect((await run("lint", mirimFile)).code).toBe(0);
    const broken = structuredClone(mirim) as { body: { matrices: Partial<Record<string, unknown>> } };
    delete broken.body.matrices["30"];
    const r = await run("lint", file("broken.json", JSON.stringify(broken)), "--format", "json");
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).diagnostics).toContainEqual(
      expect.objectContaining({ rule: "missing-matrix", severity: "error", location: { page: 30 } }),
    );
  });

  it("exports lost-worlds-web and json-schema, and imports lost-worlds-web back", async () => {
    const lww = join(dir, "mirim.lww.json");
    const e = await run("export", "--to", "lost-worlds-web", mirimFile, "-o", lww);
    expect(e.code).toBe(0);
    expect(e.stderr).toContain("pictures.7: not in the format: CRITICAL 8");
    const back = await run("import", "--from", "lost-worlds-web", lww);
    expect(back.code).toBe(0);
    expect(JSON.parse(back.stdout).body.matrices).toEqual(mirim.body.matrices);
    const schema = await run("export", "--to", "json-schema", mirimFile);
    expect(schema.code).toBe(0);
    expect(JSON.parse(schema.stdout)).toMatchObject({ type: "object", properties: { kind: { const: "book" } } });
    expect((await run("export", "--to", "hexfolio", mirimFile)).code).toBe(0);
  });

  it("exits 2 naming the file and field on bad input", async () => {
    const bad = await run("import", "--from", "lost-worlds-web", file("bad.lww.json", JSON.stringify({ name: "X", height: "tall" })));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bad\.lww\.json: height: /);
    const notBook = await run("import", "--from", "lw-text", file("empty.txt", "nothing here"));
    expect(notBook.code).toBe(2);
    expect(notBook.stderr).toContain("no matrix tables");
    expect((await run("import", "--from", "lw-text", join(dir, "missing.txt"))).code).toBe(2);
    expect((await run("export", "--to", "pdf", mirimFile)).code).toBe(2);
    const badPage = structuredClone(mirim) as typeof mirim & { body: { pictures: Record<string, unknown> } };
    badPage.body.pictures["2"] = badPage.body.pictures["1"];
    const r = await run("import", file("badpage.json", JSON.stringify(badPage)));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("body.pictures.2: Expected an odd picture page 1–63 as the key");
  });
});
