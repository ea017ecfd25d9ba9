import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "./main";
import type { CliIO } from "./command";

const root = fileURLToPath(new URL("../../", import.meta.url));
const MIRIM = join(root, "lib/content/samples/mirim.book.json");
const dir = mkdtempSync(join(tmpdir(), "hexfolio-lw-"));

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

describe("hexfolio duel", () => {
  it("plays the worked opening from an export file and prints one object per exchange", async () => {
    const io = memoryIO();
    expect(await runCli(["duel", MIRIM, MIRIM, "--script", "50:56,24:2", "--json"], io)).toBe(0);
    const out = JSON.parse(io.stdout);
    expect(out).toHaveLength(2);
    expect(out[0].a).toMatchObject({ page: 50, picture: 17, dealt: 0, body: 12, told: "Do no Red or Orange next turn." });
    expect(out[0].b).toMatchObject({ page: 56, picture: 39, dealt: 0, body: 12 });
    expect(out[1].a).toMatchObject({
      page: 24,
      picture: 53,
      dealt: 5,
      body: 10,
      critical: false,
      restrictions: [{ text: "Do no Red or Orange next turn.", page: 13 }],
    });
    expect(out[1].b).toMatchObject({
      page: 2,
      picture: 13,
      dealt: 2,
      body: 7,
      restrictions: [{ text: "Do only Green or Yellow next turn.", page: 53 }],
    });
  });

  it("stops with exit 2 naming the restriction and its page; reads book bodies too", async () => {
    const body = join(dir, "mirim-body.json");
    writeFileSync(body, JSON.stringify(JSON.parse(readFileSync(MIRIM, "utf8")).body));
    const io = memoryIO();
    expect(await runCli(["duel", body, MIRIM, "--script", "50:56,24:24", "--json"], io)).toBe(2);
    expect(JSON.parse(io.stdout)).toHaveLength(1);
    expect(io.stderr).toContain('exchange 2: B may not do 24 (Down Swing Strong): "Do no Red or Orange next turn." from page 17');
    const bad = memoryIO();
    expect(await runCli(["duel", MIRIM, MIRIM, "--script", "50-56"], bad)).toBe(2);
    expect(bad.stderr).toContain("--script");
  });

  it("plays a whole duel with bots", async () => {
    const io = memoryIO();
    expect(await runCli(["duel", MIRIM, MIRIM, "--bots", "equilibrium,random", "--seed", "4", "--json"], io)).toBe(0);
    const out = JSON.parse(io.stdout);
    expect(out.at(-1).over.reason).toMatch(/unconscious|dead|exchanges/);
  });
});

describe("hexfolio simulate lostworlds", () => {
  it("runs every pair of books and prints a matchup table", async () => {
    const io = memoryIO();
    expect(
      await runCli(
        [
          "simulate",
          "lostworlds",
          "--books",
          MIRIM,
          MIRIM,
          MIRIM,
          "--games",
          "6",
          "--bot",
          "random",
          "--seed",
          "5",
          "--workers",
          "0",
          "--json",
        ],
        io,
      ),
    ).toBe(0);
    const report = JSON.parse(io.stdout);
    expect(report.matchups.map((m: { a: number; b: number }) => [m.a, m.b])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(report.table).toHaveLength(3);
    expect(report.table[0][0]).toBeNull();
    expect(report.matchups[0].summary.n).toBe(6);
    const text = memoryIO();
    expect(await runCli(["simulate", "lostworlds", "--games", "3", "--bot", "equilibrium", "--workers", "0"], text)).toBe(0);
    expect(text.stdout).toContain("win rate of row against column");
  });
});
