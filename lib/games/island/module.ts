/**
 * Lost: The Board Game as a game module: played with one island document, for 2 to 8 players
 * (one seat each) under the Beginner or the Advanced rules.
 */
import { z } from "zod";
import { islandBodySchema } from "../../content/kinds/island";
import sample from "../../content/samples/lost.island.json";
import { wilson } from "../../engine/core/stats";
import { island } from "../../engine/island/game";
import type { IslandInput } from "../../engine/island/input";
import { MAX_PLAYERS, MIN_PLAYERS } from "../../engine/island/options";
import { parseWith } from "../parse";
import type { GameModule, SummaryTable } from "../types";
import { compileIsland } from "./compile";
import { playerCountSweep } from "./sweep";

export const islandOptionsSchema = z
  .object({
    players: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
    rules: z.enum(["beginner", "advanced"]),
    layout: z.string().max(48),
    tableActions: z.boolean(),
    maxRounds: z.number().int().min(1).max(500),
  })
  .partial()
  .strict();

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Win rate per Starting Character, from the `start:<id>` and `win:<id>` counts the engine reports. */
export function startingCharacterTable(metrics: Record<string, { mean: number; games: number }>): SummaryTable {
  const total = (k: string) => Math.round((metrics[k]?.mean ?? 0) * (metrics[k]?.games ?? 0));
  const rows = Object.keys(metrics)
    .filter((k) => k.startsWith("start:"))
    .map((k) => {
      const id = k.slice("start:".length);
      const starts = total(k);
      const wins = total(`win:${id}`);
      const w = wilson(wins, starts);
      return { id, starts, wins, w };
    })
    .sort((a, b) => b.w.p - a.w.p || a.id.localeCompare(b.id))
    .map((r) => [r.id, r.starts, r.wins, pct(r.w.p), `${pct(r.w.low)}–${pct(r.w.high)}`]);
  return { title: "Win rate by Starting Character", columns: ["character", "started", "won", "win rate", "95% interval"], rows };
}

export const islandModule: GameModule<IslandInput> = {
  id: "island",
  title: "Lost: The Board Game",
  game: island,
  content: {
    kind: "island",
    slots: ["Island"],
    combine: ([body]) => body,
    sample: () => sample.body,
    cliFlag: { name: "island", help: "the island to play (same as --content; default: the sample island)" },
  },
  parse: (content) => compileIsland(parseWith(islandBodySchema, content ?? sample.body, "island")),
  options: islandOptionsSchema,
  // Seats are players, numbered as the log and the board name them.
  seatNames: Array.from({ length: MAX_PLAYERS }, (_, i) => `Player ${i + 1}`),
  setupOptions: [
    {
      key: "players",
      label: "Players",
      cliFlag: "players",
      help: "how many players, 2 to 8 (default 4)",
      values: { kind: "integer", min: MIN_PLAYERS, max: MAX_PLAYERS },
      seats: true,
    },
    {
      key: "rules",
      label: "Rules",
      cliFlag: "rules",
      help: "beginner or advanced (default advanced)",
      values: {
        kind: "choice",
        choices: [
          ["advanced", "Advanced"],
          ["beginner", "Beginner"],
        ],
      },
    },
    {
      key: "tableActions",
      label: "Table actions (leave, shared win, claim a written Win Condition)",
      help: "players may leave, agree a shared win and claim Win Conditions the engine cannot check",
      values: { kind: "boolean" },
      playDefault: true,
    },
  ],
  sweep: playerCountSweep,
  bench: { options: { players: 4, rules: "advanced" }, label: "4-seat Advanced" },
  summaryTables: (summary) => [startingCharacterTable(summary.metrics)],
};
