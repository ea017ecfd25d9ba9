/**
 * Victory at the end of each turn: each condition scores its points once, the first time it is
 * met; one marked to end the scenario ends it. At the turn limit, or when fewer than two sides
 * have a figure left alive, the scenario ends on points: the most points win, equal points draw.
 */
import type { GameResult } from "../core/game";
import type { ScenarioState } from "./types";

/** Whether a conscious figure of `seat` stands on one of `spaces`. */
function standsOn(s: ScenarioState, seat: number, spaces: number[]): boolean {
  for (let f = 0; f < s.figures.length; f++)
    if (s.t.seatOf[f] === seat && s.figures[f].condition === "active" && spaces.includes(s.figures[f].at)) return true;
  return false;
}

function met(s: ScenarioState, i: number): boolean {
  const c = s.t.source.victory[i];
  const seat = s.t.goalSeat[i];
  const spaces = s.t.goalSpaces[i];
  switch (c.kind) {
    case "defeat-all": {
      let foes = 0;
      for (let f = 0; f < s.figures.length; f++) {
        if (s.t.seatOf[f] === seat) continue;
        if (s.figures[f].condition === "active") return false;
        foes++;
      }
      return foes > 0;
    }
    case "reach":
      return standsOn(s, seat, spaces);
    case "hold":
      s.held[i] = standsOn(s, seat, spaces) ? s.held[i] + 1 : 0;
      return s.held[i] >= c.turns;
    case "carry": {
      const o = s.objects[s.t.goalObject[i]];
      if (!o || !spaces.includes(o.at)) return false;
      return o.carriedBy < 0 || s.t.seatOf[o.carriedBy] === seat;
    }
    case "survive":
      return s.turn >= c.turns && s.figures.some((fs, f) => s.t.seatOf[f] === seat && fs.condition === "active");
  }
}

/** Scores the conditions met this turn and ends the scenario when it is over. */
export function checkVictory(s: ScenarioState): GameResult | null {
  let ended: string | null = null;
  s.t.source.victory.forEach((c, i) => {
    if (s.met[i]) return;
    if (!met(s, i)) return;
    s.met[i] = true;
    const seat = s.t.goalSeat[i];
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
