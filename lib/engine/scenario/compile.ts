/**
 * The scenario's terrain compiled into arrays by space index, once per scenario: levels, which
 * spaces no figure enters, and each space's six neighbours. Every rule reads these.
 */
import { DIRECTIONS, hexKey } from "../core/hex";
import type { HexRef, ScenarioSource } from "./input";
import type { CompiledScenario } from "./types";

/** A scenario the engine cannot be set up from (a figure off the map, a side nobody plays). */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScenarioError";
  }
}

export function compileScenario(source: ScenarioSource): CompiledScenario {
  const n = source.spaces.length;
  const index = new Map<string, number>();
  source.spaces.forEach((s, i) => index.set(hexKey(s), i));
  const level = new Int8Array(n);
  const blocked = new Uint8Array(n);
  const neighbours = new Int32Array(6 * n);
  source.spaces.forEach((s, i) => {
    level[i] = s.level;
    blocked[i] = s.impassable || s.terrain === "wall" || s.terrain === "pillar" ? 1 : 0;
    for (let d = 0; d < 6; d++) neighbours[6 * i + d] = index.get(hexKey({ q: s.q + DIRECTIONS[d].q, r: s.r + DIRECTIONS[d].r })) ?? -1;
  });
  const sideIndex = new Map(source.sides.map((s, i) => [s.id, i]));
  const seatOf = source.figures.map((f) => {
    const seat = sideIndex.get(f.side);
    if (seat === undefined) throw new ScenarioError(`figure "${f.name}" is on side "${f.side}", which the scenario does not have`);
    return seat;
  });
  source.figures.forEach((f) => {
    const at = index.get(hexKey(f.start));
    if (at === undefined) throw new ScenarioError(`figure "${f.name}" starts off the map (${hexKey(f.start)})`);
    if (blocked[at]) throw new ScenarioError(`figure "${f.name}" starts in a wall (${hexKey(f.start)})`);
    if (!f.book) throw new ScenarioError(`figure "${f.name}" has no book`);
  });
  if (source.sides.length < 2) throw new ScenarioError("a scenario needs at least two sides");
  const goalSpaces = source.victory.map((c) =>
    "spaces" in c ? c.spaces.map((h) => index.get(hexKey(h)) ?? -1).filter((i) => i >= 0) : [],
  );
  const goalObject = source.victory.map((c) => (c.kind === "carry" ? source.objects.findIndex((o) => o.id === c.object) : -1));
  const goalSeat = source.victory.map((c) => sideIndex.get(c.side) ?? -1);
  return { source, index, level, blocked, neighbours, seatOf, sideCount: source.sides.length, goalSpaces, goalObject, goalSeat };
}

/** The space index at a place, −1 off the map. */
export const spaceAt = (t: CompiledScenario, h: HexRef): number => t.index.get(hexKey(h)) ?? -1;
