/**
 * Applies one checked entry to the characters' running states and says what it did to each.
 * Only called after check-entry.ts found no problem, so lookups here cannot miss.
 */
import { ADVANCEMENT_LABELS, type BattlePayload, type EntryPayload } from "../kinds/campaign";
import { victoryPointShares } from "./rules";
import { maxBody, restartFromPrintedSheet, type CharacterState, type LostWorldsState, type SquadState } from "./state";

export interface CharacterEffect {
  characterId: string;
  xpBefore: number;
  xpAfter: number;
  /** Null for Space Hulk squads. */
  maxBodyBefore: number | null;
  maxBodyAfter: number | null;
  /** What happened, in words for the timeline. */
  notes: string[];
}

type States = ReadonlyMap<string, CharacterState>;

const xpOf = (s: CharacterState) => (s.system === "lostworlds" ? s.xp : 0);
const bodyOf = (s: CharacterState) => (s.system === "lostworlds" ? maxBody(s) : null);

/** Records before/after figures for each character an entry touches. */
class EffectLog {
  private readonly effects = new Map<string, { state: CharacterState; effect: CharacterEffect }>();

  note(s: CharacterState, text: string): void {
    const id = s.character.id;
    let e = this.effects.get(id);
    if (!e) {
      e = { state: s, effect: { characterId: id, xpBefore: xpOf(s), xpAfter: 0, maxBodyBefore: bodyOf(s), maxBodyAfter: null, notes: [] } };
      this.effects.set(id, e);
    }
    if (text) e.effect.notes.push(text);
  }

  finish(): CharacterEffect[] {
    return [...this.effects.values()].map(({ state, effect }) => ({ ...effect, xpAfter: xpOf(state), maxBodyAfter: bodyOf(state) }));
  }
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function applyLostWorldsBattle(states: States, b: BattlePayload, log: EffectLog, fighters: LostWorldsState[]): void {
  const died = new Set(b.died);
  // Opponents are worth the maximum body points they started the battle with.
  const startBody = new Map(fighters.map((s) => [s.character.id, maxBody(s)]));
  for (const s of fighters) log.note(s, `starts at ${startBody.get(s.character.id)} body points`);

  for (const d of b.defeated) {
    const victor = states.get(d.by) as LostWorldsState;
    const [name, worth, killed] =
      "characterId" in d
        ? [states.get(d.characterId)!.character.name, startBody.get(d.characterId)!, died.has(d.characterId)]
        : [d.npc.name, d.npc.maxBody, d.killed];
    // Seed 003: XP "equal to the Maximum Body Points of the opponent you defeat. Note: Killing is unnecessary."
    victor.xp += worth;
    victor.defeatedBodyTotal += worth;
    victor.defeats += 1;
    if (killed) victor.kills += 1;
    log.note(victor, `defeated ${name}${killed ? " (killed)" : ""}: +${worth} XP`);
  }

  const team = b.participants.filter((p) => p.side === b.winningSide).map((p) => p.characterId);
  for (const [id, share] of victoryPointShares(b.victoryPoints, team, died)) {
    const s = states.get(id) as LostWorldsState;
    s.xp += share;
    log.note(s, `victory points: +${share} XP`);
  }
  for (const id of b.unconscious) log.note(states.get(id)!, "knocked unconscious");
  for (const s of fighters) {
    if (died.has(s.character.id)) {
      s.deaths += 1;
      restartFromPrintedSheet(s);
      log.note(s, "died: starts over from the printed sheet");
    } else s.status = "active";
  }
}

function applySquadMission(states: States, b: BattlePayload, entryId: string, log: EffectLog): void {
  for (const p of b.participants) {
    const s = states.get(p.characterId) as SquadState;
    for (const [memberId, kills] of Object.entries(p.kills)) {
      const m = s.members.find((x) => x.id === memberId)!;
      m.kills += kills;
      s.kills += kills;
      if (kills > 0) log.note(s, `${m.name}: ${kills} kill${kills === 1 ? "" : "s"}`);
    }
    for (const memberId of p.casualties) {
      const m = s.members.find((x) => x.id === memberId)!;
      m.alive = false;
      m.lostIn = entryId;
      s.deaths += 1;
      log.note(s, `${m.name} lost`);
    }
  }
}

function applyBattle(states: States, b: BattlePayload, entryId: string, log: EffectLog): void {
  const fighters = b.participants.map((p) => states.get(p.characterId)!);
  for (const s of fighters) {
    s.battles += 1;
    const won = b.participants.some((p) => p.characterId === s.character.id && p.side === b.winningSide);
    if (won) s.wins += 1;
    log.note(s, won ? "won" : b.winningSide === null ? "no winner" : "lost");
  }
  if (fighters.every((s): s is LostWorldsState => s.system === "lostworlds")) applyLostWorldsBattle(states, b, log, fighters);
  else applySquadMission(states, b, entryId, log);
}

export function applyPayload(states: States, payload: EntryPayload, entryId: string): CharacterEffect[] {
  const log = new EffectLog();
  switch (payload.type) {
    case "battle":
      applyBattle(states, payload, entryId, log);
      break;
    case "improvement": {
      const s = states.get(payload.characterId) as LostWorldsState;
      const cost = maxBody(s);
      const mod = s.character.sheet.mods.find((m) => m.page === payload.page)!;
      const before = mod.mod + (s.improvements[payload.page] ?? 0);
      log.note(s, "");
      s.xp -= cost;
      s.xpSpent += cost;
      s.improvements[payload.page] = (s.improvements[payload.page] ?? 0) + 1;
      log.note(s, `raised ${mod.name} (p.${mod.page}) MOD ${signed(before)} → ${signed(before + 1)}: −${cost} XP`);
      break;
    }
    case "advancement": {
      const s = states.get(payload.characterId) as LostWorldsState;
      log.note(s, "");
      s.advancements[payload.category] += 1;
      log.note(s, `advanced: +1 ${ADVANCEMENT_LABELS[payload.category]} points`);
      break;
    }
    case "retirement": {
      const s = states.get(payload.characterId)!;
      log.note(s, "");
      s.status = "retired";
      log.note(s, payload.note ? `retired: ${payload.note}` : "retired");
      break;
    }
  }
  return log.finish();
}
