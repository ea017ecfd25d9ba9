/** Lost Patrol as a game module: played with one tile set, whose `rules` record holds its rule options. */
import { playedTilesetSchema, tilesetRulesSchema } from "../../content/kinds/tileset";
import sample from "../../content/samples/lost-patrol.tileset.json";
import { lostPatrol } from "../../engine/lostpatrol/game";
import type { LostPatrolContent } from "../../engine/lostpatrol/content";
import { parseWith } from "../parse";
import type { GameModule } from "../types";
import { jungleSweep } from "./sweep-spec";

export const lostPatrolModule: GameModule<LostPatrolContent | null> = {
  id: "lostpatrol",
  title: "Lost Patrol",
  game: lostPatrol,
  content: {
    kind: "tileset",
    slots: ["Tile set"],
    combine: ([tileset]) => tileset,
    sample: () => sample.body,
    cliFlag: { name: "tileset", help: "the tile set to play (same as --content; default: the sample tile set)" },
  },
  // Null plays the engine's standard deck (the bench and quick simulations).
  parse: (content) => (content === null || content === undefined ? null : parseWith(playedTilesetSchema, content, "tileset", "tile set")),
  options: tilesetRulesSchema,
  // The seed's two players: "Один играет за отряд разведчиков, другой игрок управляет инопланетными монстрами".
  seatNames: ["Soldiers", "Monsters"],
  sweep: jungleSweep,
};
