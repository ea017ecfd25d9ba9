// Space Hulk squads in the campaign editor: their members (alive or lost, and their kills) on the
// roster, a squad added from a mission's forces, a recruit for a squad, and a mission played at
// the table recorded by hand.
import type { DerivedSquad } from "@/lib/content/hulk/campaign/derived";
import type { CampaignPartProps, CampaignUi } from "../../campaign-types";
import { AddRecruit, AddSquad } from "./AddSquad";
import { RecordMissionByHand } from "./RecordMissionByHand";
import { SquadMembers } from "./SquadMembers";

/** Squads that may still fight: a retired one records no more missions and takes no recruits. */
const active = (squads: DerivedSquad[]) => squads.filter((s) => s.status !== "retired");

function Recruit({ body, characters, onCommand }: CampaignPartProps<DerivedSquad>) {
  const squads = active(characters);
  return squads.length > 0 ? <AddRecruit body={body} squads={squads} onCommand={onCommand} /> : null;
}

function MissionByHand({ characters, isGm, post }: CampaignPartProps<DerivedSquad>) {
  const squads = active(characters);
  return isGm && squads.length > 0 ? <RecordMissionByHand squads={squads} onPost={post} /> : null;
}

export const hulkCampaignUi: CampaignUi<DerivedSquad> = {
  addHint: "a squad from a Space Hulk mission",
  columns: [{ header: "Members", Cell: ({ character, derived }) => <SquadMembers squad={character} timeline={derived.timeline} /> }],
  add: { tab: "Choose a Space Hulk mission…", Form: AddSquad },
  RosterTools: Recruit,
  Panels: MissionByHand,
};
