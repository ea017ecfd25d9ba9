/**
 * Whole games between random and greedy bots, with the rules' invariants checked after every
 * action: one piece per space, no blip left in a Marine's sight once nothing is pending, and the
 * blip pool the mission's forces say.
 */
import { describe, expect, it } from "vitest";
import { createBot } from "../core/bots";
import { pitfallBoard } from "../../games/hulk/compile";
import { seenByMarines } from "./blips";
import { hulk } from "./game";
import { occCode } from "./geometry";
import { BLIP, type HulkAction, type HulkState } from "./types";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function check(s: HulkState, after: HulkAction | null): string | null {
  const cells = new Set<number>();
  for (const p of s.pieces) {
    if (cells.has(p.cell)) return `two pieces on ${p.cell}`;
    cells.add(p.cell);
    if (s.occ[p.cell] !== occCode(p)) return `occupancy of ${p.cell} does not name piece ${p.id}`;
  }
  if (s.occ.filter((o) => o !== 0).length !== s.pieces.length) return "occupancy names a piece not on the map";
  const inPlay = s.phase === "marines" || s.phase === "stealers";
  if (inPlay && s.pending.every((p) => p.kind === "react"))
    for (const p of s.pieces)
      if (p.kind === BLIP && seenByMarines(s, p.cell)) return `blip ${p.id} in a Marine's sight after ${after?.type}`;
  const onMap = s.pieces.filter((p) => p.kind === BLIP).map((p) => p.blip);
  if (s.unlimited) {
    if (s.pool.length + s.waiting.length + onMap.length !== s.board.blipMix.length) return "the unlimited pool lost or gained blips";
  } else if (sum(s.pool) + sum(s.waiting) + sum(onMap) > 18) return "more than 18 Genestealers in blips";
  return null;
}

function play(bots: [string, string], seed: number, maxTurns: number): { actions: number; problem: string | null } {
  const players = bots.map((b, seat) => createBot(hulk, { kind: b } as never, `inv${seed}/${seat}`));
  let s = hulk.setup(pitfallBoard(), { maxTurns }, seed);
  expect(sum(s.pool) + sum(s.waiting)).toBe(18);
  let actions = 0;
  while (!hulk.result(s)) {
    const seat = hulk.activeSeats(s)[0];
    const a = players[seat].choose(s, seat) as HulkAction;
    s = hulk.apply(s, a).state;
    actions++;
    const problem = check(s, a);
    if (problem) return { actions, problem: `game ${seed} (${bots.join(" v ")}), action ${actions}: ${problem}` };
  }
  return { actions, problem: null };
}

describe("invariants over whole games", () => {
  it("hold after every action of random games (turn 11 and on included)", () => {
    const problems: string[] = [];
    for (let seed = 0; seed < 200; seed++) {
      const r = play(["random", "random"], seed, 13);
      if (r.problem) problems.push(r.problem);
    }
    expect(problems).toEqual([]);
  });

  it("hold after every action of greedy games, against random and greedy", () => {
    const problems: string[] = [];
    const pairs: [string, string][] = [
      ["greedy", "random"],
      ["random", "greedy"],
      ["greedy", "greedy"],
    ];
    for (let seed = 0; seed < 30; seed++) {
      const r = play(pairs[seed % 3], 1000 + seed, 4);
      if (r.problem) problems.push(r.problem);
    }
    expect(problems).toEqual([]);
  });
});
