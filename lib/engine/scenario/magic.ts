/**
 * Magic in the Movement Phase (option `magic`). A figure holding spell cards may cast one instead
 * of moving: it costs the whole allowance (unspent, not having run), never while Off Balance,
 * Down or in an opponent's Battle Zone. The range is the hex distance from the caster's space to
 * the target's (levels do not count); beyond two spaces it takes extra spell points from what the
 * book's spell points leave after paying for the cards, and one die says whether the spell works.
 * A spell that lasts a number of ROUNDS ends when they are over (three to a Combat Phase) or when
 * its target starts a Combat Phase outside every opponent's Battle Zone; one for the rest of the
 * game lasts to the end. docs/rules/scenarios.md gives the readings.
 */
import type { GameEvent } from "../core/game";
import type { Rng } from "../core/rng";
import { damage, dropCarried, heightOf, zoningOpponents } from "./figures";
import type { FigureSource, SpellCard } from "./input";
import type { LastingSpell, ScenarioAction, ScenarioState } from "./types";
import { spaceDistance } from "./zones";

/** ROUNDS in one Combat Phase. */
const ROUNDS_PER_COMBAT = 3;
/** The most spell points a figure that restores them regains in one turn. */
export const MAGIC_REGENERATION_LIMIT = 2;

/** Spell points left after paying for the cards held: what casting beyond two spaces draws on. */
export function spellPool(src: FigureSource): number {
  const held = src.spells.reduce((sum, c) => sum + c.points, 0);
  return Math.max(0, (src.book?.character.spellPoints ?? 0) - held);
}

/** Extra spell points a cast takes at `range` spaces: none up to 2, then 1 per two spaces, 4 beyond 8. */
export function extraSpellPoints(range: number): number {
  if (range <= 2) return 0;
  if (range <= 4) return 1;
  if (range <= 6) return 2;
  if (range <= 8) return 3;
  return 4;
}

/** The highest die roll on which a spell cast at `range` works (it fizzles above). */
export function worksOnOrBelow(range: number): number {
  return 5 - extraSpellPoints(range);
}

const bit = (card: number) => 1 << card;

/** The cast actions of figure f (whose move is starting), one per card it may cast and target in reach of its spell points. */
export function castActions(s: ScenarioState, f: number, seat: number): ScenarioAction[] {
  const fs = s.figures[f];
  const cards = s.t.source.figures[f].spells;
  if (!s.options.magic || cards.length === 0) return [];
  const unspent = !fs.ran && !fs.regenerating && fs.mp === heightOf(s, f);
  const free = !fs.halted && !fs.blocked && !fs.hasHalted && fs.posture === "standing";
  if (!unspent || !free || zoningOpponents(s, f, fs.at).length > 0) return [];
  const out: ScenarioAction[] = [];
  cards.forEach((_, card) => {
    if (fs.spellsUsed & bit(card)) return;
    s.figures.forEach((gs, target) => {
      if (gs.condition !== "dead" && !gs.away && extraSpellPoints(spaceDistance(s.t, fs.at, gs.at)) <= fs.spellPoints)
        out.push({ seat, type: "cast", figure: f, card, target });
    });
  });
  return out;
}

/** Casts card `card` of f at `target` (already checked legal): the allowance goes, the extra points are paid, one die decides. */
export function cast(s: ScenarioState, f: number, card: number, target: number, rng: Rng, events: GameEvent[]): void {
  const fs = s.figures[f];
  const spell = s.t.source.figures[f].spells[card];
  const range = spaceDistance(s.t, fs.at, s.figures[target].at);
  const extra = extraSpellPoints(range);
  fs.mp = 0;
  fs.cast = true;
  fs.spellPoints -= extra;
  fs.spellsShown |= bit(card);
  const roll = rng.d6();
  const works = roll <= worksOnOrBelow(range);
  events.push({ type: "cast", figure: f, target, card, spell: spell.name, range, extra, roll, works });
  // A fizzled spell was never "successfully used": the card stays in hand for another try.
  if (!works) return;
  fs.spellsUsed |= bit(card);
  applyEffect(s, f, spell, target, events);
  const lasting = (rounds: number) => (s.spells = [...s.spells, { caster: f, card, spell: spell.name, target, rounds }]);
  if (spell.duration.kind === "rest-of-game") lasting(-1);
  else if (spell.duration.kind === "rounds") lasting(spell.duration.rounds);
  else if (spell.effect.kind === "recovery-modifier") lasting(0);
}

/** What a spell does at once to its target (a lasting posture is put back each Combat Phase, see spellsAtCombat). */
function applyEffect(s: ScenarioState, caster: number, spell: SpellCard, target: number, events: GameEvent[]): void {
  const gs = s.figures[target];
  const e = spell.effect;
  switch (e.kind) {
    case "damage":
      damage(s, target, e.points, events, caster);
      return;
    case "heal": {
      const max = s.t.source.figures[target].book?.character.bodyPoints ?? gs.body;
      const body = Math.max(gs.body, Math.min(max, gs.body + e.points));
      events.push({ type: "healed", figure: target, points: body - gs.body, body });
      gs.body = body;
      // Healed above 0, the unconscious come round as the Recovery table's would: Down.
      if (gs.condition === "unconscious" && body > 0) {
        gs.condition = "active";
        gs.posture = "down";
        events.push({ type: "came-round", figure: target });
      }
      return;
    }
    case "knock-down":
    case "off-balance":
      putInPosture(s, target, e.kind, events);
      return;
    case "text":
      // The engine does not model it: the log records the words for the table to resolve.
      events.push({ type: "spell-says", figure: target, spell: spell.name, text: e.text });
      return;
    case "recovery-modifier":
      // Read by the recovery roll while the spell lasts.
      return;
  }
}

function putInPosture(s: ScenarioState, f: number, kind: "knock-down" | "off-balance", events: GameEvent[]): void {
  const fs = s.figures[f];
  if (fs.condition !== "active") return;
  if (kind === "knock-down" && fs.posture !== "down") {
    fs.posture = "down";
    // Knocked Down drops what it carries, as a thrown object's hit does.
    dropCarried(s, f);
    events.push({ type: "spell-posture", figure: f, posture: "down" });
  } else if (kind === "off-balance" && fs.posture === "standing") {
    fs.posture = "off-balance";
    events.push({ type: "spell-posture", figure: f, posture: "off-balance" });
  }
}

/** What spells in effect add to f's recovery roll. */
export function spellRecoveryBonus(s: ScenarioState, f: number): number {
  let bonus = 0;
  for (const sp of s.spells) {
    const e = s.t.source.figures[sp.caster].spells[sp.card].effect;
    if (sp.target === f && e.kind === "recovery-modifier") bonus += e.modifier;
  }
  return bonus;
}

function ended(s: ScenarioState, sp: LastingSpell, reason: "rounds" | "out-of-zone" | "dead", events: GameEvent[]): void {
  events.push({
    type: "spell-ended",
    figure: sp.target,
    caster: sp.caster,
    card: sp.card,
    spell: s.t.source.figures[sp.caster].spells[sp.card].name,
    reason,
  });
}

/**
 * The start of the Combat Phase, after the recovery rolls: instant spells that waited for them
 * end; a spell of ROUNDS ends on a target outside every opponent's Battle Zone; a lasting
 * Knock Down or Off Balance holds its target in that posture.
 */
export function spellsAtCombat(s: ScenarioState, events: GameEvent[]): void {
  if (s.spells.length === 0) return;
  s.spells = s.spells.filter((sp) => {
    if (sp.rounds === 0) return false;
    const gs = s.figures[sp.target];
    if (gs.condition === "dead") {
      ended(s, sp, "dead", events);
      return false;
    }
    if (sp.rounds > 0 && zoningOpponents(s, sp.target, gs.at).length === 0) {
      ended(s, sp, "out-of-zone", events);
      return false;
    }
    return true;
  });
  for (const sp of s.spells) {
    const e = s.t.source.figures[sp.caster].spells[sp.card].effect;
    if (e.kind === "knock-down" || e.kind === "off-balance") putInPosture(s, sp.target, e.kind, events);
  }
}

/** The end of the Combat Phase: three ROUNDS have passed for every spell of ROUNDS. */
export function spellRoundsPass(s: ScenarioState, events: GameEvent[]): void {
  if (s.spells.length === 0) return;
  s.spells = s.spells.filter((sp) => {
    if (sp.rounds < 0) return true;
    const left = sp.rounds - ROUNDS_PER_COMBAT;
    if (left > 0) {
      sp.rounds = left;
      return true;
    }
    ended(s, sp, "rounds", events);
    return false;
  });
}

/** For a seat's determinized worlds: other sides' cards not yet seen cast are cards that seat cannot know, so nobody casts them there. */
export function hideUnseenSpells(s: ScenarioState, seat: number): void {
  s.figures.forEach((fs, f) => {
    if (s.t.seatOf[f] === seat) return;
    const all = bit(s.t.source.figures[f].spells.length) - 1;
    fs.spellsUsed |= all & ~fs.spellsShown;
  });
}
