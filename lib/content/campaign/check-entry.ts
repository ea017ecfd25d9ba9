/**
 * Whether an entry's content can be applied to the characters as they stand at its point in the
 * ledger. Paths are relative to the payload; the derivation prefixes them ("replacement." for a
 * correction's content). An entry with any problem is not applied at all.
 *
 * What holds for every system is checked here: the characters named are on the roster and active,
 * a battle is fought by characters of one system and leaves the other systems' fields empty, and a
 * system's own entry type names a character of that system. The rest is the system's own check.
 */
import type { EntryPayload } from "../kinds/campaign";
import type { ProblemCode } from "./problems";
import type { BattleBase, CampaignSystem, Report } from "./system-contract";
import { CAMPAIGN_SYSTEMS, SYSTEM_ENTRY_TYPES, campaignSystem, type CharacterState } from "./systems";

export interface PayloadProblem {
  code: ProblemCode;
  path: string;
  message: string;
}

type States = ReadonlyMap<string, CharacterState>;

/** The character an entry names, or the problem with naming it. */
function activeCharacter(states: States, id: string, path: string, out: PayloadProblem[]): CharacterState | null {
  const s = states.get(id);
  if (!s) {
    out.push({ code: "unknown-character", path, message: `Expected a character of the roster (no "${id}")` });
    return null;
  }
  if (s.status === "retired") {
    out.push({ code: "retired-character", path, message: `${s.character.name} is retired` });
    return null;
  }
  return s;
}

type FieldsKey = "participantFields" | "battleFields";
interface OtherField {
  name: string;
  /** The field's value when a battle leaves it out, as JSON. */
  empty: string;
  owner: CampaignSystem;
}

/** The fields other systems add to a battle, which a battle of `system` must leave empty. */
const otherFields = new Map<string, OtherField[]>();
function fieldsOfOthers(system: CampaignSystem, key: FieldsKey): OtherField[] {
  const cacheKey = `${system.id} ${key}`;
  let fields = otherFields.get(cacheKey);
  if (!fields) {
    fields = CAMPAIGN_SYSTEMS.filter((s) => s.id !== system.id).flatMap((owner) =>
      Object.entries(owner[key]).map(([name, schema]) => ({
        name,
        empty: JSON.stringify(schema.parse(undefined)),
        owner: owner as CampaignSystem,
      })),
    );
    otherFields.set(cacheKey, fields);
  }
  return fields;
}

function checkOthersEmpty(system: CampaignSystem, key: FieldsKey, at: Record<string, unknown>, prefix: string, bad: Report): void {
  for (const f of fieldsOfOthers(system, key)) {
    if (JSON.stringify(at[f.name]) !== f.empty) bad(`${prefix}${f.name}`, `Expected no ${f.name}: they are for ${f.owner.noun.many}`);
  }
}

function checkBattle(states: States, b: BattleBase, out: PayloadProblem[]): void {
  const bad: Report = (path, message) => out.push({ code: "invalid-battle", path, message });
  const named = new Set<string>();
  let system: CampaignSystem | null = null;
  for (const [i, p] of b.participants.entries()) {
    const path = `participants.${i}`;
    if (named.has(p.characterId)) {
      bad(`${path}.characterId`, `Expected each character once ("${p.characterId}" repeats)`);
      continue;
    }
    named.add(p.characterId);
    const s = activeCharacter(states, p.characterId, `${path}.characterId`, out);
    if (!s) continue;
    system ??= campaignSystem(s.system);
    if (s.system !== system.id) {
      bad(`${path}.characterId`, `Expected a ${system.noun.one} like the first participant: a battle is fought in one game`);
      continue;
    }
    checkOthersEmpty(system, "participantFields", p as unknown as Record<string, unknown>, `${path}.`, bad);
    system.checkParticipant(s, p as never, path, bad);
  }
  if (!system) return;
  checkOthersEmpty(system, "battleFields", b as unknown as Record<string, unknown>, "", bad);
  system.checkBattle(b as never, bad);
}

export function checkPayload(states: States, payload: EntryPayload): PayloadProblem[] {
  const out: PayloadProblem[] = [];
  switch (payload.type) {
    case "battle":
      checkBattle(states, payload, out);
      break;
    case "retirement":
      activeCharacter(states, payload.characterId, "characterId", out);
      break;
    default: {
      // An entry type of one system (the schema lets no other type through).
      const { system, entry } = SYSTEM_ENTRY_TYPES.get(payload.type)!;
      const report: Report = (path, message) => out.push({ code: entry.problemCode, path, message });
      const s = activeCharacter(states, payload.characterId, "characterId", out);
      if (!s) break;
      if (s.system !== system.id) {
        report("characterId", `${s.character.name} is a ${campaignSystem(s.system).noun.one}; ${entry.what} is for ${system.noun.many}`);
        break;
      }
      entry.check(s as never, payload as never, report);
    }
  }
  return out;
}
