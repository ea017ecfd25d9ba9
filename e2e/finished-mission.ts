// Prints a whole Pitfall game between greedy bots as a playtest body (seed + log), for the
// campaign test. Run through tsx (`node --import tsx e2e/finished-mission.ts <ref-json>`): the
// hulk engine imports its sample mission as a JSON module, which Playwright's loader cannot.
import pitfall from "../lib/content/samples/pitfall.mission.json";
import { createBot } from "../lib/engine/core/bots";
import { hulk } from "../lib/engine/hulk";

const ref = JSON.parse(process.argv[2] ?? "null");
const seed = "campaign-e2e";
const content = pitfall.body;
let state = hulk.setup(content, hulk.defaultOptions, seed);
const bots = [createBot(hulk, { kind: "greedy" }, "marines"), createBot(hulk, { kind: "greedy" }, "stealers")];
const log: { action: unknown; events: unknown[] }[] = [];
while (!hulk.result(state)) {
  const seat = hulk.activeSeats(state)[0];
  const action = bots[seat].choose(state, seat);
  const out = hulk.apply(state, action);
  log.push({ action, events: out.events });
  state = out.state;
}
const seats = [{ label: "Marines", controller: "human" }, { label: "Genestealers", controller: "human" }];
process.stdout.write(JSON.stringify({ gameId: "hulk", seed, options: {}, contentRef: ref, content, seats, log }));
