import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { randomBot } from "../engine/core/bots";
import { createMatch, matchToJSON, play } from "../engine/core/match";
import { diceRace } from "../engine/core/testgames/dice-race";
import { findJsonSyntaxError, parseJsonText } from "./json-input";
import { runCli } from "./main";
import type { CliIO } from "./command";

const root = resolve(import.meta.dirname, "../..");
const tsx = join(root, "node_modules/.bin/tsx");

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(tsx, ["lib/cli/main.ts", ...args], { cwd: root, timeout: 110_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

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

const dir = mkdtempSync(join(tmpdir(), "hexfolio-cli-"));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function recordedMatch(): string {
  let m = createMatch(diceRace, null, { seed: "cli" });
  const bots = [randomBot(diceRace, 1), randomBot(diceRace, 2)];
  while (!diceRace.result(m.state)) {
    const seat = diceRace.activeSeats(m.state)[0];
    m = play(diceRace, m, bots[seat].choose(m.state, seat));
  }
  return matchToJSON(m.record);
}

describe("json input", () => {
  it("locates syntax errors by line and column", () => {
    expect(findJsonSyntaxError('{\n  "a": 1,\n  "b": }')).toMatchObject({ line: 3, column: 8 });
    expect(findJsonSyntaxError('{"a": 1')).toMatchObject({ line: 1, column: 8 });
    expect(findJsonSyntaxError("[1, 2]")).toBeNull();
    expect(() => parseJsonText("{\n'x': 1}", "doc.json")).toThrow(/doc\.json:2:1: invalid JSON/);
  });
});

describe("cli in-process", () => {
  it("dispatches, prints help, and maps errors to exit codes", async () => {
    let io = memoryIO();
    expect(await runCli(["--help"], io)).toBe(0);
    expect(io.stdout).toContain("simulate");
    io = memoryIO();
    expect(await runCli([], io)).toBe(2);
    io = memoryIO();
    expect(await runCli(["frobnicate"], io)).toBe(2);
    expect(io.stderr).toContain('unknown command "frobnicate"');
    for (const name of ["lint", "import", "export", "simulate", "replay", "duel", "bench"]) {
      io = memoryIO();
      expect(await runCli([name, "--help"], io)).toBe(0);
      expect(io.stdout).toContain(`usage: hexfolio ${name}`);
    }
    io = memoryIO();
    expect(await runCli(["simulate", "test/dice-race", "--bogus"], io)).toBe(2);
    io = memoryIO();
    expect(await runCli(["simulate", "no/such-game"], io)).toBe(2);
    expect(io.stderr).toContain('unknown game "no/such-game"');
    io = memoryIO();
    expect(await runCli(["simulate", "test/dice-race", "--games", "many"], io)).toBe(2);
    expect(io.stderr).toContain("--games");
    io = memoryIO();
    expect(await runCli(["duel"], io)).toBe(2);
  });

  it("simulate --json prints a summary", async () => {
    const io = memoryIO();
    expect(await runCli(["simulate", "test/dice-race", "-n", "12", "--workers", "0", "--bots", "random,greedy", "--json"], io)).toBe(0);
    const s = JSON.parse(io.stdout);
    expect(s.n).toBe(12);
    expect(s.seats[1].bot).toBe("greedy");
    expect(s.seats[0].winRate.low).toBeLessThanOrEqual(s.seats[0].winRate.p);
  });

  it("replay verifies a match, reports the divergence step, and names bad fields", async () => {
    const good = file("good.json", recordedMatch());
    let io = memoryIO();
    expect(await runCli(["replay", good], io)).toBe(0);
    expect(io.stdout).toMatch(/replayed \d+ action\(s\)/);
    const rec = JSON.parse(recordedMatch());
    rec.log[2].events.push({ type: "forged" });
    io = memoryIO();
    expect(await runCli(["replay", file("bad.json", JSON.stringify(rec)), "--json"], io)).toBe(2);
    expect(JSON.parse(io.stdout)).toMatchObject({ ok: false, divergedAt: 2 });
    expect(io.stderr).toContain("diverged at step 2");
    io = memoryIO();
    expect(await runCli(["replay", file("field.json", JSON.stringify({ ...rec, seed: [1] }))], io)).toBe(2);
    expect(io.stderr).toContain("seed");
    io = memoryIO();
    expect(await runCli(["replay", file("syntax.json", '{\n "format": \n}')], io)).toBe(2);
    expect(io.stderr).toMatch(/syntax\.json:3:1: invalid JSON/);
  });

  it("lint parses JSON and reports errors with positions", async () => {
    let io = memoryIO();
    expect(await runCli(["lint", file("broken.json", '{"a": [1, 2,]}')], io)).toBe(2);
    expect(io.stderr).toMatch(/broken\.json:1:13/);
    io = memoryIO();
    expect(
      await runCli(
        ["lint", file("unknown.json", '{"kind": "nothing", "title": "x", "schemaVersion": 1, "body": {}}'), "--format", "json"],
        io,
      ),
    ).toBe(1);
    expect(JSON.parse(io.stdout).diagnostics).toEqual([
      expect.objectContaining({ rule: "schema", severity: "error", location: { path: "kind" } }),
    ]);
    io = memoryIO();
    const sample = join(root, "lib/content/samples/lost-patrol.tileset.json");
    expect(await runCli(["lint", sample, "--json"], io)).toBe(0);
    expect(JSON.parse(io.stdout)).toMatchObject({
      errors: 0,
      diagnostics: [
        expect.objectContaining({ rule: "deck-mix", severity: "info" }),
        expect.objectContaining({ rule: "ring-closure-estimate", severity: "info" }),
      ],
    });
    io = memoryIO();
    const noShip = JSON.parse(readFileSync(sample, "utf8"));
    noShip.body.tiles = noShip.body.tiles.filter((t: { kind: string }) => t.kind !== "ship");
    expect(await runCli(["lint", file("noship.json", JSON.stringify(noShip))], io)).toBe(1);
    expect(io.stdout).toContain("error one-ship-tile");
    io = memoryIO();
    expect(await runCli(["lint", join(dir, "missing.json")], io)).toBe(2);
    expect(io.stderr).toContain("missing.json");
  });
});

describe("cli as a process", () => {
  it("exit codes through tsx and the bin shim", async () => {
    const [help, bad, bench] = await Promise.all([cli(["--help"]), cli(["simulate"]), cli(["bench", "--time", "2", "--json"])]);
    expect(help.code).toBe(0);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("usage: hexfolio simulate");
    expect(bench.code).toBe(0);
    const figures = JSON.parse(bench.stdout).figures.map((f: { name: string }) => f.name);
    expect(figures).toContain("rng.u32");
    expect(figures).toContain("test/dice-race: random-bot games");
    const shim = await new Promise<number>((done) =>
      execFile(process.execPath, [join(root, "bin/hexfolio.mjs"), "duel"], { cwd: root }, (err) => done(err ? Number(err.code) : 0)),
    );
    expect(shim).toBe(2);
  });
});
