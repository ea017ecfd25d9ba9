/**
 * A Space Hulk mission as a campaign battle: each squad's casualties and kills name members alive
 * at its start, and applying it marks the casualties lost and adds up the kills. The generic code
 * has checked every participant is an active squad of the roster and counted the mission in
 * their careers before.
 */
import type { z } from "zod";
import type { BattleBase, BattleParticipant, EffectNotes, Report, States } from "../../campaign/system-contract";
import type { squadParticipantFields } from "./schema";
import type { SquadState } from "./state";

export type SquadParticipant = BattleParticipant & {
  [K in keyof typeof squadParticipantFields]: z.output<(typeof squadParticipantFields)[K]>;
};
export type Mission = BattleBase & { participants: SquadParticipant[] };

export function checkSquadParticipant(s: SquadState, p: SquadParticipant, path: string, bad: Report): void {
  const alive = new Set(s.members.filter((m) => m.alive).map((m) => m.id));
  const notAlive = (m: string) => (s.members.some((x) => x.id === m) ? "already lost" : "not in the squad");
  p.casualties.forEach((m, j) => {
    if (!alive.has(m)) bad(`${path}.casualties.${j}`, `Expected a squad member still alive (${m} is ${notAlive(m)})`);
  });
  for (const m of Object.keys(p.kills)) {
    if (!alive.has(m)) bad(`${path}.kills.${m}`, `Expected a squad member alive at the start of the mission (${m} is ${notAlive(m)})`);
  }
}

export function applyMission(b: Mission, states: States, entryId: string, log: EffectNotes): void {
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
