/**
 * Fire and close assault (docs/rules/hulk.md defaults, numbers from the ruleset), with Pitfall's
 * rubble deflection and fighting through holes (the Pitfall mission).
 */
import { GameDataError } from "../core/game";
import type { Rng } from "../core/rng";
import { dirOf, isEmpty, levelOf, neighbourTable } from "./geometry";
import { sightLine, squares } from "./sight";
import { kill, onMap, own, type Events } from "./state";
import { MARINE, type HulkState, type Piece } from "./types";

/** The ruleset's storm bolter (its first ranged weapon). */
export function bolterOf(s: HulkState) {
  const w = s.board.rules.weapons.find((x) => x.kind === "ranged");
  if (!w || w.kind !== "ranged") throw new GameDataError("a Marine fires, but the ruleset has no ranged weapon");
  return w;
}

export function flamerOf(s: HulkState) {
  const w = s.board.rules.weapons.find((x) => x.kind === "flamer");
  if (!w || w.kind !== "flamer") throw new GameDataError("a Marine fires a flamer, but the ruleset has no flamer");
  return w;
}

/**
 * One storm bolter shot. Kills on any die at `killOn` (the sustained number when the Marine's
 * previous shot was at the same target). A hit is then rolled against each rubble pile the shot
 * passes through or into: "if the roll is a 5 or 6, the shot is deflected" (seed, "Rubble").
 * Overwatch fire jams on a double (docs/rules/hulk.md), after the shot is resolved.
 */
export function fireBolter(s: HulkState, shooter: Piece, target: Piece, overwatch: boolean, rng: Rng, events: Events): void {
  const m = own(s, shooter);
  const gun = bolterOf(s);
  const sustained = m.sustain === target.id && gun.sustainedKillOn !== null;
  const killOn = sustained ? gun.sustainedKillOn! : gun.killOn;
  const dice = rng.nd6(gun.dice);
  let hit = dice.some((d) => d >= killOn);
  let deflected = false;
  if (hit) {
    const rubble = sightLine(s, m, target.cell);
    for (let i = 0; i < rubble && hit; i++) {
      if (rng.d6() >= s.board.rules.rubble.deflectOn) {
        hit = false;
        deflected = true;
        s.stats.deflections++;
      }
    }
  }
  s.stats.shots++;
  m.sustain = target.id;
  const jam = overwatch && s.board.rules.overwatch.jamsOnDouble && dice.length >= 2 && dice[0] === dice[1];
  events.push({ type: "shot", piece: m.id, target: target.id, dice, sustained, overwatch, hit, deflected, jam });
  if (hit) kill(s, target, events, "shot", m);
  if (jam) {
    m.jammed = true;
    s.stats.jams++;
  }
}

/**
 * Overwatch: every Marine on overwatch fires at a Genestealer acting in its LOS and range (`skip`:
 * Marines that do not fire this time, by id).
 */
export function overwatchFire(s: HulkState, stealer: Piece, rng: Rng, events: Events, skip: readonly number[] = []): void {
  const range = s.board.rules.overwatch.range;
  for (const m of s.pieces.slice()) {
    if (m.kind !== MARINE || !m.overwatch || m.jammed || m.prone || skip.includes(m.id)) continue;
    if (!onMap(s, stealer.id)) return;
    if (squares(s.board, m.cell, stealer.cell) > range || sightLine(s, m, stealer.cell) < 0) continue;
    fireBolter(s, m, stealer, true, rng, events);
  }
}

/**
 * The heavy flamer burns the section of the target space: every piece in it dies on `killOn`
 * or better (a blip as a whole). Sections are per level, so "a flamer hit in a section with a
 * pitfall in it will not affect the section above or below it" (seed); rubble has no effect.
 */
export function flame(s: HulkState, shooter: Piece, at: number, rng: Rng, events: Events): void {
  const m = own(s, shooter);
  const f = flamerOf(s);
  const section = s.board.section[at];
  m.ammo--;
  events.push({ type: "flame", piece: m.id, section: s.board.sectionNames[section] });
  for (const p of s.pieces.slice()) {
    if (s.board.section[p.cell] !== section) continue;
    if (rng.d6() >= f.killOn) kill(s, p, events, "flamed", m);
  }
}

/** The space directly in front of a piece on its level, or -1. */
export const frontOf = (s: HulkState, p: Piece): number => neighbourTable(s.board)[p.cell * 8 + dirOf(p.facing)];

/**
 * One round of close assault between a Marine and a Genestealer. Highest die wins, ties kill
 * nobody. A Marine not facing its attacker, prone, or attacked through a hole (seed) cannot kill
 * it; winning or tying lets it turn to face (a prone one gets up and faces), or, through a hole,
 * "retreat to any empty front or rear square without AP cost (but he keeps his current facing)".
 */
export function closeAssault(s: HulkState, attacker: Piece, defender: Piece, rng: Rng, events: Events): void {
  const ca = s.board.rules.closeAssault;
  const marine = own(s, attacker.kind === MARINE ? attacker : defender);
  const stealer = attacker.kind === MARINE ? defender : attacker;
  const slot = s.board.squad[marine.slot];
  const throughHole = levelOf(s.board, marine.cell) !== levelOf(s.board, stealer.cell);
  const md = rng.nd6(ca.marineDice),
    sd = rng.nd6(ca.stealerDice);
  const marineScore =
    Math.max(...md) +
    (slot?.sergeant ? ca.sergeantBonus : 0) +
    (slot?.closeModifier ?? 0) +
    (marine.prone ? s.board.rules.levels.proneCloseAssaultModifier : 0);
  const stealerScore = Math.max(...sd);
  const facing = !marine.prone && !throughHole && frontOf(s, marine) === stealer.cell;
  const canKill = facing || !ca.unfacedMarineCannotKill;
  s.stats.assaults++;
  events.push({
    type: "assault",
    attacker: attacker.id,
    defender: defender.id,
    marineDice: md,
    stealerDice: sd,
    marineScore,
    stealerScore,
  });
  if (stealerScore > marineScore || (!ca.tieKillsNobody && stealerScore === marineScore && attacker === stealer)) {
    kill(s, marine, events, "assault", stealer);
    return;
  }
  if (marineScore > stealerScore && canKill) {
    kill(s, stealer, events, "assault", marine);
    return;
  }
  if (!ca.tieKillsNobody && marineScore === stealerScore && attacker === marine && canKill) {
    kill(s, stealer, events, "assault", marine);
    return;
  }
  if (marine.prone) {
    marine.prone = false;
    if (!throughHole) marine.facing = facingTo(s, marine.cell, stealer.cell, marine.facing);
  } else if (throughHole) {
    const t = neighbourTable(s.board);
    const options = [t[marine.cell * 8 + dirOf(marine.facing)], t[marine.cell * 8 + dirOf((marine.facing + 2) & 3)]].filter((c) =>
      isEmpty(s, c),
    );
    if (options.length) s.pending.push({ kind: "retreat", seat: 0, piece: marine.id, options, stealer: stealer.id });
  } else if (!facing) marine.facing = facingTo(s, marine.cell, stealer.cell, marine.facing);
}

/** The orthogonal facing from `from` towards an orthogonally adjacent `to` (else `fallback`). */
export function facingTo(s: HulkState, from: number, to: number, fallback: number): number {
  const t = neighbourTable(s.board);
  for (let f = 0; f < 4; f++) if (t[from * 8 + 2 * f] === to) return f;
  return fallback;
}
