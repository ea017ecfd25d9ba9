import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { misprintedMirim } from "../games/lostworlds/testdata/disagreeing-books";
import { readFileSync } from "node:fs";
import { simulate } from "../sim/runner";
import { formatSummary } from "./commands/simulate";
import { runCli } from "./main";
import { EXIT_GAMES_FAILED, type CliIO } from "./command";

const root = fileURLToPath(new URL("../../", import.meta.url));
const MIRIM = join(root, "lib/content/samples/mirim.book.json");
const BRANNOC = join(root, "lib/content/samples/brannoc.book.json");
const dir = mkdtempSync(join(tmpdir(), "hexfolio-failed-"));
const MISPRINTED = join(dir, "misprinted.json");
writeFileSync(MISPRINTED, JSON.stringify(misprintedMirim()));

const readBody = (file: string) => JSON.parse(readFileSync(file, "utf8")).body;

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

describe("hexfolio simulate with books that disagree on range", () => {
  it("reports the failed duels and the first error in text, exits 3, and prints no stack", async () => {
    const io = memoryIO();
    const code = await runCli(["simulate", "lostworlds", "--books", MIRIM, MISPRINTED, "--games", "30", "--workers", "0"], io);
    expect(code).toBe(EXIT_GAMES_FAILED);
    expect(io.stdout).toMatch(/, \d+ failed on an error in the books/);
    expect(io.stdout).toMatch(
      /\d+ duel\(s\) failed on an error in the books \(not counted in the rates\); the first, Ultra-Vibration Valkyrie Mirim vs Mirim, misprinted, duel \d+ \(seed \d+\): range mismatch after exchange \d+ \(A did \d+, B did \d+\): page \d+ of "Ultra-Vibration Valkyrie Mirim" leaves A at close range, page 17 of "Mirim, misprinted" leaves B at Extended Range/,
    );
    expect(io.stderr).toBe("");
    expect(io.stdout).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it("counts them in JSON as a whole and per pairing; a tournament with a bad pair still plays the good ones", async () => {
    const io = memoryIO();
    const args = ["simulate", "lostworlds", "--books", MIRIM, MISPRINTED, BRANNOC, "--games", "20", "--workers", "0", "--json"];
    expect(await runCli(args, io)).toBe(EXIT_GAMES_FAILED);
    const out = JSON.parse(io.stdout);
    const failed = out.matchups.map((m: { failed: number }) => m.failed);
    expect(failed[0]).toBeGreaterThan(0); // Mirim vs the misprint
    expect(failed[1]).toBe(0); // Mirim vs Brannoc
    expect(out.failed).toBe(failed.reduce((a: number, b: number) => a + b, 0));
    expect(out.firstFailure).toMatchObject({ pair: [0, 1] });
    expect(out.firstFailure.message).toContain('page 17 of "Mirim, misprinted"');
    expect(out.matchups[1].summary.n).toBe(20);
  });

  it("exits 0 with failed: 0 when every duel finishes", async () => {
    const io = memoryIO();
    expect(await runCli(["simulate", "lostworlds", "--books", MIRIM, BRANNOC, "--games", "5", "--workers", "0", "--json"], io)).toBe(0);
    expect(JSON.parse(io.stdout)).toMatchObject({ failed: 0, firstFailure: null });
  });

  it("a game's summary in text ends with the failed games and the first error", async () => {
    const { summary } = await simulate({
      gameId: "lostworlds",
      content: { books: [readBody(MIRIM), misprintedMirim()] },
      bots: [{ kind: "random" }, { kind: "random" }],
      n: 30,
      baseSeed: 1,
    });
    const f = summary.firstFailure!;
    expect(formatSummary(summary).trimEnd().split("\n").at(-1)).toBe(
      `  ${summary.failed} game(s) failed on an error in their content (not counted in the rates); the first, game ${f.game + 1} (seed ${f.seed}): ${f.message}`,
    );
  });
});
