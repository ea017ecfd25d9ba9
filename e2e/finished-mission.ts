// Prints a whole Pitfall game between greedy bots as a playtest body (seed + log), for the
// campaign test. Run through tsx (`node --import tsx e2e/finished-mission.ts <ref-json>`): the
// hulk engine imports its sample mission as a JSON module, which Playwright's loader cannot.
import pitfall from "../lib/content/samples/pitfall.mission.json";
import { createBot, playOut } from "../lib/engine/core/bots";
import { hulkModule } from "../lib/games/hulk/module";

const ref = JSON.parse(process.argv[2] ?? "null");
const seed = "campaign-e2e";
const content = pitfall.body;
const hulk = hulkModule.game;
const bots = [createBot(hulk, { kind: "greedy" }, "marines"), createBot(hulk, { kind: "greedy" }, "stealers")];
const { log } = playOut(hulk, hulk.setup(hulkModule.parse(content), hulk.defaultOptions, seed), bots);
const seats = [
  { label: "Marines", controller: "human" },
  { label: "Genestealers", controller: "human" },
];
process.stdout.write(JSON.stringify({ gameId: "hulk", seed, options: {}, contentRef: ref, content, seats, log }));
