/**
 * Simulations play Lost Patrol through its fast paths (legalActionAt picks without listing,
 * applyInPlace changes the state instead of copying it); the studio's playtest and replays use
 * legalActions and apply. Both must agree at every step, under every rule option.
 */
import { describe, expect, it } from "vitest";
import sampleDoc from "../../content/samples/lost-patrol.tileset.json";
import { checkFastPaths } from "../core/fast-paths";
import type { LostPatrolContent } from "./content";
import { lostPatrol } from "./game";
import type { LostPatrolOptions } from "./options";

const sample = sampleDoc.body as unknown as LostPatrolContent;
const seeds = (name: string, n: number) => Array.from({ length: n }, (_, i) => `${name}#${i}`);

describe("Lost Patrol fast paths", () => {
  const cases: { name: string; content: LostPatrolContent | null; options: LostPatrolOptions; games: number }[] = [
    { name: "standard deck", content: null, options: {}, games: 8 },
    { name: "sample tile set", content: sample, options: {}, games: 8 },
    { name: "face-soldiers", content: sample, options: { tileRotation: "face-soldiers" }, games: 4 },
    { name: "per-stack", content: sample, options: { monsterActions: "per-stack" }, games: 4 },
    { name: "split by paths", content: sample, options: { splitBy: "paths" }, games: 4 },
  ];
  for (const c of cases) {
    it(`agree with legalActions and apply at every step (${c.name})`, () => {
      expect(checkFastPaths(lostPatrol, { content: c.content, options: c.options, seeds: seeds(c.name, c.games) })).toBeNull();
    });
  }

  it("the check finds a fast path that disagrees", () => {
    const off = {
      ...lostPatrol,
      legalActionAt: (s: never, seat: number, pick: (n: number) => number) => {
        const list = lostPatrol.legalActions(s, seat);
        return list.length ? list[(pick(list.length) + 1) % list.length] : undefined;
      },
    };
    expect(checkFastPaths(off, { seeds: ["x"] })).toMatch(/legalActionAt gave .* at place 0/);
    const stale = { ...lostPatrol, applyInPlace: (s: never) => ({ state: s, events: [] }) };
    expect(checkFastPaths(stale, { seeds: ["x"] })).toMatch(/applyInPlace and apply made different states/);
  });
});
