/** A Space Hulk squad's running state while the derivation replays the ledger: its members, alive or lost, and their kills. */
import { startCareer, type CareerState } from "../../campaign/career";
import { HULK, type HulkSquadCharacter } from "./schema";

export interface SquadMemberState {
  id: string;
  name: string;
  role: string;
  alive: boolean;
  kills: number;
  /** The battle entry in which the member was lost. */
  lostIn: string | null;
}

export interface SquadState extends CareerState {
  system: typeof HULK;
  character: HulkSquadCharacter;
  members: SquadMemberState[];
}

export function initialSquadState(character: HulkSquadCharacter): SquadState {
  return {
    ...startCareer(),
    system: HULK,
    character,
    members: character.squad.members.map((m) => ({ ...m, alive: true, kills: 0, lostIn: null })),
  };
}
