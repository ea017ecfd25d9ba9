/**
 * Space Hulk as a game module: played with a mission and, optionally, a ruleset document (the
 * base-game numbers otherwise). The module compiles both into the engine's board once per content.
 */
import { z } from "zod";
import { hulk } from "../../engine/hulk/game";
import type { HulkBoard } from "../../engine/hulk/types";
import type { GameModule } from "../types";
import { boardFor, pitfallMission } from "./compile";
import { missionSweep } from "./sweep-spec";

export const hulkOptionsSchema = z.object({
  maxTurns: z.number().int("Expected a whole number of turns").min(1).max(1000).optional(),
});

export const hulkModule: GameModule<HulkBoard> = {
  id: "hulk",
  title: "Space Hulk",
  game: hulk,
  // 1: the first rules as played. 2: one piece per square when Genestealers are placed, forced
  // conversion after a Marine's reaction, rubble rolled only for piles the shot passes through,
  // all waiting blips mixed back at the unlimited turn, the pool of exactly the mission's
  // Genestealers, lures, the turn cap off by default, the retreat's overwatch window and the
  // free shot lost to an intervening action: older logs may stop replaying where these apply.
  rulesVersion: 2,
  content: {
    kind: "mission",
    slots: ["Mission"],
    // A mission plays with the base-game numbers unless the player picks a ruleset document.
    companion: { kind: "ruleset", label: "Ruleset" },
    combine: ([mission], ruleset) => (ruleset === null || ruleset === undefined ? mission : { mission, ruleset }),
    sample: () => pitfallMission(),
    cliFlag: { name: "mission", help: "the mission to play (default: the Pitfall sample), with the base ruleset" },
  },
  parse: boardFor,
  options: hulkOptionsSchema,
  seatNames: ["Marines", "Genestealers"],
  sweep: missionSweep,
};
