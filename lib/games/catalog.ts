/** What the studio's forms need to know of each game (plain data, sent to the browser). */
import { hasStepMatrix } from "../engine/core/equilibrium";
import { getKind } from "../content/registry";
import { loadModules } from "./registry";
import { currentRulesVersion } from "./rules-version";
import type { GameModule, SetupOption } from "./types";

export interface GameInfo {
  id: string;
  name: string;
  seats: number;
  contentKind: string | null;
  /** The content kind as people call it ("Tile set", "Tile sets"), null when the game needs none. */
  contentLabel: { one: string; many: string } | null;
  /** One label per content document the game is set up from (empty when it needs none). */
  contentSlots: string[];
  /** Labels of optional further documents; each one chosen adds a seat (a multi-player fight). */
  extraSlots: string[];
  /** An optional document of another kind the content plays with (a mission's ruleset), or null. */
  companion: { kind: string; label: string } | null;
  /** What each seat is called (empty when the seats are alike). */
  seatNames: string[];
  /** Bot controllers this game can use, as [spec, label]. */
  bots: [string, string][];
  /** The label of the game's balance sweep, when it has one. */
  sweep: string | null;
  /** Measured as tournaments between documents (every pair plays). */
  tournament: boolean;
  /** Options chosen per match (players, rule set), with what each starts at in a form for people. */
  setupOptions: (SetupOption & { start: string | number | boolean })[];
  /** The version of the rules a new playtest is stamped with (rules-version.ts). */
  rulesVersion: number;
}

const GENERIC_BOTS: [string, string][] = [
  ["random", "Bot: random"],
  ["greedy", "Bot: greedy"],
  ["mcts:200", "Bot: MCTS"],
];

export function gameInfo(m: GameModule): GameInfo {
  const game = m.game;
  return {
    id: m.id,
    name: m.title,
    seats: game.seatCount(game.defaultOptions, undefined),
    contentKind: m.content?.kind ?? null,
    contentLabel: m.content
      ? { one: getKind(m.content.kind)?.label ?? m.content.kind, many: getKind(m.content.kind)?.plural ?? m.content.kind }
      : null,
    contentSlots: m.content?.slots ?? [],
    extraSlots: m.content?.extraSlots ?? [],
    companion: m.content?.companion ?? null,
    seatNames: m.seatNames ?? [],
    bots: hasStepMatrix(game) ? [...GENERIC_BOTS, ["equilibrium", "Bot: equilibrium (strong)"]] : GENERIC_BOTS,
    sweep: m.sweep?.label ?? null,
    tournament: !!m.tournament,
    setupOptions: (m.setupOptions ?? []).map((o) => ({
      ...o,
      start: o.playDefault ?? (game.defaultOptions as Record<string, string | number | boolean> | null)?.[o.key] ?? "",
    })),
    rulesVersion: currentRulesVersion(m),
  };
}

/** Whether this studio offers the engine's test games (its end-to-end tests do; a deployment never does). */
export function testGamesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.HEXFOLIO_TEST_GAMES === "1";
}

/** The games people can play and simulate (test games left out unless asked for). */
export async function playableGames(includeTestGames = testGamesEnabled()): Promise<GameInfo[]> {
  return (await loadModules()).filter((m) => includeTestGames || !m.testOnly).map(gameInfo);
}
