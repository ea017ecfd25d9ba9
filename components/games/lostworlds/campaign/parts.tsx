// Lost Worlds characters in the campaign editor: their experience and maximum body points on the
// roster, the MODs and categories they may raise next, a character added from a book, and the
// duels played from the campaign or recorded at the table.
import type { DerivedLostWorldsCharacter } from "@/lib/content/lostworlds/campaign/derived";
import type { CampaignPartProps, CampaignUi } from "../../campaign-types";
import { AddFromBook } from "./AddFromBook";
import { NextChoices } from "./NextChoices";
import { PlayDuel } from "./PlayDuel";
import { RecordDuel } from "./RecordDuel";

/** A duel needs two characters: played from the campaign by anyone, recorded from the table by the game master. */
function DuelPanels({ campaignId, campaign, characters, isGm, post }: CampaignPartProps<DerivedLostWorldsCharacter>) {
  if (characters.length < 2) return null;
  return (
    <>
      {campaignId && <PlayDuel campaignId={campaignId} campaign={campaign} characters={characters} />}
      {isGm && <RecordDuel characters={characters} onPost={post} />}
    </>
  );
}

export const lostWorldsCampaignUi: CampaignUi<DerivedLostWorldsCharacter> = {
  addHint: "a character from a Lost Worlds book",
  columns: [
    { header: "XP", testId: "xp", Cell: ({ character }) => character.xp },
    { header: "Max body", Cell: ({ character }) => character.maxBody },
  ],
  Next: NextChoices,
  add: { tab: "Choose a Lost Worlds book…", Form: AddFromBook },
  Panels: DuelPanels,
};
