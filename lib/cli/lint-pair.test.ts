import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { misprintedMirim } from "../games/lostworlds/testdata/disagreeing-books";
import { runCli } from "./main";
import type { CliIO } from "./command";

const root = fileURLToPath(new URL("../../", import.meta.url));
const MIRIM = join(root, "lib/content/samples/mirim.book.json");
const BRANNOC = join(root, "lib/content/samples/brannoc.book.json");
const dir = mkdtempSync(join(tmpdir(), "hexfolio-pair-"));
const MISPRINTED = join(dir, "misprinted.json");
writeFileSync(MISPRINTED, JSON.stringify({ ...JSON.parse(readFileSync(MIRIM, "utf8")), title: "Misprinted", body: misprintedMirim() }));

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

describe("hexfolio lint with two books", () => {
  it("finds no error in the samples as a pair", async () => {
    const io = memoryIO();
    expect(await runCli(["lint", MIRIM, BRANNOC], io)).toBe(0);
    expect(io.stdout).not.toContain("pair-");
    expect(io.stdout).toMatch(/0 error\(s\), \d+ warning\(s\) in 2 file\(s\)\n$/);
  });

  it("reports a pair whose pages disagree on range, naming both pages, and exits 1", async () => {
    const io = memoryIO();
    expect(await runCli(["lint", MIRIM, MISPRINTED], io)).toBe(1);
    expect(io.stdout).toContain(
      `${MIRIM} + ${MISPRINTED} (pageA 39, pageB 17, maneuverA 50, maneuverB 56): error pair-range-mismatch: When "Ultra-Vibration Valkyrie Mirim" (A) does 50`,
    );
    const json = memoryIO();
    expect(await runCli(["lint", MIRIM, MISPRINTED, "--json"], json)).toBe(1);
    const out = JSON.parse(json.stdout);
    const pair = out.diagnostics.filter((d: { rule: string }) => d.rule === "pair-range-mismatch");
    expect(pair.length).toBeGreaterThan(0);
    expect(pair[0].file).toBe(`${MIRIM} + ${MISPRINTED}`);
    expect(out.errors).toBe(pair.length);
  });
});
