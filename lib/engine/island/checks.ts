/**
 * Power Checks: a die and the summed Power of each side, modifiers, and what winning, losing and a
 * tie do against an Encounter, a Neutral Character, an opponent's Characters and the Monster.
 * The order: the attempt is declared, the defender picks who defends with the led Character, both
 * dice are rolled, a reaction window lets anyone change Power (before or after the roll, the
 * rules say; the studio asks after it), then the totals are compared.
 */
import {
  charPower,
  discardCard,
  effectTask,
  fateOf,
  killChar,
  locationPower,
  next,
  ownAt,
  rollDie,
  rollInt,
  takeFromLocation,
} from "./state";
import { windowTask } from "./turn";
import { NEUTRAL, type Events, type IslandState, type PowerCheck } from "./types";

/** The two totals of a check as they stand (dice included once rolled). */
export function checkTotals(s: IslandState, ck: PowerCheck): { attack: number; defend: number } {
  const lp = locationPower(s, ck.loc);
  let side = 0;
  for (const m of ck.mods) if (m.char === -1) side += m.amount;
  if (ck.kind === "encounter" || ck.kind === "monster") {
    const def = fateOf(s, ck.card);
    const encounter = Math.max(0, def.power + lp.encounter + side);
    let chars = lp.characters;
    const group = ck.kind === "encounter" ? ck.attackers : ck.defenders;
    for (const c of group) chars += charPower(s, c, ck.kind);
    chars = Math.max(0, chars);
    // The Monster attacks: its die is the attacking one.
    return ck.kind === "encounter"
      ? { attack: ck.attackDie + chars, defend: ck.defendDie + encounter }
      : { attack: ck.attackDie + encounter, defend: ck.defendDie + chars };
  }
  let attack = 0;
  for (const c of ck.attackers) attack += charPower(s, c, ck.kind);
  let defend = side;
  for (const c of ck.defenders) defend += charPower(s, c, ck.kind);
  return { attack: ck.attackDie + Math.max(0, attack), defend: ck.defendDie + Math.max(0, defend) };
}

/** The check declared: an opponent may first add other Characters of theirs at the Location to the defence. */
export function startCheck(s: IslandState, ev: Events): void {
  const ck = s.check!;
  ev.push({
    type: "check-start",
    kind: ck.kind,
    seat: ck.seat,
    loc: ck.loc,
    attackers: ck.attackers,
    defenders: ck.defenders,
    card: ck.card,
    fate: ck.card >= 0 ? s.cardDef[ck.card] : -1,
  });
  if (ck.kind === "opponent") {
    const target = ck.defenders[0];
    const owner = s.chars[target].owner;
    if (defendHelpers(s).length > 0) {
      s.pending = { kind: "defend", seat: owner };
      return;
    }
  }
  next(s, { t: "roll" });
}

/** The defending player's other Characters at the Location that may join the led Character's defence. */
export function defendHelpers(s: IslandState): number[] {
  const ck = s.check!;
  const target = ck.defenders[0];
  const owner = s.chars[target].owner;
  return ownAt(s, owner, ck.loc).filter((c) => c !== target && s.chars[c].trapped === 0);
}

export function rollCheck(s: IslandState, ev: Events): void {
  const ck = s.check!;
  ck.attackDie = rollDie(s);
  ck.defendDie = rollDie(s);
  const t = checkTotals(s, ck);
  ev.push({ type: "dice", attackDie: ck.attackDie, defendDie: ck.defendDie, attack: t.attack, defend: t.defend });
  next(s, windowTask(true), { t: "resolve-check" });
}

/** Advanced: Equipment counted in a check is "used", so it is turned face up. */
function revealUsedEquipment(s: IslandState, chars: number[], ev: Events): void {
  for (const c of chars) {
    for (const card of s.chars[c].equip) {
      if (s.faceDown[card] && fateOf(s, card).effects.some((e) => e.kind === "power" && e.duration === "carried")) {
        s.faceDown[card] = 0;
        ev.push({ type: "equipment-revealed", char: c, card, fate: s.cardDef[card] });
      }
    }
  }
}

export function resolveCheck(s: IslandState, ev: Events): void {
  const ck = s.check!;
  const { attack, defend } = checkTotals(s, ck);
  const outcome = attack > defend ? "win" : attack < defend ? "lose" : "tie";
  ev.push({ type: "check", kind: ck.kind, attack, defend, outcome });
  revealUsedEquipment(s, ck.attackers, ev);
  revealUsedEquipment(s, ck.defenders, ev);
  s.check = null;
  const seat = ck.seat;
  const alive = (cs: number[]) => cs.filter((c) => s.chars[c].owner >= NEUTRAL && s.chars[c].at >= 0);

  if (ck.kind === "encounter") {
    const def = fateOf(s, ck.card);
    if (outcome === "win") {
      s.stats.defeated++;
      s.seats[seat].defeated++;
      takeFromLocation(s, ck.loc, ck.card);
      discardCard(s, ck.card);
      ev.push({ type: "defeated", card: ck.card, fate: s.cardDef[ck.card], loc: ck.loc });
      next(s, ...def.win.map((e) => effectTask(e, seat, alive(ck.attackers), ck.loc, def.name)));
      return;
    }
    if (outcome === "lose") next(s, ...def.lose.map((e) => effectTask(e, seat, alive(ck.attackers), ck.loc, def.name)));
    // Beginner: the Encounter is discarded after the attempt, whatever the outcome; Advanced: it
    // stays until defeated. The Monster is never discarded unless defeated.
    if (s.rules === "beginner" && !def.monster) {
      takeFromLocation(s, ck.loc, ck.card);
      discardCard(s, ck.card);
      ev.push({ type: "discarded", card: ck.card, fate: s.cardDef[ck.card], loc: ck.loc });
    }
    return;
  }

  if (ck.kind === "neutral") {
    const target = ck.defenders[0];
    if (outcome === "win") takeControl(s, target, seat, ev, "neutral");
    return;
  }

  if (ck.kind === "opponent") {
    const target = ck.defenders[0];
    // Advanced: everyone involved in an attempt to lead an opponent's Character skips their next turn.
    if (s.rules === "advanced") {
      for (const c of alive([...ck.attackers, ...ck.defenders])) {
        const ch = s.chars[c];
        if (ch.skip < 1) ch.skip = 1;
      }
    }
    if (outcome === "win") {
      s.won = { target, seat };
      if (rewardOptions(s).length > 0) s.pending = { kind: "reward", seat };
      else {
        s.won = null;
        ev.push({ type: "no-reward", seat, target });
      }
      return;
    }
    if (outcome === "lose") {
      next(s, effectTask({ kind: "injure", target: "self" }, seat, alive(ck.attackers), ck.loc, "lost attempt to lead"));
    }
    return;
  }

  // The Monster's own check: it engages every Character at the Location together.
  if (outcome === "lose") {
    takeFromLocation(s, ck.loc, ck.card);
    discardCard(s, ck.card);
    s.stats.defeated++;
    ev.push({ type: "defeated", card: ck.card, fate: s.cardDef[ck.card], loc: ck.loc });
    return;
  }
  if (outcome === "tie") return;
  const victims = alive(ck.defenders);
  if (victims.length === 0) return;
  // "If more than one Player has a Character at that Location, randomly decide which Player will lose a Character."
  const sides = [...new Set(victims.map((c) => s.chars[c].owner))].sort((a, b) => a - b);
  const side = sides[rollInt(s, sides.length)];
  const theirs = victims.filter((c) => s.chars[c].owner === side);
  if (sides.length > 1) ev.push({ type: "monster-chooses", side });
  if (side === NEUTRAL || theirs.length === 1) {
    killChar(s, theirs[rollInt(s, theirs.length)], ev, "monster");
    return;
  }
  s.pending = { kind: "pick", seat: side, purpose: "casualty", options: theirs, effect: null };
}

/** What the winner of an attempt to lead may take (docs/rules/island.md, "Winning an attempt to lead"). */
export function rewardOptions(s: IslandState): { kind: "control" | "equipment" | "event" | "injure"; card: number }[] {
  const won = s.won;
  if (!won) return [];
  const target = s.chars[won.target];
  if (target.at < 0 || target.owner < 0) return [];
  const out: { kind: "control" | "equipment" | "event" | "injure"; card: number }[] = [];
  // Advanced: an opponent's Starting Character cannot be led.
  if (!(s.rules === "advanced" && target.starter === target.owner)) out.push({ kind: "control", card: -1 });
  for (const card of target.equip) out.push({ kind: "equipment", card });
  if (s.seats[target.owner].hand.length > 0) out.push({ kind: "event", card: -1 });
  const anaLucia = ownAt(s, won.seat, target.at).some(
    (c) => !s.chars[c].injured && s.input.characters[c].abilities.some((a) => a.kind === "injure-on-lead"),
  );
  if (anaLucia) out.push({ kind: "injure", card: -1 });
  return out;
}

export function takeControl(s: IslandState, c: number, seat: number, ev: Events, from: "neutral" | "opponent"): void {
  const ch = s.chars[c];
  const before = ch.owner;
  ch.owner = seat;
  // Led this turn: it takes no further part in it.
  ch.ready = false;
  ch.moved = true;
  ch.engaged = true;
  s.stats.led++;
  ev.push({ type: "led", char: c, seat, from: before, kind: from });
}
