/**
 * What a campaign system is: the part of a game that follows its characters from battle to battle
 * (Lost Worlds characters gaining experience, Space Hulk squads losing Marines). Each game with
 * campaign characters contributes one, in its own folder (lib/content/<game>/campaign/), under
 * its game module's id; systems.ts lists them. The generic campaign code (the ledger, corrections,
 * ordering, membership, who may post) iterates that list and never names a game: the roster's
 * character union, a battle's fields and the entry types are put together from the systems' parts,
 * and every figure past the career record comes from the character's own system.
 */
import type { z } from "zod";
import type { CareerState, DerivedCareer } from "./career";

/** A battle participant as the generic code reads it; a system reads its own fields from the same object. */
export interface BattleParticipant {
  characterId: string;
  side: string;
}

/** A battle's shared content; each system reads its own fields (kinds/campaign.ts adds them) from the same object. */
export interface BattleBase {
  type: "battle";
  title: string;
  participants: BattleParticipant[];
  /** The side that won; a side no participant is on means an opponent outside the roster won; null: no winner. */
  winningSide: string | null;
  /** A scenario's victory points, for the winning team as the system's rules say. */
  victoryPoints: number;
}

/** Every character's running state by id, while the derivation replays the ledger. */
export type States = ReadonlyMap<string, CareerState>;

/** Reports a problem at a path inside the entry's content. */
export type Report = (path: string, message: string) => void;

/** What an entry did to each character, in words for the timeline (apply-entry.ts keeps it). */
export interface EffectNotes {
  /** A note on what happened; an empty text only marks the character as touched, taking its figures before. */
  note(s: CareerState, text: string): void;
}

/** The problem code a system's own entry type is refused under (the campaign lint's "illegal-choice"). */
export type ChoiceProblemCode = `illegal-${string}`;

/**
 * An entry type only one system's characters take (Lost Worlds improvements and advancements):
 * always about one character, named by `characterId`. The generic code checks that the character
 * is on the roster, active and of this system before `check`, and applies only a checked entry.
 */
export interface CampaignEntryType {
  /** The content's schema (`type` a literal), without the envelope; kinds/campaign.ts adds it. */
  schema: z.ZodObject;
  problemCode: ChoiceProblemCode;
  /** What the entry does, for a refusal naming another system's character ("raising a MOD"). */
  what: string;
  /**
   * A player may post it for a character they own (otherwise only the game master). The
   * authorization policy decides; a test holds this declaration to it.
   */
  playerChoice: boolean;
  // `never`: each entry type reads its own state and content; the generic code passes them on.
  check(s: never, payload: never, report: Report): void;
  apply(s: never, payload: never, log: EffectNotes): void;
}

/** What a system's characters show beyond the career record: `system` says whose they are. */
export interface DerivedBase extends DerivedCareer {
  system: string;
}

export interface CampaignSystem<State extends CareerState = CareerState, Derived extends DerivedBase = DerivedBase> {
  /** The game module's id (lib/games/registry.ts), stored in each character's `system`. */
  id: string;
  /** What one character is called, and several: "Space Hulk squad", "Space Hulk squads". */
  noun: { one: string; many: string };
  /** The roster character's schema: an object whose `system` is the literal `id`. */
  character: z.ZodObject;
  /**
   * Fields this system adds to each battle participant and to a battle (a squad's casualties;
   * a duel's defeats). Each has a default, the empty value a battle of another system carries:
   * the generic check refuses anything else there.
   */
  participantFields: z.ZodRawShape;
  battleFields: z.ZodRawShape;
  entries: readonly CampaignEntryType[];
  initialState(character: never): State;
  /** Problems with one participant of a battle of this system (`path` is the participant's). */
  checkParticipant(s: State, participant: never, path: string, report: Report): void;
  /** Problems with the battle as a whole, once every participant was checked. */
  checkBattle(battle: never, report: Report): void;
  /** Applies a checked battle after the career record counted it (battles, wins). */
  applyBattle(battle: never, fighters: readonly State[], states: States, entryId: string, log: EffectNotes): void;
  /** The figures the timeline and the progress chart follow; 0 and null for a system without them. */
  progress(s: State): { xp: number; maxBody: number | null };
  /** What the roster shows of the character. */
  describe(s: State): Derived;
  /** The character in words, for the CLI: its figures, its record and its next choices. */
  inWords(c: Derived): string;
}
