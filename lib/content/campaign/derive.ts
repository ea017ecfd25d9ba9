/**
 * Every figure on every character, derived from the campaign's ledger (RULES-NOTES §2). Pure:
 * the same body always derives the same result, and nothing derived is ever stored.
 *
 * The ledger is first resolved (ledger.ts: duplicates dropped, corrections applied), then each
 * entry in effect is checked against the states as they stand at that point (check-entry.ts) and
 * applied (apply-entry.ts). An entry that no longer fits (say an improvement whose XP came from a
 * battle a correction later voided) is skipped and reported, never half-applied.
 */
import type { AdvancementCategory, CampaignBody, EntryPayload } from "../kinds/campaign";
import { applyPayload, type CharacterEffect } from "./apply-entry";
import { checkPayload } from "./check-entry";
import { resolveLedger } from "./ledger";
import { problem, type LedgerProblem } from "./problems";
import { advancementOptions, improvementOptions, type AdvancementOptions, type ImprovementOptions } from "./rules";
import {
  categoryPoints,
  improvementsOf,
  initialState,
  maxBody,
  type CharacterState,
  type CharacterStatus,
  type LostWorldsState,
  type SquadMemberState,
} from "./state";

export type { CharacterEffect } from "./apply-entry";
export type { LedgerProblem } from "./problems";
export type { CharacterStatus, SquadMemberState } from "./state";
export type { AdvancementOptions, BlockedPage, ImprovementOptions } from "./rules";

export interface DerivedMod {
  page: number;
  name: string;
  /** As printed. */
  base: number;
  /** Times raised by improvement. */
  improvements: number;
  /** base + improvements: what a duel launched from the campaign uses. */
  mod: number;
}

interface DerivedCareer {
  id: string;
  name: string;
  ownerId: string | null;
  status: CharacterStatus;
  battles: number;
  wins: number;
  deaths: number;
  kills: number;
}

export interface DerivedLostWorldsCharacter extends DerivedCareer {
  system: "lostworlds";
  xp: number;
  /** XP spent on improvements in the current life. */
  xpSpent: number;
  mods: DerivedMod[];
  /** Times each MOD was raised, by page (pages never raised are absent). */
  improvements: Record<number, number>;
  maxBody: number;
  /** Null when the printed sheet has no such category. */
  spellPoints: number | null;
  tacticPoints: number | null;
  luckPoints: number | null;
  advancements: Record<AdvancementCategory, number>;
  defeats: number;
  /** Body points of opponents defeated in the current life: what advancement counts. */
  defeatedBodyTotal: number;
  advancementsAvailable: number;
  nextChoices: { improvement: ImprovementOptions; advancement: AdvancementOptions };
}

export interface DerivedSquad extends DerivedCareer {
  system: "hulk";
  members: SquadMemberState[];
  membersAlive: number;
}

export type DerivedCharacter = DerivedLostWorldsCharacter | DerivedSquad;

export interface TimelineItem {
  /** The original entry's id (stable across corrections). */
  id: string;
  at: string;
  by: string;
  payload: EntryPayload;
  /** The correction whose replacement is in effect here, if any. */
  correctedBy: string | null;
  /** False when the entry could not be applied (see `problems`). */
  applied: boolean;
  effects: CharacterEffect[];
  problems: LedgerProblem[];
}

export interface HistoryPoint {
  /** Null for the starting point. */
  entryId: string | null;
  at: string | null;
  xp: number;
  /** Null for Space Hulk squads. */
  maxBody: number | null;
  kills: number;
  deaths: number;
}

export interface DerivedCampaign {
  characters: DerivedCharacter[];
  byId: Record<string, DerivedCharacter>;
  timeline: TimelineItem[];
  /** Per character, its figures at the start and after every entry that touched it (for the chart). */
  history: Record<string, HistoryPoint[]>;
  /** Entries voided by a correction: id → correction id. */
  voided: Record<string, string>;
  /** Corrections taken out of effect by a later correction: id → that correction's id. */
  overruled: Record<string, string>;
  problems: LedgerProblem[];
}

type CampaignInput = Pick<CampaignBody, "characters" | "ledger">;

function describeLostWorlds(s: LostWorldsState): DerivedLostWorldsCharacter {
  const c = s.character;
  const improvement = improvementOptions(s);
  const advancement = advancementOptions(s);
  return {
    system: "lostworlds",
    id: c.id,
    name: c.name,
    ownerId: c.ownerId,
    status: s.status,
    battles: s.battles,
    wins: s.wins,
    deaths: s.deaths,
    kills: s.kills,
    xp: s.xp,
    xpSpent: s.xpSpent,
    mods: c.sheet.mods.map((m) => ({
      page: m.page,
      name: m.name,
      base: m.mod,
      improvements: improvementsOf(s, m.page),
      mod: m.mod + improvementsOf(s, m.page),
    })),
    improvements: { ...s.improvements },
    maxBody: maxBody(s),
    spellPoints: categoryPoints(s, "spell"),
    tacticPoints: categoryPoints(s, "tactic"),
    luckPoints: categoryPoints(s, "luck"),
    advancements: { ...s.advancements },
    defeats: s.defeats,
    defeatedBodyTotal: s.defeatedBodyTotal,
    advancementsAvailable: advancement.available,
    nextChoices: { improvement, advancement },
  };
}

function describe(s: CharacterState): DerivedCharacter {
  if (s.system === "lostworlds") return describeLostWorlds(s);
  const c = s.character;
  return {
    system: "hulk",
    id: c.id,
    name: c.name,
    ownerId: c.ownerId,
    status: s.status,
    battles: s.battles,
    wins: s.wins,
    deaths: s.deaths,
    kills: s.kills,
    members: s.members.map((m) => ({ ...m })),
    membersAlive: s.members.filter((m) => m.alive).length,
  };
}

const historyPoint = (s: CharacterState, entryId: string | null, at: string | null): HistoryPoint => ({
  entryId,
  at,
  xp: s.system === "lostworlds" ? s.xp : 0,
  maxBody: s.system === "lostworlds" ? maxBody(s) : null,
  kills: s.kills,
  deaths: s.deaths,
});

export function deriveCampaign(body: CampaignInput): DerivedCampaign {
  const states = new Map<string, CharacterState>(body.characters.map((c) => [c.id, initialState(c)]));
  const history: Record<string, HistoryPoint[]> = Object.fromEntries(
    body.characters.map((c) => [c.id, [historyPoint(states.get(c.id)!, null, null)]]),
  );
  const resolved = resolveLedger(body.ledger);
  const problems = [...resolved.problems];
  const timeline: TimelineItem[] = [];

  for (const entry of resolved.entries) {
    const found = checkPayload(states, entry.payload).map((p) =>
      problem(p.code, entry.sourceId, entry.sourceIndex, entry.pathPrefix + p.path, p.message),
    );
    problems.push(...found);
    const effects = found.length === 0 ? applyPayload(states, entry.payload, entry.id) : [];
    for (const e of effects) history[e.characterId].push(historyPoint(states.get(e.characterId)!, entry.id, entry.at));
    timeline.push({
      id: entry.id,
      at: entry.at,
      by: entry.by,
      payload: entry.payload,
      correctedBy: entry.correctedBy,
      applied: found.length === 0,
      effects,
      problems: found,
    });
  }

  const characters = body.characters.map((c) => describe(states.get(c.id)!));
  return {
    characters,
    byId: Object.fromEntries(characters.map((c) => [c.id, c])),
    timeline,
    history,
    voided: resolved.voided,
    overruled: resolved.overruled,
    problems: problems.sort((a, b) => a.index - b.index),
  };
}
