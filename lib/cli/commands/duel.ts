/** `hexfolio duel`: placeholder until a game system (Lost Worlds) plugs in a duel engine. */
import { EXIT_USAGE, type Command } from "../command";

export const duelCommand: Command = {
  name: "duel",
  summary: "Play a duel between two books (not available yet)",
  usage: "duel <bookA.json> <bookB.json> [--seed S] [--json]",
  options: { seed: { type: "string" } },
  async run({ io }) {
    io.err("no duel engine is installed yet\n");
    return EXIT_USAGE;
  },
};
