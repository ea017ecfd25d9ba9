/** What the roster shows of a Space Hulk squad, and the same in words for the CLI. */
import { careerInWords, describeCareer, type DerivedCareer } from "../../campaign/career";
import { HULK } from "./schema";
import type { SquadMemberState, SquadState } from "./state";

export type { SquadMemberState } from "./state";

export interface DerivedSquad extends DerivedCareer {
  system: typeof HULK;
  members: SquadMemberState[];
  membersAlive: number;
}

export function describeSquad(s: SquadState): DerivedSquad {
  return {
    system: HULK,
    ...describeCareer(s),
    members: s.members.map((m) => ({ ...m })),
    membersAlive: s.members.filter((m) => m.alive).length,
  };
}

export const squadInWords = (c: DerivedSquad): string =>
  `${c.name} (${c.id}, Space Hulk squad): ${c.membersAlive}/${c.members.length} members, ${careerInWords(c)}`;

/** A derived roster squad (the roster holds characters of every system). */
export const isDerivedSquad = (c: { system: string }): c is DerivedSquad => c.system === HULK;
