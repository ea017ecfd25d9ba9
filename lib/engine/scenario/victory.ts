/**
 * Victory at the end of each turn: each condition scores its points once, the first time it is
 * met; one marked to end the scenario ends it. At the turn limit, or when fewer than two sides
 * have a figure left alive, the scenario ends on points: the most points win, equal points draw.
 */
import type { GameResult } from "../core/game";
import type { HexRef } from "./input";
import type { ScenarioState } from "./types";
import { spaceAt } from "./compile";

const onAny = (s: ScenarioState, spaces: HexRef[], at: number): boolean => spaces.some((h) => spaceAt(s.t, h) === at);

function met(s: ScenarioState, i: number): boolean {
  const c = s.t.source.victory[i];
  const seat = s.t.source.sides.findIndex((x) => x.id === c.side);
  const own = s.figures.filter((fs, f) => s.t.seatOf[f] === seat && fs.condition === "active");
  switch (c.kind) {
    case "defeat-all": {
      const foes = s.figures.filter((_, f) => s.t.seatOf[f] !== seat);
      return foes.length > 0 && foes.every((fs) => fs.condition !== "active");
    }
    case "reach":
      return own.some((fs) => onAny(s, c.spaces, fs.at));
    case "hold":
      s.held[i] = own.some((fs) => onAny(s, c.spaces, fs.at)) ? s.held[i] + 1 : 0;
      return s.held[i] >= c.turns;
    case "carry": {
      const k = s.t.source.objects.findIndex((o) => o.id === c.object);
      const o = s.objects[k];
      if (!o) return false;
      if (o.carriedBy >= 0) return s.t.seatOf[o.carriedBy] === seat && onAny(s, c.spaces, o.at);
      return onAny(s, c.spaces, o.at);
    }
    case "survive":
      return s.turn >= c.turns && own.length > 0;
  }
}

/** Scores the conditions met this turn and ends the scenario when it is over. */
export function checkVictory(s: ScenarioState): GameResult | null {
  let ended: string | null = null;
  s.t.source.victory.forEach((c, i) => {
    if (s.met[i]) return;
    if (!met(s, i)) return;
    s.met[i] = true;
    const seat = s.t.source.sides.findIndex((x) => x.id === c.side);
    s.vp[seat] += c.points;
    if (c.ends && ended === null) ended = `${s.t.source.sides[seat].name}: ${describe(c.kind)}`;
  });
  const alive = new Set(s.figures.flatMap((fs, f) => (fs.condition !== "dead" ? [s.t.seatOf[f]] : [])));
  const standing = new Set(s.figures.flatMap((fs, f) => (fs.condition === "active" ? [s.t.seatOf[f]] : [])));
  if (ended === null && alive.size < 2) ended = "no opponents left alive";
  // Nobody left conscious on any side but one, and none can come round (all out cold are undead or dead).
  if (ended === null && standing.size < 2 && !s.figures.some((fs, f) => fs.condition === "unconscious" && !s.t.source.figures[f].undead))
    ended = "no opponents left standing";
  if (ended === null && s.turn >= s.t.source.turnLimit) ended = "turn limit";
  if (ended === null) return null;
  return resultOnPoints(s, ended);
}

function describe(kind: string): string {
  return (
    {
      "defeat-all": "defeated every opponent",
      reach: "reached the goal",
      hold: "held the goal",
      carry: "carried the object to the goal",
      survive: "survived",
    } as Record<string, string>
  )[kind];
}

export function resultOnPoints(s: ScenarioState, reason: string): GameResult {
  const best = Math.max(...s.vp);
  const winners = best > 0 ? s.vp.flatMap((v, seat) => (v === best ? [seat] : [])) : [];
  const draw = winners.length !== 1;
  return { winners: draw ? [] : winners, draw, reason, scores: s.vp.slice() };
}
