/**
 * `hexfolio scenario zones <scenario.json>`: every pair of figures in a scenario, at the positions
 * the document places them, and whether each is in the other's Battle Zone under the height rule
 * (adjacent, and the figure on the lower level taller than the difference in levels).
 */
import { scenarioFromFile, scenarioZones } from "../../games/scenario/zones";
import { ContentError } from "../../games/types";
import { EXIT_OK, InputError, UsageError, type Command } from "../command";
import { readJsonFile } from "../json-input";

export const scenarioCommand: Command = {
  name: "scenario",
  summary: "Lost Worlds scenario tools: which figures are in each other's Battle Zone",
  usage: "scenario zones <scenario.json> [--json]",
  details: "  zones    every pair of figures at their starting spaces, adjacent or not, and in each other's Battle Zone or not",
  options: {},
  async run({ positionals, json, io }) {
    const [sub, file] = positionals;
    if (sub !== "zones") throw new UsageError(`scenario: expected the subcommand "zones", got ${sub ? `"${sub}"` : "none"}`);
    if (!file) throw new UsageError("scenario zones: expected a scenario file");
    const doc = await readJsonFile(file, io.cwd);
    let pairs;
    try {
      pairs = scenarioZones(scenarioFromFile(doc));
    } catch (e) {
      if (e instanceof ContentError) throw new InputError(`${file}: ${e.message}`);
      throw e;
    }
    if (json) io.out(JSON.stringify({ pairs }, null, 2) + "\n");
    else
      for (const p of pairs)
        io.out(
          `${p.a} (height ${p.heights[0]}, level ${p.levels[0]}) and ${p.b} (height ${p.heights[1]}, level ${p.levels[1]}): ` +
            `${!p.adjacent ? "not adjacent" : p.aInZoneOfB ? "in each other's Battle Zone" : "adjacent, but not in each other's Battle Zone"}\n`,
        );
    return EXIT_OK;
  },
};
