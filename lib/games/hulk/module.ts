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
