/**
 * A character's running state while the derivation replays the ledger. Only the derivation
 * mutates it; everything else reads the snapshots derive.ts hands out.
 */
import type { AdvancementCategory, CampaignCharacter, HulkSquadCharacter, LostWorldsCharacter } from "../kinds/campaign";

/**
 * active: fighting on. dead-restarted: died in its latest battle and now stands on its printed
 * sheet again, waiting for its next battle (its deaths count keeps the history). retired: done.
 */
export type CharacterStatus = "active" | "dead-restarted" | "retired";

/** Career figures, kept across deaths: a restart resets the sheet, not the history. */
interface Career {
  battles: number;
  wins: number;
  deaths: number;
  kills: number;
  status: CharacterStatus;
}

export interface LostWorldsState extends Career {
  system: "lostworlds";
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

export interface SquadMemberState {
  id: string;
  name: string;
  role: string;
  alive: boolean;
  kills: number;
  /** The battle entry in which the member was lost. */
  lostIn: string | null;
}

export interface SquadState extends Career {
  system: "hulk";
  character: HulkSquadCharacter;
  members: SquadMemberState[];
}

export type CharacterState = LostWorldsState | SquadState;

const noAdvancements = (): Record<AdvancementCategory, number> => ({ body: 0, spell: 0, tactic: 0, luck: 0 });

export function initialState(character: CampaignCharacter): CharacterState {
  const career: Career = { battles: 0, wins: 0, deaths: 0, kills: 0, status: "active" };
  if (character.system === "hulk") {
    return {
      ...career,
      system: "hulk",
      character,
      members: character.squad.members.map((m) => ({ ...m, alive: true, kills: 0, lostIn: null })),
    };
  }
  return {
    ...career,
    system: "lostworlds",
    character,
    xp: 0,
    xpSpent: 0,
    improvements: {},
    advancements: noAdvancements(),
    defeatedBodyTotal: 0,
    defeats: 0,
  };
}

/** Seed 003: "If they died you must start a new Character using the original stats printed on the Character Sheet." */
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
