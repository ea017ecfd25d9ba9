/** The engine's test game (simultaneous choices, dice, a bonus): for tests and tools, never offered in the studio. */
import { z } from "zod";
import { diceRace } from "../../engine/core/testgames/dice-race";
import type { GameModule } from "../types";

export const diceRaceModule: GameModule<null> = {
  id: "test/dice-race",
  title: "Odds & Evens Dice Race (test game)",
  testOnly: true,
  game: diceRace,
  content: null,
  parse: () => null,
  options: z
    .object({
      target: z.number().int().min(1).max(1000),
      handSize: z.number().int().min(1).max(10),
      bonus: z.number().int().min(0).max(10),
      maxRounds: z.number().int().min(1).max(1000),
    })
    .partial(),
  seatNames: ["Odds", "Evens"],
};
