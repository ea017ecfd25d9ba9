/**
 * The one list of campaign systems (system-contract.ts says what one is), keyed by the id of the
 * game module each belongs to. The campaign document's character union, a battle's fields and
 * the ledger's entry types are built from this list (kinds/campaign.ts), and the derivation finds
 * each character's rules here by its `system`. A game adds its campaign characters by writing its
 * system in lib/content/<game>/campaign/ and adding it below.
 */
import type { z } from "zod";
import { hulkCampaign } from "../hulk/campaign/system";
import { lostWorldsCampaign } from "../lostworlds/campaign/system";
import type { CampaignEntryType, CampaignSystem } from "./system-contract";

export const CAMPAIGN_SYSTEMS = [lostWorldsCampaign, hulkCampaign] as const;

type Systems = typeof CAMPAIGN_SYSTEMS;
type AnySystem = Systems[number];

/** Every system's running state of a character, and what the roster shows of one. */
export type CharacterState = ReturnType<AnySystem["initialState"]>;
export type DerivedCharacter = ReturnType<AnySystem["describe"]>;
/** The schemas of the systems' own entry types (Lost Worlds improvements and advancements). */
export type SystemEntrySchema = AnySystem["entries"][number]["schema"];

const byId: ReadonlyMap<string, CampaignSystem> = new Map(CAMPAIGN_SYSTEMS.map((s) => [s.id, s as CampaignSystem]));

export const campaignSystemIds = (): string[] => CAMPAIGN_SYSTEMS.map((s) => s.id);

/** The system of a roster character; the schema lets no other `system` through. */
export function campaignSystem(id: string): CampaignSystem {
  const system = byId.get(id);
  if (!system) throw new Error(`No campaign system "${id}" (known: ${campaignSystemIds().join(", ")})`);
  return system;
}

/** The entry type's `type`, read from its schema's literal. */
export const entryTypeOf = (e: CampaignEntryType): string => (e.schema.shape.type as z.ZodLiteral<string>).value;

/** Each system's own entry types by their `type`, with the system whose characters take them. */
export const SYSTEM_ENTRY_TYPES: ReadonlyMap<string, { system: CampaignSystem; entry: CampaignEntryType }> = new Map(
  CAMPAIGN_SYSTEMS.flatMap((system) =>
    (system.entries as readonly CampaignEntryType[]).map((entry) => [entryTypeOf(entry), { system: system as CampaignSystem, entry }]),
  ),
);
