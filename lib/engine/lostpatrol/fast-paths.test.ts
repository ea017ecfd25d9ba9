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
  // A safety cap keeps each game short: the rules have no turn limit, and random soldiers may wander for hundreds of turns.
  const cap = { maxTurns: 60 };
  const cases: { name: string; content: LostPatrolContent | null; options: LostPatrolOptions; games: number }[] = [
    { name: "standard deck", content: null, options: cap, games: 8 },
    { name: "sample tile set", content: sample, options: cap, games: 8 },
    { name: "face-soldiers", content: sample, options: { ...cap, tileRotation: "face-soldiers" }, games: 4 },
    { name: "per-stack", content: sample, options: { ...cap, monsterActions: "per-stack" }, games: 4 },
    { name: "split by paths", content: sample, options: { ...cap, splitBy: "paths" }, games: 4 },
    {
      name: "line ends, big stacks, receiver, no last token",
      content: sample,
      options: { ...cap, spawnAt: "line-ends", bigStacks: "all", retreatJoin: "receiver", lastToken: "none" },
      games: 4,
    },
    { name: "set-up of six", content: sample, options: { ...cap, setupLays: "six" }, games: 4 },
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
