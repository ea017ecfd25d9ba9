/**
 * Small shared helpers over the island state: copying it, dice, who is where, Power, drawing and
 * discarding Fate cards, injuries and deaths. Every function here changes the state it is given;
 * `apply` hands them a copy (cloneState), `applyInPlace` the state itself.
 */
import { Rng } from "../core/rng";
import type { Effect, FateDef } from "./input";
import { DEAD, NEUTRAL, type CheckKind, type EffectTask, type Events, type IslandState, type Task } from "./types";

/** A copy of everything `apply` may change; the input and the adjacency are shared (never changed). */
export function cloneState(s: IslandState): IslandState {
  return {
    ...s,
    rng: { ...s.rng },
    forcedDice: s.forcedDice.slice(),
    cardDef: s.cardDef,
    tilePool: s.tilePool,
    locs: s.locs.map((l) => ({ ...l, cards: l.cards.slice() })),
    startOf: s.startOf,
    startingOf: s.startingOf.slice(),
    chars: s.chars.map((c) => ({ ...c, equip: c.equip.slice() })),
    charDeck: s.charDeck.slice(),
    fateDeck: s.fateDeck.slice(),
    fateDiscard: s.fateDiscard.slice(),
    faceDown: s.faceDown.slice(),
    seats: s.seats.map((p) => ({ ...p, hand: p.hand.slice(), dealt: p.dealt.slice() })),
    monsters: s.monsters.slice(),
    arrivals: s.arrivals.slice(),
    engagedLocs: s.engagedLocs.slice(),
    neutralTried: s.neutralTried.slice(),
    transferred: s.transferred.slice(),
    sitting: s.sitting.slice(),
    mods: s.mods.map((m) => ({ ...m })),
    check: s.check && {
      ...s.check,
      attackers: s.check.attackers.slice(),
      defenders: s.check.defenders.slice(),
      mods: s.check.mods.map((m) => ({ ...m })),
    },
    won: s.won && { ...s.won },
    // Tasks and pending decisions are replaced, never changed in place, except the arrays inside
    // a few of them (copied here so an apply never reaches the state it was given).
    tasks: s.tasks.map(copyTask),
    pending: s.pending && { ...s.pending },
    proposal: s.proposal && { ...s.proposal, seats: s.proposal.seats.slice(), waiting: s.proposal.waiting.slice() },
    stats: { ...s.stats },
    end: s.end && { ...s.end, winners: s.end.winners.slice() },
  };
}

function copyTask(t: Task): Task {
  switch (t.t) {
    case "cards":
      return { ...t, seen: t.seen.slice() };
    case "window":
      return { ...t };
    default:
      return t;
  }
}

/** One die, 1 to 6: a scripted die first (worked examples), else the game's RNG. */
export function rollDie(s: IslandState): number {
  if (s.forcedDice.length > 0) return s.forcedDice.shift()!;
  const r = new Rng(s.rng);
  const v = r.int(6) + 1;
  s.rng = r.state();
  return v;
}

/** A uniformly chosen integer in [0, n) from the game's RNG. */
export function rollInt(s: IslandState, n: number): number {
  if (n <= 1) return 0;
  const r = new Rng(s.rng);
  const v = r.int(n);
  s.rng = r.state();
  return v;
}

export function shuffleInPlace(s: IslandState, items: number[]): void {
  if (items.length < 2) return;
  const r = new Rng(s.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  s.rng = r.state();
}

export const fateOf = (s: IslandState, card: number): FateDef => s.input.fate[s.cardDef[card]];
export const isEncounter = (s: IslandState, card: number): boolean => fateOf(s, card).type === "encounter";
export const isEquipment = (s: IslandState, card: number): boolean => fateOf(s, card).type === "equipment";

/** A Character on the island (alive, placed): controlled by a seat or Neutral. */
export const onBoard = (s: IslandState, c: number): boolean => s.chars[c].at >= 0 && s.chars[c].owner >= NEUTRAL;

export function charsAt(s: IslandState, loc: number): number[] {
  const out: number[] = [];
  const chars = s.chars;
  for (let c = 0; c < chars.length; c++) if (chars[c].at === loc && chars[c].owner >= NEUTRAL) out.push(c);
  return out;
}

export function ownAt(s: IslandState, seat: number, loc: number): number[] {
  const out: number[] = [];
  const chars = s.chars;
  for (let c = 0; c < chars.length; c++) if (chars[c].at === loc && chars[c].owner === seat) out.push(c);
  return out;
}

export function ownChars(s: IslandState, seat: number): number[] {
  const out: number[] = [];
  const chars = s.chars;
  for (let c = 0; c < chars.length; c++) if (chars[c].owner === seat && chars[c].at >= 0) out.push(c);
  return out;
}

export const encountersAt = (s: IslandState, loc: number): number[] => s.locs[loc].cards.filter((k) => isEncounter(s, k));

/** Whether a Power Check of this kind counts a Power ability "against" this. */
function abilityApplies(against: string, kind: CheckKind): boolean {
  switch (against) {
    case "any":
      return true;
    case "encounters":
      return kind === "encounter" || kind === "monster";
    case "characters":
      return kind === "neutral" || kind === "opponent";
    default:
      return kind === "monster";
  }
}

/**
 * A Character's Power in a check of `kind`: Base Power, its Power abilities, carried Equipment,
 * modifiers in force; an Injured Character's Power is 0, and Power is never below 0.
 */
export function charPower(s: IslandState, c: number, kind: CheckKind): number {
  const ch = s.chars[c];
  if (ch.injured) return 0;
  const def = s.input.characters[c];
  let p = def.power;
  for (const ab of def.abilities) if (ab.kind === "power" && abilityApplies(ab.against, kind)) p += ab.amount;
  for (const card of ch.equip) p += carriedPower(fateOf(s, card));
  for (const m of s.mods) if (m.char === c) p += m.amount;
  if (s.check) for (const m of s.check.mods) if (m.char === c) p += m.amount;
  return p < 0 ? 0 : p;
}

/** What a piece of Equipment adds to its carrier's Power while carried. */
export function carriedPower(def: FateDef): number {
  let p = 0;
  for (const e of def.effects) if (e.kind === "power" && e.duration === "carried") p += e.amount;
  return p;
}

/** Power modifiers a face-up Location gives the Encounter side (`encounter`) and the Characters' side. */
export function locationPower(s: IslandState, loc: number): { encounter: number; characters: number } {
  const l = s.locs[loc];
  const out = { encounter: 0, characters: 0 };
  if (!l.up || l.tile < 0) return out;
  for (const e of s.input.tiles[l.tile].steps) {
    if (e.kind !== "power") continue;
    if (e.target === "encounter") out.encounter += e.amount;
    else out.characters += e.amount;
  }
  return out;
}

/** The top Fate card, shuffling the discard pile into a new deck when the deck is empty; -1 when both are empty. */
export function drawFate(s: IslandState, ev: Events): number {
  if (s.fateDeck.length === 0) {
    if (s.fateDiscard.length === 0) return -1;
    s.fateDeck = s.fateDiscard;
    s.fateDiscard = [];
    shuffleInPlace(s, s.fateDeck);
    ev.push({ type: "fate-reshuffled", cards: s.fateDeck.length });
  }
  return s.fateDeck.pop()!;
}

export function discardCard(s: IslandState, card: number): void {
  s.faceDown[card] = 0;
  s.fateDiscard.push(card);
}

/** Takes a card off a Location's pile (it is there). */
export function takeFromLocation(s: IslandState, loc: number, card: number): void {
  const cards = s.locs[loc].cards;
  const i = cards.indexOf(card);
  if (i >= 0) cards.splice(i, 1);
  const m = s.monsters.indexOf(card);
  if (m >= 0) s.monsters.splice(m, 1);
}

/** A Character dies: its card to the discard, its Equipment left at its Location, face up. */
export function killChar(s: IslandState, c: number, ev: Events, cause: string): void {
  const ch = s.chars[c];
  if (ch.owner < NEUTRAL || ch.at < 0) return;
  const loc = ch.at;
  for (const card of ch.equip) {
    s.faceDown[card] = 0;
    s.locs[loc].cards.push(card);
  }
  ev.push({ type: "killed", char: c, owner: ch.owner, loc, cause, dropped: ch.equip.slice() });
  ch.equip = [];
  ch.owner = DEAD;
  ch.at = -1;
  ch.injured = false;
  ch.healing = false;
  ch.ready = false;
  s.stats.killed++;
}

/** Injured, or killed when Injured already. */
export function injureChar(s: IslandState, c: number, ev: Events, cause: string): void {
  const ch = s.chars[c];
  if (ch.owner < NEUTRAL || ch.at < 0) return;
  if (ch.injured) return killChar(s, c, ev, cause);
  ch.injured = true;
  ev.push({ type: "injured", char: c, cause });
}

export function healChar(s: IslandState, c: number, ev: Events, cause: string): void {
  const ch = s.chars[c];
  if (!ch.injured) return;
  ch.injured = false;
  ch.healing = false;
  ev.push({ type: "healed", char: c, cause });
}

/** Room for one more piece of Equipment. */
export const hasRoom = (s: IslandState, c: number): boolean => s.chars[c].equip.length < s.input.characters[c].capacity;

/** Runs these tasks next, in this order (the agenda is a stack). */
export function next(s: IslandState, ...tasks: Task[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) s.tasks.push(tasks[i]);
}

export function effectTask(e: Effect, seat: number, group: number[], loc: number, source: string, chosen = -1): EffectTask {
  return { t: "effect", e, seat, group, loc, source, chosen };
}

/** The next seat clockwise from `seat` that is still in the game, or -1 when nobody is. */
export function nextSeat(s: IslandState, seat: number): number {
  for (let k = 1; k <= s.players; k++) {
    const n = (seat + k) % s.players;
    if (!s.seats[n].out) return n;
  }
  return -1;
}

export const playersLeft = (s: IslandState): number => s.seats.reduce((n, p) => n + (p.out ? 0 : 1), 0);

/** Whether an Event (or a used piece of Equipment) only makes sense during a Power Check. */
export function checkOnly(def: FateDef): boolean {
  return def.effects.some((e) => e.kind === "power" && e.duration !== "carried");
}

/** The effects a piece of Equipment has when used (not the Power it gives while carried). */
export const effectsOnUse = (def: FateDef): Effect[] => def.effects.filter((e) => !(e.kind === "power" && e.duration === "carried"));
