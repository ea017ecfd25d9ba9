/**
 * The turn: choosing Starting Characters, the five steps (move, engage, lead a Neutral, transfer
 * Equipment, discard), the end of a turn and of a round, and following a Location's instructions.
 * Each handler runs one task of the agenda: it changes the state, pushes what follows, or sets the
 * decision the game waits for. Reaction windows come between steps and after each action.
 */
import {
  charsAt,
  drawFate,
  effectTask,
  encountersAt,
  fateOf,
  hasRoom,
  isEncounter,
  next,
  nextSeat,
  ownAt,
  ownChars,
  shuffleInPlace,
} from "./state";
import { HAND_LIMIT, MAX_DRAFT_PAIR_POWER } from "./options";
import { DEALT, NEUTRAL, type Events, type IslandState, type Task } from "./types";

export const windowTask = (check = false): Task => ({ t: "window", check, next: 0, passes: 0 });

// ---------------------------------------------------------------------------------------------
// Starting Characters

export function dealPair(s: IslandState, order: number, ev: Events): void {
  const seat = (s.first + order) % s.players;
  const p = s.seats[seat];
  p.dealt = [];
  for (let k = 0; k < 2 && s.charDeck.length > 0; k++) {
    const c = s.charDeck.pop()!;
    s.chars[c].owner = DEALT;
    p.dealt.push(c);
  }
  ev.push({ type: "dealt", seat, count: p.dealt.length });
  if (p.dealt.length === 0) return;
  s.seat = seat;
  s.pending = { kind: "draft", seat };
}

/** Whether the two dealt Characters may both be kept ("both Power ≤ 2"). */
export function keepBothAllowed(s: IslandState, dealt: number[]): boolean {
  return dealt.length === 2 && dealt.every((c) => s.input.characters[c].power <= MAX_DRAFT_PAIR_POWER);
}

export function endDraft(s: IslandState, ev: Events): void {
  shuffleInPlace(s, s.charDeck);
  s.seat = s.first;
  ev.push({ type: "draft-done", first: s.first });
}

// ---------------------------------------------------------------------------------------------
// Turn start and the steps

export function startTurn(s: IslandState, ev: Events): void {
  const seat = s.seat;
  const p = s.seats[seat];
  if (p.out) {
    next(s, { t: "end-turn" });
    return;
  }
  s.turnNo++;
  s.arrivals = [];
  s.engagedLocs = [];
  s.neutralTried = [];
  s.transferred = [];
  s.sitting = [];
  const whole = p.skip > 0;
  if (whole) p.skip--;
  for (const c of ownChars(s, seat)) {
    const ch = s.chars[c];
    ch.moved = false;
    ch.engaged = false;
    ch.ready = !whole && ch.trapped === 0 && ch.skip === 0;
    if (!ch.ready) s.sitting.push(c);
  }
  ev.push({ type: "turn", seat, round: s.round, skipped: whole });
  if (whole) {
    next(s, { t: "end-turn" });
    return;
  }
  next(
    s,
    { t: "move" },
    windowTask(),
    { t: "engage" },
    windowTask(),
    { t: "neutrals" },
    windowTask(),
    { t: "transfer" },
    windowTask(),
    { t: "discard" },
    { t: "end-turn" },
  );
}

/** The current player's Characters that still have to move. */
export function toMove(s: IslandState): number[] {
  const out: number[] = [];
  const chars = s.chars;
  for (let c = 0; c < chars.length; c++) {
    const ch = chars[c];
    if (ch.owner === s.seat && ch.ready && !ch.moved && ch.at >= 0) out.push(c);
  }
  return out;
}

export function moveStep(s: IslandState): void {
  for (const c of toMove(s)) {
    if (s.adj[s.chars[c].at].length > 0) {
      s.pending = { kind: "move", seat: s.seat };
      return;
    }
    // Nowhere to go (a half-tile cut off from the island): it stays.
    s.chars[c].moved = true;
  }
}

/** The current player's ready Characters at `loc` that have not engaged this turn. */
export function toEngageAt(s: IslandState, loc: number): number[] {
  return ownAt(s, s.seat, loc).filter((c) => s.chars[c].ready && !s.chars[c].engaged);
}

/** What the Characters arriving at `loc` may engage instead of the Location, for deciding whether to ask. */
export function engageChoicesBesidesLocation(s: IslandState, loc: number, group: number[]): boolean {
  const here = charsAt(s, loc);
  const healthy = group.some((c) => !s.chars[c].injured);
  if (healthy && here.some((c) => s.chars[c].owner >= 0 && s.chars[c].owner !== s.seat)) return true;
  const injured = group.some((c) => s.chars[c].injured);
  if (!injured) return false;
  const l = s.locs[loc];
  if (l.up && l.tile >= 0 && s.input.tiles[l.tile].campsite) return true;
  return here.some((h) => isHealer(s, h) && !s.chars[h].injured);
}

export const isHealer = (s: IslandState, c: number): boolean => s.input.characters[c].abilities.some((a) => a.kind === "healer");

export function engageStep(s: IslandState, ev: Events): void {
  for (const loc of s.arrivals) {
    const group = toEngageAt(s, loc);
    if (group.length === 0) continue;
    if (engageChoicesBesidesLocation(s, loc, group)) {
      s.pending = { kind: "engage", seat: s.seat, loc };
      return;
    }
    // Only the Location to engage: no choice to ask for.
    engageLocation(s, loc, ev);
    return;
  }
}

/** The remaining arrivals at `loc` engage the Location together: its instructions are followed once. */
export function engageLocation(s: IslandState, loc: number, ev: Events): void {
  const group = toEngageAt(s, loc);
  for (const c of group) s.chars[c].engaged = true;
  if (!s.engagedLocs.includes(loc)) s.engagedLocs.push(loc);
  ev.push({ type: "engage-location", seat: s.seat, loc, chars: group });
  next(s, { t: "location", loc, group, flipped: false }, windowTask(), { t: "engage" });
}

/** The Neutrals the current player may attempt to lead at `loc` now, and with whom. */
export function neutralChances(s: IslandState, loc: number): { neutrals: number[]; attackers: number[] } {
  const none = { neutrals: [], attackers: [] };
  if (s.neutralTried.includes(loc)) return none;
  // Advanced: an Encounter not yet defeated keeps the Neutrals from being engaged.
  if (s.rules === "advanced" && encountersAt(s, loc).length > 0) return none;
  const here = charsAt(s, loc);
  const neutrals = here.filter((c) => s.chars[c].owner === NEUTRAL);
  if (neutrals.length === 0) return none;
  const attackers = here.filter((c) => s.chars[c].owner === s.seat && s.chars[c].ready && !s.chars[c].injured);
  return attackers.length === 0 ? none : { neutrals, attackers };
}

export function neutralStep(s: IslandState): void {
  for (const loc of s.arrivals) {
    if (neutralChances(s, loc).neutrals.length > 0) {
      s.pending = { kind: "neutral", seat: s.seat, loc };
      return;
    }
  }
}

/** Equipment moves the current player can make in step 4: [card, from, to]. */
export function transferMoves(s: IslandState): [number, number, number][] {
  const out: [number, number, number][] = [];
  const mine = ownChars(s, s.seat).filter((c) => s.chars[c].trapped === 0);
  for (const a of mine) {
    const ch = s.chars[a];
    if (ch.equip.length === 0) continue;
    for (const card of ch.equip) {
      if (s.transferred.includes(card)) continue;
      for (const b of mine) if (b !== a && s.chars[b].at === ch.at && hasRoom(s, b)) out.push([card, a, b]);
    }
  }
  return out;
}

export function transferStep(s: IslandState): void {
  if (transferMoves(s).length > 0) s.pending = { kind: "transfer", seat: s.seat };
}

export function discardStep(s: IslandState): void {
  if (s.seats[s.seat].hand.length > HAND_LIMIT) s.pending = { kind: "discard", seat: s.seat };
}

export function endTurn(s: IslandState, ev: Events): void {
  const seat = s.seat;
  // Characters that sat this turn out count it: a Trapped one is a turn nearer free, a skipping
  // one has skipped, and one healing at a Campsite loses its Injured marker after the skipped turn.
  for (const c of s.sitting) {
    const ch = s.chars[c];
    if (ch.owner !== seat) continue;
    if (ch.trapped > 0) ch.trapped--;
    else if (ch.skip > 0) {
      ch.skip--;
      if (ch.skip === 0 && ch.healing) {
        ch.healing = false;
        ch.injured = false;
        ev.push({ type: "healed", char: c, cause: "campsite" });
      }
    }
  }
  s.sitting = [];
  s.mods = s.mods.filter((m) => m.until !== 1);
  for (const c of ownChars(s, seat)) s.chars[c].ready = false;
  const n = nextSeat(s, seat);
  if (n < 0) return;
  // A round is one turn each: it ends when play comes back round to the first player (or past,
  // when the first player has left the game).
  const idx = (x: number) => (x - s.first + s.players) % s.players;
  if (idx(n) <= idx(seat)) next(s, { t: "monsters", i: 0 }, { t: "round-end", next: n }, { t: "turn" });
  else {
    s.seat = n;
    next(s, { t: "turn" });
  }
}

// ---------------------------------------------------------------------------------------------
// A Location engaged: flip it, its instructions in order, Fate cards, the Campsite

export function followLocation(s: IslandState, task: { loc: number; group: number[] }, ev: Events): void {
  const l = s.locs[task.loc];
  if (l.tile < 0) return; // a Starting Location half-tile has no instructions
  let flipped = false;
  if (!l.up) {
    l.up = true;
    flipped = true;
    s.seats[s.seat].explored++;
    ev.push({ type: "flipped", loc: task.loc, tile: l.tile, seat: s.seat });
  }
  const tile = s.input.tiles[l.tile];
  const follow: Task[] = [];
  // Power steps are modifiers of the Location (locationPower), not things done on arrival.
  for (const e of tile.steps) if (e.kind !== "power") follow.push(effectTask(e, s.seat, task.group, task.loc, tile.name));
  follow.push({ t: "fate", loc: task.loc, group: task.group, count: tile.fate });
  follow.push({ t: "cards", loc: task.loc, group: task.group, seen: [] });
  if (flipped && tile.campsite) follow.push({ t: "campsite", loc: task.loc });
  next(s, ...follow);
}

/** "Draw x Fate Cards", less the Fate cards already at the Location. */
export function drawAtLocation(s: IslandState, loc: number, count: number, ev: Events): void {
  const present = s.locs[loc].cards.length;
  for (let k = present; k < count; k++) placeDrawn(s, s.seat, loc, ev, false);
}

/**
 * One Fate card drawn by `seat` at `loc`: an Event goes to the hand, an Encounter or Equipment
 * onto the Location (where `cards` resolves it when the Location is being engaged). Advanced
 * Equipment is drawn face down: only its finder knows it until it is used. `extra`: drawn by an
 * instruction or an Event, not the Location's Fate count.
 */
export function placeDrawn(s: IslandState, seat: number, loc: number, ev: Events, extra: boolean): void {
  const card = drawFate(s, ev);
  if (card < 0) {
    ev.push({ type: "fate-empty" });
    return;
  }
  const def = fateOf(s, card);
  if (def.type === "event") {
    s.seats[seat].hand.push(card);
    ev.push({ type: "drew-event", seat, extra });
    return;
  }
  s.locs[loc].cards.push(card);
  if (def.type === "equipment" && s.rules === "advanced") {
    s.faceDown[card] = 1;
    ev.push({ type: "drew-equipment", seat, loc, card, extra });
    return;
  }
  if (def.monster) s.monsters.push(card);
  if (def.type === "encounter") s.stats.encounters++;
  ev.push({ type: "drew", seat, loc, card, fate: s.cardDef[card], extra });
}

/** Finds the next card at the engaged Location to deal with; sets up its check or its decision. Returns false when none is left. */
export function nextCard(s: IslandState, task: { loc: number; group: number[]; seen: number[] }): boolean {
  const alive = task.group.filter((c) => s.chars[c].owner === s.seat && s.chars[c].at === task.loc);
  if (alive.length === 0) return false;
  const cards = s.locs[task.loc].cards;
  // "Encounters must be overcome before picking up Equipment."
  for (const card of cards) {
    if (task.seen.includes(card) || !isEncounter(s, card)) continue;
    task.seen.push(card);
    s.check = {
      kind: "encounter",
      seat: s.seat,
      loc: task.loc,
      attackers: alive,
      defenders: [],
      card,
      attackDie: 0,
      defendDie: 0,
      mods: [],
    };
    next(s, { t: "check" }, { t: "cards", loc: task.loc, group: task.group, seen: task.seen });
    return true;
  }
  // Advanced: nothing else at the Location may be engaged while an Encounter is undefeated.
  if (s.rules === "advanced" && encountersAt(s, task.loc).length > 0) return false;
  for (const card of cards) {
    if (task.seen.includes(card) || fateOf(s, card).type !== "equipment") continue;
    task.seen.push(card);
    next(s, { t: "cards", loc: task.loc, group: task.group, seen: task.seen });
    s.pending = { kind: "equip", seat: s.seat, card, loc: task.loc, group: alive };
    return true;
  }
  return false;
}

/** A Campsite turned face up: the top Character card comes out as a Neutral Character. */
export function revealCampsite(s: IslandState, loc: number, ev: Events): void {
  if (s.charDeck.length === 0) {
    ev.push({ type: "campsite-empty", loc });
    return;
  }
  const c = s.charDeck.pop()!;
  s.chars[c].owner = NEUTRAL;
  s.chars[c].at = loc;
  ev.push({ type: "campsite", loc, char: c });
}
