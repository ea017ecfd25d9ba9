/**
 * Every figure on every character, derived from the campaign's ledger (docs/rules/campaigns.md).
 * Pure: the same body always derives the same result, and nothing derived is ever stored.
 *
 * The ledger is first resolved (ledger.ts: duplicates dropped, corrections applied), then each
 * entry in effect is checked against the states as they stand at that point (check-entry.ts) and
 * applied (apply-entry.ts). An entry that no longer fits (say an improvement whose XP came from a
 * battle a correction later voided) is skipped and reported, never half-applied. Each character's
 * state and what the roster shows of it come from its campaign system (systems.ts).
 */
import type { CampaignBody, EntryPayload } from "../kinds/campaign";
import { applyPayload, type CharacterEffect } from "./apply-entry";
import { checkPayload } from "./check-entry";
import { resolveLedger } from "./ledger";
import { problem, type LedgerProblem } from "./problems";
import { campaignSystem, type CharacterState, type DerivedCharacter } from "./systems";

export type { CharacterEffect } from "./apply-entry";
export type { CharacterStatus } from "./career";
export type { LedgerProblem } from "./problems";
export type { DerivedCharacter } from "./systems";

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
  /** Null for a system without body points (Space Hulk squads). */
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

const initialState = (c: CampaignBody["characters"][number]) => campaignSystem(c.system).initialState(c as never) as CharacterState;
const describe = (s: CharacterState) => campaignSystem(s.system).describe(s) as DerivedCharacter;

const historyPoint = (s: CharacterState, entryId: string | null, at: string | null): HistoryPoint => ({
  entryId,
  at,
  ...campaignSystem(s.system).progress(s),
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
