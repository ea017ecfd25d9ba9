/**
 * The heuristic player: approach the opponent it can beat (body points, with a bonus for the high
 * ground), hold its ground against one it cannot, halt whoever steps into its Battle Zone and
 * engage the opponent it fares best against, stand up and regain balance before a fight,
 * cast a spell that hurts an opponent or heals a friend within four spaces,
 * throw its weapon when in range, and go for the spaces its side's victory conditions name. It
 * reads only what every seat sees (positions, postures, body points).
 */
import type { Rng } from "../core/rng";
import { lostWorlds } from "../lostworlds/game";
import { spaceAt } from "./compile";
import { duelSeatOf } from "./combat";
import { heightOf } from "./figures";
import { worksOnOrBelow } from "./magic";
import type { ScenarioAction, ScenarioState } from "./types";
import { spaceDistance } from "./zones";

/** Larger is better for `seat`: body points and conscious figures, then victory points. */
export function scenarioHeuristic(s: ScenarioState, seat: number): number {
  let score = 0;
  s.figures.forEach((fs, f) => {
    const value =
      (fs.condition === "active" ? 10 + Math.max(0, fs.body) : fs.condition === "unconscious" ? 2 : 0) +
      (fs.posture === "standing" ? 1 : 0);
    score += s.t.seatOf[f] === seat ? value : -value;
  });
  s.vp.forEach((v, k) => (score += k === seat ? 3 * v : -3 * v));
  return score;
}

/** How good a fight between f (at space `at`) and g looks for f: body ahead, plus the high ground. */
function edge(s: ScenarioState, f: number, at: number, g: number): number {
  const gs = s.figures[g];
  const high = s.t.level[at] + heightOf(s, f) - (s.t.level[gs.at] + heightOf(s, g));
  return s.figures[f].body - gs.body + 2 * Math.sign(high);
}

function goals(s: ScenarioState, f: number): number[] {
  const seat = s.t.seatOf[f];
  const out: number[] = [];
  for (const c of s.t.source.victory) {
    if (s.t.source.sides[seat]?.id !== c.side) continue;
    if (c.kind === "reach" || c.kind === "hold" || c.kind === "carry") for (const h of c.spaces) out.push(spaceAt(s.t, h));
  }
  return out.filter((x) => x >= 0);
}

/**
 * A ROUND: the maneuvers ranked by their average payoff against every reply (the duel engine's
 * table: damage dealt and taken, a knockout edge), one of the best three picked at random, so two
 * heuristic players do not repeat the same exchange forever.
 */
function maneuver(s: ScenarioState, seat: number, actions: ScenarioAction[], rng: Rng): ScenarioAction {
  const fight = s.fight!;
  const m = lostWorlds.stepMatrix(fight.duel, duelSeatOf(s, fight, seat));
  const ranked = m.rows
    .map((row, r) => {
      let sum = 0;
      for (let c = 0; c < m.cols; c++) sum += m.payoff[r * m.cols + c];
      return { page: row.page, value: sum };
    })
    .sort((a, b) => b.value - a.value || a.page - b.page);
  const page = ranked[rng.int(Math.min(3, ranked.length))]?.page;
  return actions.find((a) => a.type === "maneuver" && a.page === page) ?? actions[0];
}

/**
 * Choices that are not a figure's own move: the side's figures move in the scenario's order, a
 * halt is always demanded, a Touched figure steps aside without falling if it can, and a figure
 * engages the opponent it fares best against.
 */
function choice(s: ScenarioState, actions: ScenarioAction[]): ScenarioAction | null {
  const first = actions[0];
  if (first.type === "select") return first;
  if (first.type === "halt" || first.type === "let-pass") return actions.find((a) => a.type === "halt") ?? first;
  // Touched: aside to the highest space offered, so as not to fall.
  if (first.type === "displace")
    return actions.reduce((best, a) =>
      a.type === "displace" && best.type === "displace" && s.t.level[a.to] > s.t.level[best.to] ? a : best,
    );
  if (first.type !== "engage" && first.type !== "decline") return null;
  let best: ScenarioAction = first,
    bestEdge = -Infinity;
  for (const a of actions)
    if (a.type === "engage" && edge(s, a.figure, s.figures[a.figure].at, a.target) > bestEdge) {
      best = a;
      bestEdge = edge(s, a.figure, s.figures[a.figure].at, a.target);
    }
  return best;
}

export function scenarioPolicy(s: ScenarioState, seat: number, actions: ScenarioAction[], rng: Rng): ScenarioAction {
  const chosen = choice(s, actions);
  if (chosen) return chosen;
  if (s.phase === "combat") return maneuver(s, seat, actions, rng);
  const f = s.active;
  const fs = s.figures[f];
  const find = (type: ScenarioAction["type"]) => actions.find((a) => a.type === type);
  const foes = s.figures.flatMap((g, i) => (s.t.seatOf[i] !== seat && g.condition === "active" ? [i] : []));
  const nearest = (at: number) => foes.reduce((best, g) => Math.min(best, spaceDistance(s.t, at, s.figures[g].at)), 99);
  const wanted = (at: number) => {
    const targets = goals(s, f);
    const goalDistance = targets.reduce((best, x) => Math.min(best, spaceDistance(s.t, at, x)), 99);
    const beatable = foes.filter((g) => edge(s, f, at, g) >= 0);
    const foeDistance = beatable.reduce((best, g) => Math.min(best, spaceDistance(s.t, at, s.figures[g].at)), 99);
    return Math.min(goalDistance, foeDistance === 99 && targets.length === 0 ? nearest(at) : foeDistance);
  };
  if (fs.posture === "down") return find("stand") ?? find("crawl") ?? endAction(s, f, actions, foes);
  const spell = castChoice(s, seat, actions);
  if (spell) return spell;
  const weapon = actions.filter((a) => a.type === "throw-weapon");
  if (weapon.length) return weapon[0];
  const here = wanted(fs.at);
  if (nearest(fs.at) <= 1 && fs.posture === "off-balance") return find("regain") ?? endAction(s, f, actions, foes);
  if (here > fs.mp && here < 99) {
    const run = find("run");
    if (run) return run;
  }
  let best: ScenarioAction | null = null,
    bestScore = here * 10 - s.t.level[fs.at];
  for (const a of actions) {
    if (a.type !== "move") continue;
    const score = wanted(a.to) * 10 - s.t.level[a.to];
    if (score < bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? endAction(s, f, actions, foes);
}

/**
 * A spell worth the whole allowance: one that hurts or fells an opponent, or heals a friend who has
 * lost at least as much as it gives back, within four spaces (it works on 1–4 or better: further
 * casts fizzle too often to be worth a move in measured hall games); the nearest target first.
 * Words the table resolves are left to people.
 */
function castChoice(s: ScenarioState, seat: number, actions: ScenarioAction[]): ScenarioAction | null {
  let best: ScenarioAction | null = null,
    bestRange = Infinity;
  for (const a of actions) {
    if (a.type !== "cast") continue;
    const e = s.t.source.figures[a.figure].spells[a.card].effect;
    const gs = s.figures[a.target];
    const foe = s.t.seatOf[a.target] !== seat;
    const useful =
      (foe &&
        gs.condition === "active" &&
        (e.kind === "damage" || (e.kind !== "heal" && e.kind !== "text" && e.kind !== "recovery-modifier" && gs.posture === "standing"))) ||
      (!foe && e.kind === "heal" && (s.t.source.figures[a.target].book?.character.bodyPoints ?? 0) - gs.body >= e.points);
    const range = spaceDistance(s.t, s.figures[a.figure].at, gs.at);
    if (useful && worksOnOrBelow(range) >= 4 && range < bestRange) {
      best = a;
      bestRange = range;
    }
  }
  return best;
}

/** End the move with the Undefended Space facing away from the nearest opponent. */
function endAction(s: ScenarioState, f: number, actions: ScenarioAction[], foes: number[]): ScenarioAction {
  const ends = actions.filter((a) => a.type === "end");
  if (ends.length === 0) return actions[0];
  const at = s.figures[f].at;
  let best = ends[0],
    bestScore = -Infinity;
  for (const a of ends) {
    if (a.type !== "end") continue;
    const b = s.t.neighbours[6 * at + a.undefended];
    // A wall or the map's edge behind the figure protects its Undefended Space best.
    const score = b < 0 || s.t.blocked[b] ? 100 : foes.reduce((m, g) => Math.min(m, spaceDistance(s.t, b, s.figures[g].at)), 99);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
