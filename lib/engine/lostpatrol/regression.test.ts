/**
 * Regression guard for the Lost Patrol engine: seeded bot games must play out exactly as they did
 * when the fixture was recorded. Per game, a hash of (result, length, metrics) through the
 * simulation path (chunk.ts playGame); per configuration, one hash over every legal-action list,
 * chosen action and event of a few whole games. Speed work must leave every hash unchanged; a
 * deliberate rule change re-records the fixture with LOSTPATROL_REGRESSION_WRITE=1 (and says why).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import sampleDoc from "../../content/samples/lost-patrol.tileset.json";
import { createBot, type BotSpec } from "../core/bots";
import { botSeed, gameSeed, playGame, type SimSpec } from "../core/chunk";
import { actionKeyOf, canonicalJson } from "../core/game";
import { hashString } from "../core/rng";
import type { LostPatrolContent } from "./content";
import { lostPatrol } from "./game";
import type { LostPatrolOptions } from "./options";

const FIXTURE = new URL("./regression.fixture.json", import.meta.url);
const sample = sampleDoc.body as unknown as LostPatrolContent;
const random: BotSpec = { kind: "random" };
const greedy: BotSpec = { kind: "greedy" };

interface Config {
  name: string;
  content: LostPatrolContent | null;
  options: LostPatrolOptions;
  bots: [BotSpec, BotSpec];
  games: number;
  /** Games (of the first ones) whose whole trace is hashed too. */
  traced: number;
}

const CONFIGS: Config[] = [
  { name: "sample/random", content: sample, options: {}, bots: [random, random], games: 200, traced: 20 },
  { name: "standard/random", content: null, options: {}, bots: [random, random], games: 30, traced: 5 },
  { name: "face-soldiers", content: sample, options: { tileRotation: "face-soldiers" }, bots: [random, random], games: 40, traced: 5 },
  { name: "per-stack", content: sample, options: { monsterActions: "per-stack" }, bots: [random, random], games: 40, traced: 5 },
  { name: "split-by-paths", content: sample, options: { splitBy: "paths" }, bots: [random, random], games: 40, traced: 5 },
  { name: "greedy", content: sample, options: { maxTurns: 15 }, bots: [greedy, greedy], games: 8, traced: 2 },
];

const specOf = (c: Config): SimSpec => ({
  gameId: lostPatrol.id,
  content: c.content,
  options: c.options,
  bots: c.bots,
  n: c.games,
  baseSeed: `regression/${c.name}`,
});

function gameHashes(c: Config): string[] {
  const spec = specOf(c);
  const out: string[] = [];
  for (let i = 0; i < c.games; i++) {
    const r = playGame(lostPatrol, spec, i);
    const key = canonicalJson({
      winners: r.winners,
      draw: r.draw,
      truncated: r.truncated,
      reason: r.reason,
      length: r.length,
      metrics: r.metrics,
    });
    out.push(hashString(key).toString(16).padStart(8, "0"));
  }
  return out;
}

/** Whole games as playGame plays them, hashing what every step offered, chose and reported. */
function traceHash(c: Config): string {
  const spec = specOf(c);
  const h = createHash("sha256");
  for (let i = 0; i < c.traced; i++) {
    const seed = gameSeed(spec.baseSeed, i);
    const bots = c.bots.map((b, seat) => createBot(lostPatrol, b, botSeed(seed, seat)));
    let s = lostPatrol.setup(c.content, c.options, seed);
    for (let n = 0; !lostPatrol.result(s) && n < 10_000; n++) {
      const [seat] = lostPatrol.activeSeats(s);
      h.update(
        lostPatrol
          .legalActions(s, seat)
          .map((a) => actionKeyOf(lostPatrol, a))
          .join(" "),
      );
      const a = bots[seat].choose(s, seat);
      h.update(actionKeyOf(lostPatrol, a));
      const r = lostPatrol.apply(s, a);
      h.update(JSON.stringify(r.events));
      s = r.state;
    }
    h.update(JSON.stringify(s));
  }
  return h.digest("hex").slice(0, 16);
}

interface Fixture {
  games: Record<string, string[]>;
  traces: Record<string, string>;
}

function record(): Fixture {
  const f: Fixture = { games: {}, traces: {} };
  for (const c of CONFIGS) {
    f.games[c.name] = gameHashes(c);
    f.traces[c.name] = traceHash(c);
  }
  return f;
}

describe("lostpatrol: seeded games stay bit-for-bit", () => {
  if (process.env.LOSTPATROL_REGRESSION_WRITE === "1") {
    it("records the fixture", () => {
      const f = record();
      // One line per configuration keeps diffs of a re-recorded fixture readable.
      const lines = (o: Record<string, unknown>) =>
        Object.entries(o)
          .map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
          .join(",\n");
      writeFileSync(FIXTURE, `{\n  "games": {\n${lines(f.games)}\n  },\n  "traces": {\n${lines(f.traces)}\n  }\n}\n`);
    });
    return;
  }
  const fixture = JSON.parse(readFileSync(FIXTURE, "utf8")) as Fixture;
  for (const c of CONFIGS) {
    it(`${c.name}: ${c.games} games keep their result, length and metrics`, () => {
      const got = gameHashes(c);
      const changed = got.flatMap((h, i) => (h === fixture.games[c.name][i] ? [] : [i]));
      expect(changed, `games whose (result, length, metrics) changed`).toEqual([]);
      expect(got).toEqual(fixture.games[c.name]);
    });
    it(`${c.name}: the first ${c.traced} games offer, choose and report the same at every step`, () => {
      expect(traceHash(c)).toBe(fixture.traces[c.name]);
    });
  }
});
