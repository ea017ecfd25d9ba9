/**
 * Lost Worlds scenarios on hex terrain as a game module: played with one scenario document (its
 * figures carry their books), one seat per side. Rule options set here override the document's.
 */
import { scenarioOptionsSchema } from "../../content/kinds/scenario";
import sample from "../../content/samples/hall.scenario.json";
import { scenarioGame } from "../../engine/scenario/game";
import type { ScenarioSource } from "../../engine/scenario/input";
import type { GameModule, SummaryTable } from "../types";
import type { SimSummary } from "../../engine/core/simulation";
import { parseScenario } from "./compile";

export const scenarioModuleOptions = scenarioOptionsSchema.partial().strict();

/** Mean victory points per seat and the mean number of turns, from the engine's metrics. */
export function victoryPointsTable(summary: SimSummary): SummaryTable {
  const rows: (string | number)[][] = [];
  for (let seat = 0; summary.metrics[`vp.${seat}`]; seat++) rows.push([`seat ${seat + 1}`, summary.metrics[`vp.${seat}`].mean.toFixed(2)]);
  if (summary.metrics.turns) rows.push(["turns", summary.metrics.turns.mean.toFixed(2)]);
  return { title: "Victory points per side (mean)", columns: ["side", "mean"], rows };
}

export const scenarioModule: GameModule<ScenarioSource> = {
  id: "scenario",
  title: "Lost Worlds scenario",
  // 2: the side picks which figure moves next, halts and engagements are choices, and several
  // figures may fight one (older logs lack those choices).
  // 3: figures cast spells in the Movement Phase and may restore spell points.
  // 4: a weapon dropped when jumped onto is carried into fights; figures that dematerialise to
  // regenerate leave the board and Touch whoever stands in their space when they come back.
  rulesVersion: 4,
  game: scenarioGame,
  content: {
    kind: "scenario",
    slots: ["Scenario"],
    combine: ([body]) => body,
    sample: () => sample.body,
    cliFlag: { name: "scenario", help: "the scenario to play (same as --content; default: the sample hall)" },
  },
  parse: (content) => parseScenario(content ?? sample.body),
  options: scenarioModuleOptions,
  // Seats are the scenario's sides: "Your turn (The Valkyrie)".
  seatNamesFor: (source) => source.sides.map((s) => s.name),
  bench: { options: {}, label: "2-figure hall" },
  summaryTables: (summary) => [victoryPointsTable(summary)],
};
