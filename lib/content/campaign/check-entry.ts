/**
 * Whether an entry's content can be applied to the characters as they stand at its point in the
 * ledger. Paths are relative to the payload; the derivation prefixes them ("replacement." for a
 * correction's content). An entry with any problem is not applied at all.
 */
import { ADVANCEMENT_LABELS, type BattlePayload, type EntryPayload } from "../kinds/campaign";
import type { ProblemCode } from "./problems";
import { hasCategory, advancementOptions, improvementProblems } from "./rules";
import type { CharacterState, LostWorldsState } from "./state";

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

function lostWorlds(s: CharacterState | null, code: ProblemCode, what: string, out: PayloadProblem[]): LostWorldsState | null {
  if (!s || s.system === "lostworlds") return s;
  out.push({ code, path: "characterId", message: `${s.character.name} is a Space Hulk squad; ${what} is for Lost Worlds characters` });
  return null;
}

function checkBattle(states: States, b: BattlePayload, out: PayloadProblem[]): void {
  const bad = (path: string, message: string) => out.push({ code: "invalid-battle", path, message });
  const sideOf = new Map<string, string>();
  let system: CharacterState["system"] | null = null;
  b.participants.forEach((p, i) => {
    const path = `participants.${i}.characterId`;
    if (sideOf.has(p.characterId)) return bad(path, `Expected each character once ("${p.characterId}" repeats)`);
    sideOf.set(p.characterId, p.side);
    const s = activeCharacter(states, p.characterId, path, out);
    if (!s) return;
    system ??= s.system;
    if (s.system !== system)
      return bad(
        path,
        `Expected a ${system === "hulk" ? "Space Hulk squad" : "Lost Worlds character"} like the first participant: a battle is fought in one game`,
      );
    if (s.system === "lostworlds") {
      if (p.casualties.length > 0) bad(`participants.${i}.casualties`, "Expected no casualties: they are for Space Hulk squads");
      if (Object.keys(p.kills).length > 0)
        bad(`participants.${i}.kills`, "Expected no kills: Lost Worlds kills follow from `defeated` and `died`");
      return;
    }
    const alive = new Set(s.members.filter((m) => m.alive).map((m) => m.id));
    p.casualties.forEach((m, j) => {
      if (!alive.has(m))
        bad(
          `participants.${i}.casualties.${j}`,
          `Expected a squad member still alive (${m} is ${s.members.some((x) => x.id === m) ? "already lost" : "not in the squad"})`,
        );
    });
    for (const m of Object.keys(p.kills)) {
      if (!alive.has(m))
        bad(
          `participants.${i}.kills.${m}`,
          `Expected a squad member alive at the start of the mission (${m} is ${s.members.some((x) => x.id === m) ? "already lost" : "not in the squad"})`,
        );
    }
  });
  if (system === "hulk") {
    // Space Hulk keeps its own record: kills and casualties per squad member.
    if (b.defeated.length + b.died.length + b.unconscious.length > 0)
      bad("defeated", "Expected no defeated/died/unconscious for a Space Hulk mission: record casualties and kills per squad");
    return;
  }
  const defeatedOnce = new Set<string>();
  b.defeated.forEach((d, i) => {
    const bySide = sideOf.get(d.by);
    if (bySide === undefined) bad(`defeated.${i}.by`, `Expected a participant of this battle (no "${d.by}")`);
    if (!("characterId" in d)) return;
    const side = sideOf.get(d.characterId);
    if (side === undefined) return bad(`defeated.${i}.characterId`, `Expected a participant of this battle (no "${d.characterId}")`);
    if (defeatedOnce.has(d.characterId))
      bad(`defeated.${i}.characterId`, `Expected each character defeated once ("${d.characterId}" repeats)`);
    defeatedOnce.add(d.characterId);
    if (bySide !== undefined && bySide === side) bad(`defeated.${i}.by`, "Expected an opponent: a character on the other side");
  });
  const died = new Set(b.died);
  for (const [field, list] of [
    ["died", b.died],
    ["unconscious", b.unconscious],
  ] as const) {
    const seen = new Set<string>();
    list.forEach((id, i) => {
      if (!sideOf.has(id)) bad(`${field}.${i}`, `Expected a participant of this battle (no "${id}")`);
      else if (seen.has(id)) bad(`${field}.${i}`, `Expected each character once ("${id}" repeats)`);
      else if (field === "unconscious" && died.has(id)) bad(`${field}.${i}`, `Expected either died or unconscious ("${id}" is in both)`);
      seen.add(id);
    });
  }
  if (b.victoryPoints > 0 && b.winningSide === null) bad("victoryPoints", "Expected a winning side to receive the victory points");
}

export function checkPayload(states: States, payload: EntryPayload): PayloadProblem[] {
  const out: PayloadProblem[] = [];
  switch (payload.type) {
    case "battle":
      checkBattle(states, payload, out);
      break;
    case "improvement": {
      const s = lostWorlds(activeCharacter(states, payload.characterId, "characterId", out), "illegal-improvement", "raising a MOD", out);
      if (s)
        for (const p of improvementProblems(s, payload.page)) out.push({ code: "illegal-improvement", path: p.field, message: p.message });
      break;
    }
    case "advancement": {
      const s = lostWorlds(activeCharacter(states, payload.characterId, "characterId", out), "illegal-advancement", "advancement", out);
      if (!s) break;
      const options = advancementOptions(s);
      if (options.available === 0)
        out.push({
          code: "illegal-advancement",
          path: "characterId",
          message: `${s.character.name} has no advancement to take: ${options.reason}`,
        });
      if (!hasCategory(s, payload.category)) {
        out.push({
          code: "illegal-advancement",
          path: "category",
          message: `${s.character.name}'s printed sheet has no ${ADVANCEMENT_LABELS[payload.category]} points, and advancement may not add a category`,
        });
      }
      break;
    }
    case "retirement":
      activeCharacter(states, payload.characterId, "characterId", out);
      break;
  }
  return out;
}
