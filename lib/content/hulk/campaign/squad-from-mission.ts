/**
 * Space Hulk squads in the campaign editor: a roster squad taken from a mission's forces, a
 * recruit added to a squad, and a mission played at the table as a battle entry. Pure, so the
 * editor and the tests share them.
 *
 * Recruits: a squad's members are its roster list (schema.ts `squad.members`) and whether each
 * is alive follows from the ledger (state.ts starts every listed member alive; mission.ts marks a
 * member lost at the battle whose `casualties` name it). So a recruit is a new member appended
 * to the roster list, under an id never used before: reusing a lost member's id would make the
 * recruit "lost" too.
 */
import type { z } from "zod";
import { battlePayloadSchema, type BattlePayload, type CampaignCharacter } from "../../kinds/campaign";
import type { Forces, SquadMember as MissionMember, outcomeSchema } from "../../kinds/mission";
import { defaultRuleset } from "../../kinds/ruleset";
import { uniqueId } from "../../campaign/character-ids";
import { hulkSquadCharacterSchema, HULK, isSquad, MAX_KILLS, MAX_SQUAD_MEMBERS, type HulkSquadCharacter } from "./schema";

export type RosterResult = { ok: true; characters: CampaignCharacter[] } | { ok: false; message: string };

/**
 * Every squad member id of the roster. Member ids are kept unique across the whole roster, not
 * just within their squad (all the schema asks), so each member has one name on the page and
 * two squads from the same mission do not both have a "sergeant-martina".
 */
function memberIds(characters: readonly CampaignCharacter[]): Set<string> {
  return new Set(characters.filter(isSquad).flatMap((c) => c.squad.members.map((m) => m.id)));
}

let weaponRoles: { close: Set<string>; names: Map<string, string> } | null = null;

/**
 * "sergeant" for the sergeant, otherwise the weapon the Marine fights at range with ("heavy
 * flamer", "storm bolter"): every Marine carries a close assault weapon too, so that one says
 * nothing. Weapon ids are read against the base ruleset; an id it does not know is worded as is.
 */
export function roleOf(member: Pick<MissionMember, "rank" | "weapons">): string {
  if (member.rank === "sergeant") return "sergeant";
  weaponRoles ??= (() => {
    const weapons = defaultRuleset().weapons;
    return {
      close: new Set(weapons.filter((w) => w.kind === "close").map((w) => w.id)),
      names: new Map(weapons.map((w) => [w.id, w.name.toLowerCase()])),
    };
  })();
  const weapon = member.weapons.find((w) => !weaponRoles!.close.has(w)) ?? member.weapons[0] ?? "marine";
  return (weaponRoles.names.get(weapon) ?? weapon.replace(/[-_]+/g, " ")).slice(0, 40) || "marine";
}

/** The first schema issue of a character, worded for the game master, or null when it is valid. */
function characterProblem(c: HulkSquadCharacter): string | null {
  const parsed = hulkSquadCharacterSchema.safeParse(c);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${c.name}: ${issue.path.join(".")}${issue.path.length ? ": " : ""}${issue.message}`;
}

/**
 * One roster squad per chosen squad of the mission's forces (`chosen` are indexes into
 * `forces.squads`), appended to `characters`; `ownerId` null for the game master's own.
 */
export function addSquadsFromMission(
  characters: readonly CampaignCharacter[],
  forces: Forces,
  chosen: readonly number[],
  ownerId: string | null,
): RosterResult {
  if (chosen.length === 0) return { ok: false, message: "Choose at least one squad of the mission" };
  const ids = new Set(characters.map((c) => c.id));
  const members = memberIds(characters);
  const added: HulkSquadCharacter[] = [];
  for (const index of chosen) {
    const squad = forces.squads[index];
    if (!squad) return { ok: false, message: `The mission has no squad ${index + 1}` };
    if (squad.members.length > MAX_SQUAD_MEMBERS)
      return {
        ok: false,
        message: `${squad.name} has ${squad.members.length} members; a campaign squad holds at most ${MAX_SQUAD_MEMBERS}`,
      };
    const id = uniqueId(squad.name, ids, "squad");
    ids.add(id);
    const character: HulkSquadCharacter = {
      id,
      name: squad.name,
      ownerId,
      system: HULK,
      squad: {
        name: squad.name,
        members: squad.members.map((m) => {
          const memberId = uniqueId(m.name, members, "marine");
          members.add(memberId);
          return { id: memberId, name: m.name, role: roleOf(m) };
        }),
      },
    };
    const problem = characterProblem(character);
    if (problem) return { ok: false, message: problem };
    added.push(character);
  }
  return { ok: true, characters: [...characters, ...added] };
}

/** A recruit joins the end of a squad's member list, alive, with no kills (see the file comment). */
export function addRecruit(characters: readonly CampaignCharacter[], squadId: string, name: string, role: string): RosterResult {
  const squad = characters.find((c) => c.id === squadId);
  if (!squad || !isSquad(squad)) return { ok: false, message: `Expected a Space Hulk squad of the roster (no "${squadId}")` };
  const [recruitName, recruitRole] = [name.trim(), role.trim()];
  if (!recruitName) return { ok: false, message: "Give the recruit a name" };
  if (!recruitRole) return { ok: false, message: "Give the recruit a role, e.g. storm bolter" };
  if (squad.squad.members.length >= MAX_SQUAD_MEMBERS)
    return { ok: false, message: `${squad.name} already has ${MAX_SQUAD_MEMBERS} members, the most a squad may have` };
  const recruit = { id: uniqueId(recruitName, memberIds(characters), "recruit"), name: recruitName, role: recruitRole };
  const updated: HulkSquadCharacter = { ...squad, squad: { ...squad.squad, members: [...squad.squad.members, recruit] } };
  const problem = characterProblem(updated);
  if (problem) return { ok: false, message: problem };
  return { ok: true, characters: characters.map((c) => (c.id === squadId ? updated : c)) };
}

export type MissionOutcomeChoice = z.infer<typeof outcomeSchema>;

/** One living member's line of the by-hand form; `kills` as typed. */
export interface MemberTally {
  id: string;
  name: string;
  lost: boolean;
  kills: string;
}

export type HandBattleResult = { ok: true; payload: BattlePayload } | { ok: false; message: string };

/** The words of a kills field as a count, or null when it is not a whole number from 0 to MAX_KILLS (blank is 0). */
export function parseKills(text: string): number | null {
  const t = text.trim();
  if (t === "") return 0;
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_KILLS ? n : null;
}

/**
 * A mission played at the table as a battle entry, in the shape battleFromMission
 * (lib/games/hulk/campaign.ts) makes from a playtest and mission.ts accepts: the squad alone on
 * side "a", so a Genestealer win is side "b" that no participant is on; kills only for members
 * who scored.
 */
export function battleByHand(
  squadId: string,
  outcome: MissionOutcomeChoice,
  title: string,
  members: readonly MemberTally[],
): HandBattleResult {
  const problems: string[] = [];
  const kills: Record<string, number> = {};
  for (const m of members) {
    const n = parseKills(m.kills);
    if (n === null) problems.push(`Kills of ${m.name}: expected a whole number from 0 to ${MAX_KILLS} (got "${m.kills.trim()}")`);
    else if (n > 0) kills[m.id] = n;
  }
  if (problems.length > 0) return { ok: false, message: problems.join("\n") };
  return {
    ok: true,
    // The schema fills in what a mission leaves empty (other systems' fields, no replay).
    payload: battlePayloadSchema.parse({
      type: "battle",
      title: (title.trim() || "Mission").slice(0, 200),
      participants: [{ characterId: squadId, side: "a", casualties: members.filter((m) => m.lost).map((m) => m.id), kills }],
      winningSide: outcome === "marines-win" ? "a" : outcome === "stealers-win" ? "b" : null,
    }),
  };
}
