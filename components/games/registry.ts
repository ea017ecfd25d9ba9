// Each game's UI parts, registered against the id of its game module (lib/games/registry.ts).
// A game without an entry plays on the generic board.
import type { ComponentType } from "react";
import { GenericBoard } from "@/components/play/GenericBoard";
import type { BoardProps, ResultPanelProps } from "@/components/play/types";
import { campaignSystemIds, type DerivedCharacter } from "@/lib/content/campaign/systems";
import type { CampaignUi } from "./campaign-types";
import { hulkUi } from "./hulk/ui";
import { islandUi } from "./island/ui";
import { lostPatrolUi } from "./lostpatrol/ui";
import { lostWorldsUi } from "./lostworlds/ui";
import { scenarioUi } from "./scenario/ui";
import type { GameUi } from "./types";

const GAME_UI: Record<string, GameUi> = {
  lostpatrol: lostPatrolUi,
  hulk: hulkUi,
  lostworlds: lostWorldsUi,
  island: islandUi,
  scenario: scenarioUi,
};

export function uiFor(gameId: string): GameUi | null {
  return Object.hasOwn(GAME_UI, gameId) ? GAME_UI[gameId] : null;
}

export function boardFor(gameId: string): ComponentType<BoardProps> {
  return (uiFor(gameId)?.Board as ComponentType<BoardProps> | undefined) ?? GenericBoard;
}

/** What a finished playtest of this game offers under its board, if anything. */
export function resultPanelFor(gameId: string): ComponentType<ResultPanelProps> | null {
  return (uiFor(gameId)?.ResultPanel as ComponentType<ResultPanelProps> | undefined) ?? null;
}

/**
 * The campaign editor's parts of the games with campaign characters, in the order of the campaign
 * systems (lib/content/campaign/systems.ts); each part is handed only its own system's characters.
 */
export function campaignParts(): { id: string; ui: CampaignUi<DerivedCharacter> }[] {
  return campaignSystemIds().flatMap((id) => {
    const ui = uiFor(id)?.campaign as CampaignUi<DerivedCharacter> | undefined;
    return ui ? [{ id, ui }] : [];
  });
}
