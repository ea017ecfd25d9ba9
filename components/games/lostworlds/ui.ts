import dynamic from "next/dynamic";
import { createElement } from "react";
import { Loading } from "@/components/studio/Loading";
import type { GameUi } from "../types";
import { describeLostWorldsEvent, lostWorldsOutcomes } from "./events";
import { lostWorldsCampaignUi } from "./campaign/parts";

// The duel, the tournament (with its chart) and the result panel are chunks of their own, loaded where they are shown.
const LostWorldsBoard = dynamic(() => import("./LostWorldsBoard").then((m) => m.LostWorldsBoard), {
  loading: () => createElement(Loading, { what: "the duel" }),
});
const BookTournament = dynamic(() => import("./BookTournament").then((m) => m.BookTournament), {
  loading: () => createElement(Loading, { what: "the tournament" }),
});
const DuelResultPanel = dynamic(() => import("./RecordInCampaign").then((m) => m.DuelResultPanel), {
  loading: () => createElement(Loading, { what: "the campaign choices" }),
});

export const lostWorldsUi: GameUi = {
  Board: (props) => createElement(LostWorldsBoard, props),
  ResultPanel: (props) => createElement(DuelResultPanel, props),
  words: { event: describeLostWorldsEvent },
  outcomes: lostWorldsOutcomes,
  // A duel is measured between books: every pair of the chosen books plays.
  Tournament: ({ documents, botChoices }) => createElement(BookTournament, { books: documents, botChoices }),
  campaign: lostWorldsCampaignUi,
};
