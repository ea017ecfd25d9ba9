/**
 * The heuristic player ("greedy" in the studio's bot lists): it explores face-down Locations,
 * fights what it can beat, always tries to lead a Neutral (losing costs nothing), heals at
 * Campsites, takes control when it wins an attempt to lead, and plays a Power card when that turns
 * a check it is in. It reads only its seat's view, and never the dice to come: chances are worked
 * out from the two dice's distribution. Ties between equally good choices go to its own RNG.
 */
import type { Rng } from "../core/rng";
import type { CharacterDef, FateDef } from "./input";
import type { IslandAction, IslandState } from "./types";
import { islandView, type IslandView } from "./view";

/** P(attack + d6 > defend + d6). */
export function winChance(attack: number, defend: number): number {
  let wins = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (attack + x > defend + y) wins++;
  return wins / 36;
}

const cardOf = (v: IslandView, fate: number): FateDef | null => (fate >= 0 ? v.fate[fate] : null);

function powerOf(v: IslandView, c: number): number {
  const ch = v.chars[c];
  if (ch.injured) return 0;
  const def: CharacterDef = v.characters[c];
  let p = def.power;
  for (const e of ch.equip)
    for (const x of cardOf(v, e.fate)?.effects ?? []) if (x.kind === "power" && x.duration === "carried") p += x.amount;
  for (const m of v.mods) if (m.char === c) p += m.amount;
  return Math.max(0, p);
}

const groupPower = (v: IslandView, cs: readonly number[]) => cs.reduce((n, c) => n + powerOf(v, c), 0);
const mineAt = (v: IslandView, loc: number) => v.chars.map((_, c) => c).filter((c) => v.chars[c].owner === v.seat && v.chars[c].at === loc);
const ownerAt = (v: IslandView, loc: number, owner: number) =>
  v.chars.map((_, c) => c).filter((c) => v.chars[c].owner === owner && v.chars[c].at === loc);

/** The strongest visible Encounter lying at a Location (0 when none). */
function threatAt(v: IslandView, loc: number): number {
  let t = 0;
  for (const k of v.locs[loc].cards) {
    const f = cardOf(v, k.fate);
    if (f?.type === "encounter") t = Math.max(t, f.power);
  }
  return t;
}

function moveScore(v: IslandView, a: Extract<IslandAction, { type: "move" }>): number {
  const l = v.locs[a.to];
  const me = v.chars[a.char];
  let score = 0;
  if (!l.up) score += 3;
  else if (l.tile >= 0) {
    const t = v.tiles[l.tile];
    score += t.fate * 0.8;
    if (t.campsite && me.injured) score += 6;
  }
  const strength = powerOf(v, a.char) + groupPower(v, v.arrivals.includes(a.to) ? mineAt(v, a.to) : []);
  const threat = threatAt(v, a.to);
  if (threat > 0) score += 4 * winChance(strength, threat) - 3;
  for (let c = 0; c < v.chars.length; c++) {
    const ch = v.chars[c];
    if (ch.at !== a.to) continue;
    if (ch.owner === -1) score += 4 * winChance(strength, powerOf(v, c));
    else if (ch.owner === v.seat) score += 1;
    else if (ch.owner >= 0 && !(v.rules === "advanced" && ch.starter === ch.owner)) score += 2 * winChance(strength, powerOf(v, c)) - 0.5;
  }
  for (const k of l.cards) if (cardOf(v, k.fate)?.type === "equipment") score += 1.5;
  if (me.injured && l.up && l.tile >= 0 && !v.tiles[l.tile].campsite) score -= 1;
  return score;
}

function eventValue(v: IslandView, fate: number): number {
  const f = cardOf(v, fate);
  if (!f) return 0;
  return f.effects.reduce((n, e) => n + (e.kind === "power" ? e.amount : e.kind === "text" ? 0.2 : 1), 0);
}

/** Whose side a check's Characters are on, from this seat: +1 mine, -1 against me, 0 not mine to care about. */
function sideInCheck(v: IslandView): number {
  const ck = v.check;
  if (!ck) return 0;
  if (ck.attackers.some((c) => v.chars[c].owner === v.seat)) return 1;
  if (ck.defenders.some((c) => v.chars[c].owner === v.seat)) return -1;
  return 0;
}

function reactScore(v: IslandView, a: IslandAction): number {
  if (a.type === "pass") return 0;
  const ck = v.check;
  if (a.type === "ability") {
    if (!ck) return -1;
    const side = sideInCheck(v);
    const mineAttacks = ck.attackers.includes(a.target);
    const helps = (side === 1 && mineAttacks) || (side === -1 && !mineAttacks);
    if (!helps) return -1;
    const before = side === 1 ? ck.attack - ck.defend : ck.defend - ck.attack;
    return before <= 0 && before + 1 > 0 ? 5 : before === 0 ? 3 : 0.1;
  }
  if (a.type !== "play" && a.type !== "use") return -1;
  const fate =
    a.type === "play" ? v.hand.find((h) => h.card === a.card)?.fate : v.chars.flatMap((c) => c.equip).find((e) => e.card === a.card)?.fate;
  const f = cardOf(v, fate ?? -1);
  if (!f) return -1;
  const power = f.effects.find((e) => e.kind === "power" && e.duration !== "carried");
  if (ck && power && power.kind === "power") {
    const side = sideInCheck(v);
    if (side === 0) return -1;
    const aimedAtAttack = a.target >= 0 ? ck.attackers.includes(a.target) : false;
    const mineGains = (side === 1) === aimedAtAttack ? power.amount : -power.amount;
    const margin = side === 1 ? ck.attack - ck.defend : ck.defend - ck.attack;
    if (margin > 0 || margin + mineGains <= 0) return -1;
    return 6;
  }
  if (f.effects.some((e) => e.kind === "heal"))
    return a.target >= 0 && v.chars[a.target].owner === v.seat && v.chars[a.target].injured ? 4 : -1;
  if (f.effects.some((e) => e.kind === "take")) return 2;
  if (f.effects.some((e) => e.kind === "injure" || e.kind === "trap" || e.kind === "kill" || e.kind === "skip")) {
    return a.target >= 0 && v.chars[a.target].owner !== v.seat && v.chars[a.target].owner >= 0 ? 2 : -1;
  }
  return -1;
}

function pickScore(v: IslandView, purpose: string, choice: number): number {
  switch (purpose) {
    case "destination": {
      const l = v.locs[choice];
      return (!l.up ? 1 : 0) - threatAt(v, choice) / 4;
    }
    case "take-event":
      return v.handSizes[choice];
    case "take-equipment":
      return 1;
    case "heal":
    case "power": {
      const mine = v.chars[choice].owner === v.seat;
      return mine ? 2 + powerOf(v, choice) : -powerOf(v, choice);
    }
    default: {
      // Injure, kill, trap, skip, move, casualty: an opponent's strongest, else my weakest.
      const ch = v.chars[choice];
      if (ch.owner !== v.seat && ch.owner >= 0) return 10 + powerOf(v, choice);
      if (ch.owner === -1) return 5;
      return -(ch.starter === v.seat ? 5 : 0) - v.characters[choice].power - (ch.injured ? 0 : 3);
    }
  }
}

function score(v: IslandView, a: IslandAction): number {
  const p = v.pending;
  switch (a.type) {
    case "draft":
      return v.characters[a.keep].power + (a.both ? 3 : 0);
    case "move":
      return moveScore(v, a);
    case "engage":
      return 1.5;
    case "lead": {
      const target = a.target;
      const neutral = v.chars[target].owner === -1;
      let defend = powerOf(v, target);
      if (!neutral)
        defend += groupPower(
          v,
          ownerAt(v, v.chars[target].at, v.chars[target].owner).filter((c) => c !== target && v.chars[c].trapped === 0),
        );
      const chance = winChance(groupPower(v, a.with), defend);
      // Leading everyone available (ties broken toward bigger groups).
      const size = a.with.length * 0.01;
      if (neutral) return 2 + 6 * chance + size;
      const canLead = !(v.rules === "advanced" && v.chars[target].starter === v.chars[target].owner);
      const gain = canLead ? 8 : 2;
      const cost = v.rules === "advanced" ? 2 : 0;
      return gain * chance - 4 * (1 - chance) * 0.6 - cost + size;
    }
    case "heal":
      return 6;
    case "healer":
      return 7;
    case "defend":
      return a.with.length;
    case "equip":
      return a.to < 0 ? 0 : 2 + v.characters[a.to].power / 10 + (a.faceDown ? 0.1 : 0);
    case "pick":
      return p && "purpose" in p ? pickScore(v, p.purpose, a.choice) : 0;
    case "reward":
      return a.kind === "control" ? 10 : a.kind === "equipment" ? 4 : a.kind === "event" ? 3 : 2;
    case "transfer": {
      const from = v.chars.findIndex((c) => c.equip.some((e) => e.card === a.card));
      return from >= 0 && v.chars[from].injured && !v.chars[a.to].injured ? 1 : -1;
    }
    case "discard": {
      const h = v.hand.find((x) => x.card === a.card);
      return -eventValue(v, h?.fate ?? -1);
    }
    case "pass":
      return p?.kind === "neutral" ? -1 : 0;
    case "play":
    case "use":
    case "ability":
      return reactScore(v, a);
    case "resolve":
      return a.applied ? 1 : 0;
    case "answer":
      return a.accept ? -1 : 0;
    default:
      // Leaving, proposing a shared win, claiming: people do that, not this bot.
      return -100;
  }
}

export function islandPolicy(s: IslandState, seat: number, actions: IslandAction[], rng: Rng): IslandAction {
  if (actions.length === 1) return actions[0];
  const v = islandView(s, seat);
  let best: IslandAction[] = [];
  let bestScore = -Infinity;
  for (const a of actions) {
    const x = score(v, a);
    if (x > bestScore + 1e-9) {
      bestScore = x;
      best = [a];
    } else if (Math.abs(x - bestScore) <= 1e-9) best.push(a);
  }
  return best[rng.int(best.length)];
}
