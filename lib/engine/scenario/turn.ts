/**
 * The turn's sequence: Roll for Initiative, the Movement Phase (sides in initiative order, each
 * figure's move in turn), recovery rolls for the unconscious, the Combat Phase (who engages whom,
 * then fight by fight), Check for Falls, Victory. `advance` runs everything that needs no
 * decision, so the state always waits on a seat (or is over).
 */
import type { GameEvent } from "../core/game";
import type { Rng } from "../core/rng";
import { closeFight, openFight } from "./combat";
import { engagementQueue, haltedPairs, nextEngager } from "./engagement";
import { recovery } from "./dice-tables";
import { regenerate } from "./regeneration";
import { rematerialise } from "./dematerialise";
import { spellRecoveryBonus, spellRoundsPass, spellsAtCombat } from "./magic";
import { checkFalls } from "./falls";
import { heightOf } from "./figures";
import { checkVictory } from "./victory";
import type { ScenarioState } from "./types";

/** Initiative: every side with a conscious figure rolls a die, highest first; ties re-roll among themselves (or the lower seat first). */
export function rollInitiative(s: ScenarioState, rng: Rng, events: GameEvent[]): number[] {
  const seats: number[] = [];
  for (let f = 0; f < s.figures.length; f++) {
    const seat = s.t.seatOf[f];
    if (s.figures[f].condition === "active" && !seats.includes(seat)) seats.push(seat);
  }
  seats.sort((a, b) => a - b);
  const order = rankSeats(seats, rng, s.options.initiativeTies === "reroll");
  events.push({ type: "initiative", order });
  return order;
}

/** Seats by one die each, highest first; the tied re-rolled among themselves, or left in seat order. */
function rankSeats(seats: number[], rng: Rng, reroll: boolean): number[] {
  if (seats.length <= 1) return seats;
  const rolls = seats.map(() => rng.d6());
  const out: number[] = [];
  for (let roll = 6; roll >= 1; roll--) {
    const tied: number[] = [];
    for (let i = 0; i < seats.length; i++) if (rolls[i] === roll) tied.push(seats[i]);
    if (tied.length > 1 && reroll) out.push(...rankSeats(tied, rng, reroll));
    else out.push(...tied);
  }
  return out;
}

export function startTurn(s: ScenarioState, rng: Rng, events: GameEvent[]): void {
  s.turn++;
  events.push({ type: "turn", turn: s.turn });
  for (const fs of s.figures) {
    fs.ranLastTurn = fs.ran;
    fs.ran = false;
    fs.starred = false;
    fs.entered = 0;
    fs.fought = false;
    fs.halted = false;
    fs.haltedWith = -1;
    fs.hasHalted = false;
    fs.blocked = false;
    fs.done = fs.condition !== "active";
    fs.combatOffBalance = false;
    fs.bodyMoved = false;
    fs.cast = false;
    fs.mp = 0;
  }
  s.phase = "movement";
  s.order = rollInitiative(s, rng, events);
  s.mover = 0;
  s.active = -1;
  s.haltOffer = null;
  s.engaging = null;
}

/** The figures of `seat` still to move this phase. */
export function stillToMove(s: ScenarioState, seat: number): number[] {
  const out: number[] = [];
  s.figures.forEach((fs, f) => s.t.seatOf[f] === seat && !fs.done && fs.condition === "active" && out.push(f));
  return out;
}

/** Starts f's move: its allowance is its Height (carrying a large object costs 1 a turn); a halter may not move. */
export function startMove(s: ScenarioState, f: number): void {
  const fs = s.figures[f];
  fs.mp = fs.hasHalted || fs.halted ? 0 : Math.max(0, heightOf(s, f) - (fs.carrying >= 0 ? 1 : 0));
  s.active = f;
}

/**
 * The next move of the Movement Phase: sides in initiative order, each moving all its figures
 * before the next side. A side with one figure left moves it; with several, it picks which moves
 * next (a "select"), so `active` stays −1 and the side is asked. False when everyone has moved.
 */
function nextFigure(s: ScenarioState): boolean {
  s.active = -1;
  while (s.mover < s.order.length) {
    const left = stillToMove(s, s.order[s.mover]);
    if (left.length === 1) startMove(s, left[0]);
    if (left.length > 0) return true;
    s.mover++;
  }
  return false;
}

/** End of the Movement Phase: the unconscious roll to come round (unless moved, or undead). */
function recoveryRolls(s: ScenarioState, rng: Rng, events: GameEvent[]): void {
  s.figures.forEach((fs, f) => {
    if (fs.condition !== "unconscious" || fs.bodyMoved || s.t.source.figures[f].undead) return;
    const roll = rng.d6();
    const bonus = fs.recoveryBonus + spellRecoveryBonus(s, f);
    const body = recovery(fs.body, roll + bonus);
    events.push({ type: "recovery-roll", figure: f, roll, bonus, body });
    if (body === null) {
      fs.condition = "dead";
      events.push({ type: "slain", figure: f, by: -1 });
      return;
    }
    fs.body = body;
    if (body > 0) {
      fs.condition = "active";
      fs.posture = "down";
      events.push({ type: "came-round", figure: f });
    }
  });
}

/** Halted pairs are set to fight; then every figure may engage an opponent in its Battle Zone (engagement.ts). */
function startCombat(s: ScenarioState, events: GameEvent[]): void {
  s.phase = "combat";
  spellsAtCombat(s, events);
  for (const fs of s.figures) if (fs.combatOffBalance && fs.posture === "standing" && fs.condition === "active") fs.posture = "off-balance";
  s.fight = null;
  s.fights = haltedPairs(s);
  s.engaging = engagementQueue(s);
}

/** Runs the game forward to the next decision (or its end). */
export function advance(s: ScenarioState, rng: Rng, events: GameEvent[]): void {
  for (;;) {
    if (s.over) return;
    if (s.phase === "movement") {
      // A figure knocked out during its own move (a reckless jump, a fall) moves no further, and
      // nobody is asked to halt it.
      if (s.active >= 0 && s.figures[s.active].condition !== "active") {
        s.figures[s.active].done = true;
        s.haltOffer = null;
      }
      if (s.haltOffer) return;
      if (s.active >= 0 && !s.figures[s.active].done) return;
      if (nextFigure(s)) return;
      // Dematerialised figures come back first; each figure they Touch is moved aside by its side.
      rematerialise(s, events);
      if (s.touches.length > 0) return;
      regenerate(s, events);
      recoveryRolls(s, rng, events);
      startCombat(s, events);
      continue;
    }
    if (s.phase === "combat") {
      if (s.engaging) {
        if (nextEngager(s)) return;
        s.engaging = null;
        events.push({ type: "combat", fights: s.fights.slice() });
      }
      if (s.fight && s.fight.duel.over === null && s.fight.round < 3) return;
      if (s.fight) {
        closeFight(s, s.fight, events);
        s.fight = null;
      }
      const next = s.fights.shift();
      if (next) {
        // A figure knocked out in an earlier fight this phase fights no more.
        const [solo, ...opponents] = next.filter((f) => s.figures[f].condition === "active");
        if (solo === next[0] && opponents.length > 0) s.fight = openFight(s, solo, opponents, events);
        continue;
      }
      spellRoundsPass(s, events);
      checkFalls(s, rng, events);
      s.over = checkVictory(s);
      if (s.over) {
        s.phase = "over";
        events.push({ type: "over", ...s.over });
        return;
      }
      startTurn(s, rng, events);
      continue;
    }
    return;
  }
}
