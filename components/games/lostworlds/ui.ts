import { createElement } from "react";
import type { GameUi } from "../types";
import { BookTournament } from "./BookTournament";
import { describeLostWorldsEvent, lostWorldsOutcomes } from "./events";
import { LostWorldsBoard } from "./LostWorldsBoard";
import { lostWorldsCampaignUi } from "./campaign/parts";
import { DuelResultPanel } from "./RecordInCampaign";

export const lostWorldsUi: GameUi = {
  Board: LostWorldsBoard,
  ResultPanel: DuelResultPanel,
  words: { event: describeLostWorldsEvent },
  outcomes: lostWorldsOutcomes,
  // A duel is measured between books: every pair of the chosen books plays.
  Tournament: ({ documents, botChoices }) => createElement(BookTournament, { books: documents, botChoices }),
  campaign: lostWorldsCampaignUi,
};
