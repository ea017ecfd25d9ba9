/**
 * A Lost Worlds character's running state while the derivation replays the ledger: its career
 * (career.ts) and what belongs to its current life (experience, MOD increases, advancements,
 * defeated body points), which a death resets.
 */
import { startCareer, type CareerState } from "../../campaign/career";
import { LOST_WORLDS, type AdvancementCategory, type LostWorldsCharacter } from "./schema";

export interface LostWorldsState extends CareerState {
  system: typeof LOST_WORLDS;
  character: LostWorldsCharacter;
  /** XP, MOD increases, advancements and defeated body points belong to the current life. */
  xp: number;
  xpSpent: number;
  improvements: Record<number, number>;
  advancements: Record<AdvancementCategory, number>;
  defeatedBodyTotal: number;
  /** Opponents defeated over the career (killing is not needed to defeat). */
  defeats: number;
}

const noAdvancements = (): Record<AdvancementCategory, number> => ({ body: 0, spell: 0, tactic: 0, luck: 0 });

export function initialState(character: LostWorldsCharacter): LostWorldsState {
  return {
    ...startCareer(),
    system: LOST_WORLDS,
    character,
    xp: 0,
    xpSpent: 0,
    improvements: {},
    advancements: noAdvancements(),
    defeatedBodyTotal: 0,
    defeats: 0,
  };
}

/** "If they died you must start a new Character using the original stats printed on the Character Sheet." */
export function restartFromPrintedSheet(s: LostWorldsState): void {
  s.xp = 0;
  s.xpSpent = 0;
  s.improvements = {};
  s.advancements = noAdvancements();
  s.defeatedBodyTotal = 0;
  s.status = "dead-restarted";
}

export const maxBody = (s: LostWorldsState): number => s.character.sheet.maxBody + s.advancements.body;

const SHEET_POINTS = { spell: "spellPoints", tactic: "tacticPoints", luck: "luckPoints" } as const;

/** Current points in a category, or null when the printed sheet does not have the category. */
export function categoryPoints(s: LostWorldsState, category: AdvancementCategory): number | null {
  if (category === "body") return maxBody(s);
  const printed = s.character.sheet[SHEET_POINTS[category]];
  return printed === null ? null : printed + s.advancements[category];
}

export const improvementsOf = (s: LostWorldsState, page: number): number => s.improvements[page] ?? 0;
