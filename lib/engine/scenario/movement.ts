/**
 * The Movement Phase: the Movement Chart's actions for the figure whose move is in progress, and
 * what each does. Entering an opponent's Battle Zone lets that opponent halt the mover
 * (halting.ts). docs/rules/scenarios.md lists how each chart row is read.
 */
import type { GameEvent } from "../core/game";
import type { Rng } from "../core/rng";
import { damage, dropCarried, heightOf, isPresent, occupantOf, zoningOpponents } from "./figures";
import { haltCandidates } from "./halting";
import { mayRegenerate } from "./regeneration";
import { cast, castActions } from "./magic";
import { jumpOntoResult, recklessLanding } from "./dice-tables";
import { throwObject, throwTargets, throwWeapon, weaponTargets } from "./throwing";
import { fallRoll } from "./falls";
import { landingBeside } from "./landing";
import type { ChartAction, FigureState, ScenarioAction, ScenarioState } from "./types";

/** The cost of stepping from space a to adjacent space b, or −1 when the figure cannot climb it. */
export function stepCost(s: ScenarioState, f: number, a: number, b: number): number {
  const change = Math.abs(s.t.level[b] - s.t.level[a]);
  if (change > heightOf(s, f)) return -1;
  if (change === 0) return 1;
  return s.options.climbCost === "change" ? change : 1 + change;
}

/** Whether f may step into b now (walls, opponents, friends in a Battle Zone, climbing limit). */
function canEnter(s: ScenarioState, f: number, b: number, mpAfter: number): boolean {
  if (b < 0 || s.t.blocked[b]) return false;
  const g = occupantOf(s, b, f);
  if (g < 0) return true;
  if (s.t.seatOf[g] !== s.t.seatOf[f]) return false;
  // Through a friend only when the friend is not in an opponent's Battle Zone, and never to stop there.
  return mpAfter >= 1 && zoningOpponents(s, g, s.figures[g].at).length === 0;
}

/** The legal actions of the moving figure f, in a fixed order. */
export function movementActions(s: ScenarioState, f: number): ScenarioAction[] {
  const seat = s.t.seatOf[f];
  const fs = s.figures[f];
  const out: ScenarioAction[] = [];
  const t = s.t;
  const mayStar = !fs.ran;
  // Halted, or having halted someone ("may not move after halting an opponent"): the move is over.
  const free = !fs.halted && !fs.blocked && !fs.hasHalted;
  const starts = zoningOpponents(s, f, fs.at);
  if (free && fs.posture !== "down") {
    if (!fs.ran && !fs.ranLastTurn && !fs.starred && !fs.regenerating && !fs.cast && s.options.runBonus > 0)
      out.push({ seat, type: "run", figure: f });
    for (let d = 0; d < 6; d++) {
      const b = t.neighbours[6 * fs.at + d];
      if (b < 0) continue;
      const cost = stepCost(s, f, fs.at, b);
      // Breaking off combat: out of an opponent's Battle Zone only into a space within one level.
      if (cost < 0 || cost > fs.mp || (starts.length > 0 && Math.abs(t.level[b] - t.level[fs.at]) > 1)) continue;
      if (canEnter(s, f, b, fs.mp - cost)) out.push({ seat, type: "move", figure: f, to: b });
    }
    if (fs.mp >= 1)
      for (let d = 0; d < 6; d++) {
        const b = t.neighbours[6 * fs.at + d];
        if (b >= 0 && !t.blocked[b] && t.level[b] < t.level[fs.at] && stepCost(s, f, fs.at, b) < 0 && occupantOf(s, b, f) < 0)
          out.push({ seat, type: "jump-down", figure: f, to: b });
      }
    if (fs.mp >= 1)
      for (let g = 0; g < s.figures.length; g++)
        if (
          t.seatOf[g] !== seat &&
          isPresent(s.figures[g]) &&
          t.level[s.figures[g].at] < t.level[fs.at] &&
          adjacentSpaces(s, fs.at, s.figures[g].at)
        )
          out.push({ seat, type: "jump-onto", figure: f, target: g });
    if (fs.ran && fs.entered >= 2 && fs.mp >= 1)
      for (let d = 0; d < 6; d++) {
        const mid = t.neighbours[6 * fs.at + d];
        const to = mid < 0 ? -1 : t.neighbours[6 * mid + d];
        if (to >= 0 && jumpable(s, fs.at, mid, to) && occupantOf(s, to, f) < 0) out.push({ seat, type: "jump", figure: f, to });
      }
  }
  if (free && mayStar && fs.mp >= 2)
    for (let d = 0; d < 6; d++) {
      const b = t.neighbours[6 * fs.at + d];
      if (b < 0 || t.blocked[b] || occupantOf(s, b, f) >= 0) continue;
      const change = Math.abs(t.level[b] - t.level[fs.at]);
      if (change <= 1 && 2 + change <= fs.mp && !(starts.length > 0 && change > 1)) out.push({ seat, type: "crawl", figure: f, to: b });
    }
  if (fs.posture !== "down" && !fs.blocked) out.push({ seat, type: "prone", figure: f });
  if (free && mayStar && fs.posture === "down" && fs.mp >= 2) out.push({ seat, type: "stand", figure: f });
  if (!fs.halted && mayStar && fs.posture === "off-balance" && fs.mp >= 1) out.push({ seat, type: "regain", figure: f });
  if (free && mayStar && fs.mp >= 1 && fs.carrying < 0 && liftable(s, f) >= 0) out.push({ seat, type: "pick-up", figure: f });
  if (free && mayStar && fs.mp >= 1 && fs.weaponAt >= 0 && fs.weaponAt === fs.at) out.push({ seat, type: "pick-up-weapon", figure: f });
  if (fs.carrying >= 0) {
    out.push({ seat, type: "drop", figure: f, to: fs.at });
    if (free && mayStar && fs.mp >= 2) for (const to of throwTargets(s, f)) out.push({ seat, type: "throw", figure: f, to });
  }
  if (free && mayStar && fs.mp >= 2 && fs.weaponAt < 0 && t.source.figures[f].throwingWeapon)
    for (const to of weaponTargets(s, f)) out.push({ seat, type: "throw-weapon", figure: f, to });
  if (free && fs.mp >= 1)
    for (let d = 0; d < 6; d++) {
      const b = t.neighbours[6 * fs.at + d];
      const to = b < 0 ? -1 : t.neighbours[6 * b + d];
      if (to >= 0 && !t.blocked[to] && t.level[to] <= t.level[b] && shovableAt(s, b) >= 0)
        out.push({ seat, type: "shove-object", figure: f, to: b });
    }
  if (free && fs.mp >= 2 && fs.posture !== "down")
    for (const g of starts) {
      out.push({ seat, type: "shove", figure: f, target: g, extra: false });
      if (fs.mp >= 4) out.push({ seat, type: "shove", figure: f, target: g, extra: true });
    }
  if (free && mayStar && fs.mp >= 2 && fs.posture !== "down")
    for (const g of starts) if (!s.figures[g].done) out.push({ seat, type: "block", figure: f, target: g });
  if (free && mayStar && fs.mp === heightOf(s, f) && !fs.ran)
    for (let g = 0; g < s.figures.length; g++) {
      const gs = s.figures[g];
      if (
        t.seatOf[g] !== seat &&
        gs.condition === "unconscious" &&
        (gs.at === fs.at || adjacentSpaces(s, fs.at, gs.at)) &&
        occupantOf(s, gs.at, f) < 0
      )
        out.push({ seat, type: "slay", figure: f });
    }
  if (free && mayRegenerate(s, f, heightOf(s, f))) out.push({ seat, type: "regenerate", figure: f });
  out.push(...castActions(s, f, seat));
  if (occupantOf(s, fs.at, f) < 0 || out.length === 0)
    for (let d = 0; d < 6; d++) out.push({ seat, type: "end", figure: f, undefended: d });
  return dedupeSlay(out);
}

/** Slaying names no target (the figure slays the unconscious opponent it reaches); list it once. */
function dedupeSlay(out: ScenarioAction[]): ScenarioAction[] {
  const k = out.findIndex((a) => a.type === "slay");
  return k < 0 ? out : out.filter((a, i) => a.type !== "slay" || i === k);
}

const adjacentSpaces = (s: ScenarioState, a: number, b: number): boolean => {
  for (let d = 0; d < 6; d++) if (s.t.neighbours[6 * a + d] === b) return true;
  return false;
};

/** A tall object counts one level high when jumped over; a low one none. */
function obstacleTop(s: ScenarioState, space: number): number {
  let top = s.t.level[space];
  s.objects.forEach((o, i) => {
    if (o.carriedBy < 0 && o.at === space && s.t.source.objects[i].tall) top = Math.max(top, s.t.level[space] + 1);
  });
  return top;
}

/** Jump over a space: never to a space more than 1 level up, never over walls or what rises above both ends. */
function jumpable(s: ScenarioState, from: number, mid: number, to: number): boolean {
  const t = s.t;
  if (t.blocked[to] || t.level[to] > t.level[from] + 1) return false;
  if (t.blocked[mid] && t.source.spaces[mid].terrain !== "floor") return false;
  const top = obstacleTop(s, mid);
  return top <= t.level[from] && top <= t.level[to];
}

/** A movable object in f's space that f is tall enough to lift, or −1. */
function liftable(s: ScenarioState, f: number): number {
  const fs = s.figures[f];
  for (let i = 0; i < s.objects.length; i++) {
    const o = s.objects[i],
      src = s.t.source.objects[i];
    if (o.carriedBy < 0 && o.at === fs.at && src.movable && src.weight <= heightOf(s, f)) return i;
  }
  return -1;
}

function shovableAt(s: ScenarioState, space: number): number {
  for (let i = 0; i < s.objects.length; i++)
    if (s.objects[i].carriedBy < 0 && s.objects[i].at === space && s.t.source.objects[i].movable) return i;
  return -1;
}

/** Moves f into `to`; the opponents whose Battle Zone it has just entered may halt it (halting.ts). */
function enter(s: ScenarioState, f: number, to: number, events: GameEvent[]): void {
  const fs = s.figures[f];
  const before = new Set(zoningOpponents(s, f, fs.at));
  fs.at = to;
  fs.entered++;
  if (fs.carrying >= 0) s.objects[fs.carrying] = { at: to, carriedBy: f };
  events.push({ type: "moved", figure: f, to });
  const by = haltCandidates(s, f, to, before);
  if (by.length > 0) s.haltOffer = { mover: f, by };
}

const spend = (fs: FigureState, cost: number, starred: boolean) => {
  fs.mp -= cost;
  if (starred) fs.starred = true;
};

/** Applies a Movement Chart action of the moving figure (already checked legal) to `s` in place. */
export function applyMovement(s: ScenarioState, a: ChartAction, rng: Rng, events: GameEvent[]): void {
  const f = a.figure;
  const fs = s.figures[f];
  const t = s.t;
  switch (a.type) {
    case "run":
      fs.ran = true;
      fs.mp += s.options.runBonus;
      fs.combatOffBalance = true;
      events.push({ type: "ran", figure: f });
      return;
    case "move":
      spend(fs, stepCost(s, f, fs.at, a.to), false);
      enter(s, f, a.to, events);
      return;
    case "crawl":
      spend(fs, 2 + Math.abs(t.level[a.to] - t.level[fs.at]), true);
      fs.posture = "down";
      enter(s, f, a.to, events);
      return;
    case "jump":
      fs.mp = 0;
      fs.posture = "off-balance";
      enter(s, f, a.to, events);
      fs.mp = 0;
      return;
    case "jump-down": {
      const fall = t.level[fs.at] - t.level[a.to];
      spend(fs, 1, false);
      const roll = rng.d6();
      const landing = recklessLanding(roll);
      events.push({ type: "jumped-down", figure: f, roll, posture: landing.posture });
      enter(s, f, a.to, events);
      fs.posture = landing.posture;
      if (landing.hurt) damage(s, f, fall, events);
      return;
    }
    case "jump-onto": {
      const g = a.target;
      const gs = s.figures[g];
      const fall = t.level[fs.at] - t.level[gs.at];
      fs.mp = 0;
      const roll = rng.d6();
      const result = jumpOntoResult(roll);
      events.push({ type: "jumped-onto", figure: f, target: g, roll, result });
      const land = landingBeside(s, gs.at, f, false);
      if (land >= 0) {
        fs.at = land;
        if (fs.carrying >= 0) s.objects[fs.carrying] = { at: land, carriedBy: f };
      }
      // The jump ends the move; it demands no battle (only a halt does): either may engage.
      if (result === "hit") {
        fs.posture = "off-balance";
        gs.posture = "down";
        damage(s, g, 2, events, f);
      } else if (result === "miss") {
        fs.posture = "down";
        damage(s, f, fall, events);
      } else {
        fs.posture = "off-balance";
        if (gs.posture === "standing") gs.posture = "off-balance";
        // The opponent's weapon is on the floor: its next fight starts without it (combat.ts).
        if (result === "both-off-balance-drop") gs.weaponDropped = true;
      }
      return;
    }
    case "prone":
      fs.posture = "down";
      return;
    case "stand":
      spend(fs, 2, true);
      fs.posture = "standing";
      return;
    case "regain":
      spend(fs, 1, true);
      fs.posture = "standing";
      return;
    case "pick-up": {
      spend(fs, 1, true);
      const i = liftable(s, f);
      fs.carrying = i;
      s.objects[i] = { at: fs.at, carriedBy: f };
      events.push({ type: "picked-up", figure: f, object: i });
      return;
    }
    case "pick-up-weapon":
      spend(fs, 1, true);
      fs.weaponAt = -1;
      events.push({ type: "picked-up-weapon", figure: f });
      return;
    case "drop": {
      const i = fs.carrying;
      fs.carrying = -1;
      s.objects[i] = { at: a.to, carriedBy: -1 };
      events.push({ type: "dropped", figure: f, object: i, to: a.to });
      return;
    }
    case "throw":
      spend(fs, 2, true);
      throwObject(s, f, a.to, rng, events);
      return;
    case "throw-weapon":
      spend(fs, 2, true);
      throwWeapon(s, f, a.to, rng, events);
      return;
    case "shove-object": {
      spend(fs, 1, false);
      const i = shovableAt(s, a.to);
      let d = 0;
      while (t.neighbours[6 * fs.at + d] !== a.to) d++;
      const dest = t.neighbours[6 * a.to + d];
      s.objects[i] = { at: dest, carriedBy: -1 };
      events.push({ type: "shoved-object", figure: f, object: i, to: dest });
      return;
    }
    case "shove": {
      spend(fs, a.extra ? 4 : 2, false);
      if (a.extra) fs.combatOffBalance = true;
      events.push({ type: "shoved", figure: f, target: a.target, extra: a.extra });
      fallRoll(s, a.target, a.extra, rng, events, f);
      return;
    }
    case "block":
      spend(fs, 2, true);
      s.figures[a.target].blocked = true;
      events.push({ type: "blocked", figure: f, target: a.target });
      return;
    case "slay": {
      const victim = s.figures.findIndex(
        (gs, g) => t.seatOf[g] !== t.seatOf[f] && gs.condition === "unconscious" && (gs.at === fs.at || adjacentSpaces(s, fs.at, gs.at)),
      );
      fs.mp = 0;
      fs.starred = true;
      fs.at = s.figures[victim].at;
      s.figures[victim].recoveryBonus += 3;
      events.push({ type: "slay", figure: f, target: victim });
      return;
    }
    case "regenerate":
      // The whole allowance goes; the points come (or not) at the end of the Movement Phase.
      fs.mp = 0;
      fs.regenerating = true;
      // One that dematerialises leaves the board at once (dematerialise.ts brings it back).
      if (s.t.source.figures[f].dematerialises) {
        fs.away = true;
        dropCarried(s, f);
      }
      events.push({ type: "regenerate", figure: f, away: fs.away });
      return;
    case "cast":
      cast(s, f, a.card, a.target, rng, events);
      return;
    case "end":
      fs.undefended = a.undefended;
      fs.mp = 0;
      fs.done = true;
      events.push({ type: "ended", figure: f, undefended: a.undefended });
      return;
  }
}
