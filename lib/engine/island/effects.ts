/**
 * Carrying out one structured effect (a Location's instruction, an Encounter's outcome, an Event,
 * used Equipment): its targets (chosen by the player whose effect it is when there is a choice),
 * then the change. Free text cannot be run: the table resolves it, and the choice is logged.
 */
import type { Effect } from "./input";
import { charsAt, effectTask, fateOf, hasRoom, healChar, injureChar, killChar, next, onBoard, ownAt, rollInt } from "./state";
import { placeDrawn } from "./turn";
import { NEUTRAL, type EffectTask, type Events, type IslandState, type PickPurpose } from "./types";

const UNTIL = { check: 0, turn: 1, round: 2 } as const;

/** Characters on the island that an effect of this kind may reach when the player chooses any. */
function anyCandidates(s: IslandState, kind: Effect["kind"]): number[] {
  const out: number[] = [];
  for (let c = 0; c < s.chars.length; c++) {
    if (!onBoard(s, c)) continue;
    if (kind === "heal" && !s.chars[c].injured) continue;
    if (kind === "move" && s.adj[s.chars[c].at].length === 0) continue;
    out.push(c);
  }
  return out;
}

/**
 * The Characters the effect reaches; null when the player must choose first (a pick is set,
 * which runs the effect again with the choice).
 */
function targetsOf(s: IslandState, task: EffectTask, purpose: PickPurpose): number[] | null {
  const e = task.e;
  if (task.chosen >= 0) return onBoard(s, task.chosen) ? [task.chosen] : [];
  const target = "target" in e ? e.target : "self";
  const alive = task.group.filter((c) => onBoard(s, c));
  let candidates: number[];
  switch (target) {
    case "each":
      return alive;
    case "here":
      return task.loc >= 0 ? charsAt(s, task.loc) : [];
    case "encounter":
      return [];
    case "any":
      candidates = anyCandidates(s, e.kind);
      break;
    default:
      candidates = e.kind === "heal" ? alive.filter((c) => s.chars[c].injured) : alive;
  }
  if (candidates.length <= 1) return candidates;
  s.pending = { kind: "pick", seat: task.seat, purpose, options: candidates, effect: task };
  return null;
}

export function runEffect(s: IslandState, task: EffectTask, ev: Events): void {
  const e = task.e;
  switch (e.kind) {
    case "power": {
      if (e.duration === "carried" || e.duration === "location") return; // always on, read by charPower / locationPower
      if (e.target === "encounter") {
        if (s.check) s.check.mods.push({ char: -1, amount: e.amount, until: 0 });
        ev.push({ type: "power", char: -1, amount: e.amount, source: task.source });
        return;
      }
      const targets = targetsOf(s, task, "power");
      if (!targets) return;
      for (const c of targets) {
        const until = e.duration === "check" && !s.check ? 1 : UNTIL[e.duration];
        if (until === 0) s.check!.mods.push({ char: c, amount: e.amount, until });
        else s.mods.push({ char: c, amount: e.amount, until });
        ev.push({ type: "power", char: c, amount: e.amount, duration: e.duration, source: task.source });
      }
      return;
    }
    case "draw": {
      const loc = task.loc >= 0 ? task.loc : (task.group.map((c) => s.chars[c].at).find((l) => l >= 0) ?? -1);
      if (loc < 0) return;
      for (let k = 0; k < e.count; k++) placeDrawn(s, task.seat, loc, ev, true);
      return;
    }
    case "injure":
    case "heal":
    case "kill":
    case "trap":
    case "skip": {
      const targets = targetsOf(s, task, e.kind);
      if (!targets) return;
      for (const c of targets) hit(s, c, e, task.source, ev);
      return;
    }
    case "move": {
      if (task.chosen >= 0 && onBoard(s, task.chosen)) return chooseDestination(s, task, ev);
      const targets = targetsOf(s, task, "move");
      if (!targets) return;
      // Each Character reached moves on its own: one destination each.
      next(s, ...targets.map((c) => ({ ...task, chosen: c })));
      return;
    }
    case "take":
      return take(s, task, e.what, ev);
    case "text":
      s.pending = { kind: "resolve", seat: task.seat, text: e.text, source: task.source };
      return;
  }
}

function hit(s: IslandState, c: number, e: Effect, source: string, ev: Events): void {
  const ch = s.chars[c];
  switch (e.kind) {
    case "injure":
      return injureChar(s, c, ev, source);
    case "heal":
      return healChar(s, c, ev, source);
    case "kill":
      return killChar(s, c, ev, source);
    case "trap":
      ch.trapped = Math.max(ch.trapped, e.turns);
      // Trapped during its own turn: it can take no further part in it.
      ch.ready = false;
      ev.push({ type: "trapped", char: c, turns: e.turns, source });
      return;
    case "skip":
      if (e.whole && ch.owner >= 0) {
        s.seats[ch.owner].skip++;
        ev.push({ type: "player-skips", seat: ch.owner, source });
      } else {
        ch.skip = Math.max(ch.skip, 1);
        ev.push({ type: "char-skips", char: c, source });
      }
      return;
  }
}

function chooseDestination(s: IslandState, task: EffectTask, ev: Events): void {
  const c = task.chosen;
  const options = s.adj[s.chars[c].at];
  if (options.length === 0) return;
  if (options.length === 1) return moveChar(s, c, options[0], task.source, ev);
  s.pending = { kind: "pick", seat: task.seat, purpose: "destination", options: options.slice(), effect: task };
}

/** A Character moved by an effect: it does not engage where it arrives. */
export function moveChar(s: IslandState, c: number, to: number, source: string, ev: Events): void {
  const from = s.chars[c].at;
  s.chars[c].at = to;
  ev.push({ type: "moved", char: c, from, to, source });
}

function take(s: IslandState, task: EffectTask, what: "equipment" | "event", ev: Events): void {
  if (what === "event") {
    const seats = task.chosen >= 0 ? [task.chosen] : opponentsWithEvents(s, task.seat);
    if (seats.length === 0) return;
    if (seats.length > 1) {
      s.pending = { kind: "pick", seat: task.seat, purpose: "take-event", options: seats, effect: task };
      return;
    }
    takeRandomEvent(s, seats[0], task.seat, ev);
    return;
  }
  const cards = task.chosen >= 0 ? [task.chosen] : opponentEquipmentAt(s, task.seat, task.loc);
  if (cards.length === 0) return;
  if (cards.length > 1) {
    s.pending = { kind: "pick", seat: task.seat, purpose: "take-equipment", options: cards, effect: task };
    return;
  }
  giveEquipment(
    s,
    cards[0],
    task.group.filter((c) => onBoard(s, c)),
    task.loc,
    ev,
  );
}

export function opponentsWithEvents(s: IslandState, seat: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.players; p++) if (p !== seat && !s.seats[p].out && s.seats[p].hand.length > 0) out.push(p);
  return out;
}

function opponentEquipmentAt(s: IslandState, seat: number, loc: number): number[] {
  if (loc < 0) return [];
  const out: number[] = [];
  for (const c of charsAt(s, loc)) if (s.chars[c].owner !== seat && s.chars[c].owner !== NEUTRAL) out.push(...s.chars[c].equip);
  return out;
}

/** "Take an Event card at random" from `from`'s hand into `to`'s. */
export function takeRandomEvent(s: IslandState, from: number, to: number, ev: Events): void {
  const hand = s.seats[from].hand;
  if (hand.length === 0) return;
  const card = hand.splice(rollInt(s, hand.length), 1)[0];
  s.seats[to].hand.push(card);
  ev.push({ type: "took-event", from, to });
}

/** Equipment taken or found goes to the first of `receivers` with room, else it is left at `loc`. */
export function giveEquipment(s: IslandState, card: number, receivers: number[], loc: number, ev: Events): void {
  for (const c of s.chars) {
    const i = c.equip.indexOf(card);
    if (i >= 0) c.equip.splice(i, 1);
  }
  const to = receivers.find((c) => hasRoom(s, c));
  if (to !== undefined) {
    s.chars[to].equip.push(card);
    ev.push({ type: "took-equipment", card, to, fate: s.faceDown[card] ? -1 : s.cardDef[card] });
    return;
  }
  if (loc >= 0) s.locs[loc].cards.push(card);
  ev.push({ type: "left-equipment", card, loc, fate: s.faceDown[card] ? -1 : s.cardDef[card] });
}

/** The effect tasks of an Event played (or Equipment used) by `seat`, aimed at `target` where it asks for one. */
export function playedEffects(s: IslandState, seat: number, card: number, target: number, effects: readonly Effect[]): EffectTask[] {
  const def = fateOf(s, card);
  const mine = s.chars.map((_, c) => c).filter((c) => s.chars[c].owner === seat && s.chars[c].at >= 0);
  const loc = s.check ? s.check.loc : target >= 0 ? s.chars[target].at : -1;
  return effects.map((e) => {
    const aimed = "target" in e && (e.target === "any" || e.target === "self") && target >= 0;
    return effectTask(e, seat, e.kind === "take" && loc >= 0 ? ownAt(s, seat, loc) : mine, loc, def.name, aimed ? target : -1);
  });
}
