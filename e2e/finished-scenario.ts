// Prints a whole game of the sample hall scenario between greedy bots as a playtest body (seed +
// log), for the campaign test. Run through tsx (`node --import tsx e2e/finished-scenario.ts
// <seed>`): the scenario module imports its sample as a JSON module, which Playwright's loader cannot.
import hall from "../lib/content/samples/hall.scenario.json";
import { createBot, playOut } from "../lib/engine/core/bots";
import { scenarioModule } from "../lib/games/scenario/module";

const seed = process.argv[2] ?? "campaign-e2e";
const content = hall.body;
const game = scenarioModule.game;
const bots = [createBot(game, { kind: "greedy" }, "valkyrie"), createBot(game, { kind: "greedy" }, "raiders")];
const { log, state } = playOut(game, game.setup(scenarioModule.parse(content), game.defaultOptions, seed), bots);
const seats = hall.body.sides.map((s) => ({ label: s.name, controller: "human" }));
process.stdout.write(JSON.stringify({ body: { gameId: "scenario", seed, options: {}, content, seats, log }, result: game.result(state) }));
