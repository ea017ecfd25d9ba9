/**
 * A battle of Lost Worlds characters: what must hold of it (defeats by an opponent, deaths and
 * knock-outs of its own participants, victory points only with a winner) and what it does
 * (experience for each defeat, victory points shared by the winning team, a restart for the dead).
 * The generic code has checked every participant is an active Lost Worlds character of the roster
 * and counted the battle in their careers before.
 */
import type { z } from "zod";
import type { BattleBase, EffectNotes, Report, States } from "../../campaign/system-contract";
import { victoryPointShares } from "./rules";
import type { lostWorldsBattleFields } from "./schema";
import { maxBody, restartFromPrintedSheet, type LostWorldsState } from "./state";

export type LostWorldsBattle = BattleBase & { [K in keyof typeof lostWorldsBattleFields]: z.output<(typeof lostWorldsBattleFields)[K]> };

export function checkLostWorldsBattle(b: LostWorldsBattle, bad: Report): void {
  // The first time a character is named decides its side (a repeat is refused as such).
  const sideOf = new Map<string, string>();
  for (const p of b.participants) if (!sideOf.has(p.characterId)) sideOf.set(p.characterId, p.side);
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

export function applyLostWorldsBattle(b: LostWorldsBattle, fighters: readonly LostWorldsState[], states: States, log: EffectNotes): void {
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
    // "Your Character gains Experience Points equal to the Maximum Body Points of the opponent you
    // defeat. Note: Killing is unnecessary."
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
