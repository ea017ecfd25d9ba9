// Lint per document kind, typed by KindId so every registered kind must say whether it has lint.
import type { KindId } from "../content/registry";
import type { TilesetBody } from "../content/kinds/tileset";
import type { Diagnostic } from "./diagnostic";
import { lintTileset } from "./tileset";
import type { BookBody } from "../content/kinds/book";
import { lintBook } from "./book";
import type { MissionBody } from "../content/kinds/mission";
import { lintMission } from "./mission";
import type { CampaignBody } from "../content/kinds/campaign";
import { lintCampaign } from "./campaign";
import type { BoardBody } from "../content/kinds/board";
import { lintBoard } from "./board";
import type { IslandBody } from "../content/kinds/island";
import { lintIsland } from "./island";
import type { ScenarioBody } from "../content/kinds/scenario";
import { lintScenario } from "./scenario";

export const LINTERS: Record<KindId, ((body: never) => Diagnostic[]) | null> = {
  tileset: lintTileset as (body: TilesetBody) => Diagnostic[],
  book: lintBook as (body: BookBody) => Diagnostic[],
  playtest: null,
  mission: lintMission as (body: MissionBody) => Diagnostic[],
  ruleset: null,
  campaign: lintCampaign as (body: CampaignBody) => Diagnostic[],
  board: lintBoard as (body: BoardBody) => Diagnostic[],
  island: lintIsland as (body: IslandBody) => Diagnostic[],
  scenario: lintScenario as (body: ScenarioBody) => Diagnostic[],
};
