/**
 * Applies one checked entry to the characters' running states and says what it did to each.
 * Only called after check-entry.ts found no problem, so lookups here cannot miss. The career
 * record and retirement are the same for every system; the rest is the character's system's.
 */
import type { EntryPayload } from "../kinds/campaign";
import type { CareerState } from "./career";
import type { BattleBase, EffectNotes } from "./system-contract";
import { SYSTEM_ENTRY_TYPES, campaignSystem, type CharacterState } from "./systems";

export interface CharacterEffect {
  characterId: string;
  xpBefore: number;
  xpAfter: number;
  /** Null for a system without body points (Space Hulk squads). */
  maxBodyBefore: number | null;
  maxBodyAfter: number | null;
  /** What happened, in words for the timeline. */
  notes: string[];
}

type States = ReadonlyMap<string, CharacterState>;

const progress = (s: CareerState) => campaignSystem(s.system).progress(s);

/** Records before/after figures for each character an entry touches. */
class EffectLog implements EffectNotes {
  private readonly effects = new Map<string, { state: CareerState; effect: CharacterEffect }>();

  note(s: CareerState, text: string): void {
    const id = s.character.id;
    let e = this.effects.get(id);
    if (!e) {
      const { xp, maxBody } = progress(s);
      e = { state: s, effect: { characterId: id, xpBefore: xp, xpAfter: 0, maxBodyBefore: maxBody, maxBodyAfter: null, notes: [] } };
      this.effects.set(id, e);
    }
    if (text) e.effect.notes.push(text);
  }

  finish(): CharacterEffect[] {
    return [...this.effects.values()].map(({ state, effect }) => {
      const { xp, maxBody } = progress(state);
      return { ...effect, xpAfter: xp, maxBodyAfter: maxBody };
    });
  }
}

function applyBattle(states: States, b: BattleBase, entryId: string, log: EffectLog): void {
  const fighters = b.participants.map((p) => states.get(p.characterId)!);
  for (const s of fighters) {
    s.battles += 1;
    const won = b.participants.some((p) => p.characterId === s.character.id && p.side === b.winningSide);
    if (won) s.wins += 1;
    log.note(s, won ? "won" : b.winningSide === null ? "no winner" : "lost");
  }
  // A battle is fought by characters of one system (check-entry.ts).
  campaignSystem(fighters[0].system).applyBattle(b as never, fighters, states, entryId, log);
}

export function applyPayload(states: States, payload: EntryPayload, entryId: string): CharacterEffect[] {
  const log = new EffectLog();
  switch (payload.type) {
    case "battle":
      applyBattle(states, payload, entryId, log);
      break;
    case "retirement": {
      const s = states.get(payload.characterId)!;
      log.note(s, "");
      s.status = "retired";
      log.note(s, payload.note ? `retired: ${payload.note}` : "retired");
      break;
    }
    default: {
      const { entry } = SYSTEM_ENTRY_TYPES.get(payload.type)!;
      entry.apply(states.get(payload.characterId)! as never, payload as never, log);
    }
  }
  return log.finish();
}
