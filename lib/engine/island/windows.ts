/**
 * Reaction windows: after every step and every action, and in every Power Check once the dice are
 * rolled, each player may use Events, Equipment or Special Abilities — the current player first,
 * then clockwise. The window closes when every player has passed in a row; a card played opens it
 * again (everyone must pass in a row once more). A player with nothing they could use right now
 * passes without being asked, so a window where nobody can play costs no decision. "Could use"
 * means the card would do something here: a heal needs someone Injured, a draw a card to draw and a
 * Character of theirs on the island, taking an Event an opponent holding one, a Trap someone not
 * already Trapped as long, Power a Power Check under way. Free text is always playable: only the
 * table can judge it.
 */
import { charsAt, checkOnly, fateOf, onBoard, playersLeft, effectsOnUse } from "./state";
import type { Effect, FateDef } from "./input";
import { NEUTRAL, type IslandAction, type IslandState, type Task } from "./types";

type WindowTask = Extract<Task, { t: "window" }>;

/**
 * What a Fate card offers in a window, worked out once per card definition: windows open after
 * every step of every game, and each asks every player's hand and Equipment again.
 */
interface Usable {
  /** Needs a Power Check under way (Power for the check). */
  checkOnly: boolean;
  /** Played from the hand: its effects, and the one aimed at a Character. */
  effects: readonly Effect[];
  aimed: Effect | null;
  /** Used when carried: its effects but the Power it gives while carried, and the one aimed. */
  uses: readonly Effect[];
  usesAimed: Effect | null;
}

const usables = new WeakMap<FateDef, Usable>();

function usableOf(def: FateDef): Usable {
  let u = usables.get(def);
  if (!u) {
    const uses = effectsOnUse(def);
    u = { checkOnly: checkOnly(def), effects: def.effects, aimed: aimedEffect(def.effects), uses, usesAimed: aimedEffect(uses) };
    usables.set(def, u);
  }
  return u;
}

/** The Effect that needs a Character chosen when the card is played, if any. */
function aimedEffect(effects: readonly Effect[]): Effect | null {
  for (const e of effects) if ("target" in e && (e.target === "any" || e.target === "self")) return e;
  return null;
}

/** The Characters a played card may be aimed at now (its owner's own for "self"). */
function aims(s: IslandState, seat: number, e: Effect, carrier: number): number[] {
  const self = "target" in e && e.target === "self";
  const ck = s.check;
  if (e.kind === "power") {
    // During a check, Power goes to someone in it.
    if (!ck) return [];
    const inCheck = [...ck.attackers, ...ck.defenders].filter((c) => onBoard(s, c));
    if (carrier >= 0 && self) return inCheck.includes(carrier) ? [carrier] : [];
    return self ? inCheck.filter((c) => s.chars[c].owner === seat) : inCheck;
  }
  if (carrier >= 0 && self) return onBoard(s, carrier) && changes(s, e, carrier) ? [carrier] : [];
  const out: number[] = [];
  for (let c = 0; c < s.chars.length; c++) {
    if (!onBoard(s, c)) continue;
    if (self && s.chars[c].owner !== seat) continue;
    if (changes(s, e, c)) out.push(c);
  }
  return out;
}

/** Whether the effect would change anything for Character `c` (healing the healthy does not). */
function changes(s: IslandState, e: Effect, c: number): boolean {
  const ch = s.chars[c];
  switch (e.kind) {
    case "heal":
      return ch.injured;
    case "move":
      return s.adj[ch.at].length > 0;
    case "trap":
      return ch.trapped < e.turns;
    case "skip":
      return e.whole ? ch.owner >= 0 && s.seats[ch.owner].skip === 0 : ch.skip === 0;
    default:
      return true;
  }
}

/** Whether any of the effects would do something in this window (a loop: windows are the hot path). */
function anyActs(s: IslandState, seat: number, effects: readonly Effect[], carrier: number): boolean {
  for (let i = 0; i < effects.length; i++) if (acts(s, seat, effects[i], carrier)) return true;
  return false;
}

/** Whether an effect that aims at nobody in particular would do something in this window. */
function acts(s: IslandState, seat: number, e: Effect, carrier: number): boolean {
  switch (e.kind) {
    case "power":
      return !!s.check;
    case "draw":
      return s.fateDeck.length + s.fateDiscard.length > 0 && (!!s.check || carrier >= 0 || ownOnBoard(s, seat).length > 0);
    case "take":
      if (e.what === "event") return s.seats.some((p, i) => i !== seat && !p.out && p.hand.length > 0);
      // Equipment is taken from an opponent at the Power Check's Location.
      return (
        !!s.check &&
        charsAt(s, s.check.loc).some((c) => s.chars[c].owner !== seat && s.chars[c].owner !== NEUTRAL && s.chars[c].equip.length > 0)
      );
    case "text":
      return true;
    default:
      if (e.target === "here") return !!s.check && charsAt(s, s.check.loc).some((c) => changes(s, e, c));
      if (e.target === "encounter") return false;
      if (carrier >= 0) return changes(s, e, carrier);
      for (let c = 0; c < s.chars.length; c++) if (s.chars[c].owner === seat && onBoard(s, c) && changes(s, e, c)) return true;
      return false;
  }
}

function ownOnBoard(s: IslandState, seat: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < s.chars.length; c++) if (s.chars[c].owner === seat && onBoard(s, c)) out.push(c);
  return out;
}

/**
 * What `seat` may use in this window: Events from the hand, carried Equipment with a use, a
 * once-a-round ability. Collects the actions into `into`; without it, answers at the first one.
 */
export function reactions(s: IslandState, seat: number, check: boolean, into: IslandAction[] | null): boolean {
  const p = s.seats[seat];
  if (p.out) return false;
  for (const card of p.hand) {
    const u = usableOf(fateOf(s, card));
    if (!check && u.checkOnly) continue;
    if (u.effects.length === 0) continue;
    if (!u.aimed) {
      if (!anyActs(s, seat, u.effects, -1)) continue;
      if (!into) return true;
      into.push({ seat, type: "play", card, target: -1 });
      continue;
    }
    for (const target of aims(s, seat, u.aimed, -1)) {
      if (!into) return true;
      into.push({ seat, type: "play", card, target });
    }
  }
  const chars = s.chars;
  for (let c = 0; c < chars.length; c++) {
    const ch = chars[c];
    if (ch.owner !== seat || ch.at < 0 || ch.injured || ch.trapped > 0) continue;
    for (const card of ch.equip) {
      const u = usableOf(fateOf(s, card));
      if (u.uses.length === 0 || (!check && u.checkOnly)) continue;
      if (!u.usesAimed) {
        if (!anyActs(s, seat, u.uses, c)) continue;
        if (!into) return true;
        into.push({ seat, type: "use", card, target: -1 });
        continue;
      }
      for (const target of aims(s, seat, u.usesAimed, c)) {
        if (!into) return true;
        into.push({ seat, type: "use", card, target });
      }
    }
    if (!check || ch.usedRound === s.round || !s.check) continue;
    for (const ab of s.input.characters[c].abilities) {
      if (ab.kind !== "boost") continue;
      for (const target of [...s.check.attackers, ...s.check.defenders]) {
        if (!onBoard(s, target) || (ab.target === "other" && target === c)) continue;
        if (!into) return true;
        into.push({ seat, type: "ability", char: c, target });
      }
    }
  }
  return false;
}

/** Asks the next player who could use something, or closes the window when every player has passed in a row. */
export function runWindow(s: IslandState, task: WindowTask): void {
  const left = playersLeft(s);
  while (task.passes < left) {
    const seat = (s.seat + task.next) % s.players;
    if (!s.seats[seat].out) {
      if (reactions(s, seat, task.check, null)) {
        s.tasks.push(task);
        s.pending = { kind: "react", seat, check: task.check };
        return;
      }
      task.passes++;
    }
    task.next++;
  }
}

/** The window waiting under the react decision: a pass counts, a play makes everyone pass in a row again. */
export function windowAnswered(s: IslandState, played: boolean): void {
  const top = s.tasks[s.tasks.length - 1];
  if (!top || top.t !== "window") return;
  const task = { ...top };
  s.tasks[s.tasks.length - 1] = task;
  task.passes = played ? 0 : task.passes + 1;
  task.next++;
}
