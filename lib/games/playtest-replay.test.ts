import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { hulkModule } from "./hulk/module";
import { botToAct, playBotTurn } from "./bot-turn";
import { continueUnderCurrentRules, replayPlaytest, type ReplayableLog } from "./playtest-replay";
import { currentRulesVersion } from "./rules-version";
import { loadModules } from "./registry";

/**
 * A Pitfall playtest recorded by the studio before the rules version 2 fixes (its first 40
 * moves, with the mission as the studio's sample was then), greedy bots on both seats. Those
 * rules drew the opening blips differently, so today's rules part from it at move 16.
 */
const firstRules = JSON.parse(
  fs.readFileSync(new URL("./hulk/first-rules.playtest.fixture.json", import.meta.url), "utf8"),
) as ReplayableLog;

/** A greedy-bot playtest of `mod`'s sample, `turns` bot turns long, played as the playtest player plays it. */
function botPlaytest(turns: number) {
  const mod = hulkModule;
  const body = {
    gameId: mod.id,
    seed: "replay-test",
    rulesVersion: currentRulesVersion(mod),
    options: {},
    content: mod.content!.sample(),
    seats: [{ controller: "greedy" }, { controller: "greedy" }],
    log: [] as ReplayableLog["log"],
  };
  let timeline = replayPlaytest(mod, body);
  for (let t = 0; t < turns; t++) {
    const { entries } = playBotTurn(mod.game, body, timeline.states[timeline.states.length - 1], body.log.length);
    body.log = [...body.log, ...entries];
    timeline = replayPlaytest(mod, body, timeline);
  }
  return { body, timeline };
}

describe("playtest replay", () => {
  it("extends a replay by the new moves only, with the same states as a replay from the seed", () => {
    const { body, timeline } = botPlaytest(12);
    expect(timeline.divergence).toBeNull();
    expect(timeline.states).toHaveLength(body.log.length + 1);
    expect(timeline.states).toEqual(replayPlaytest(hulkModule, body).states);
    // One more move: the states before it are the very same objects.
    const state = timeline.states[timeline.states.length - 1];
    const seat = hulkModule.game.activeSeats(state)[0];
    const action = hulkModule.game.legalActions(state, seat)[0];
    const longer = { ...body, log: [...body.log, { action, events: hulkModule.game.apply(state, action).events }] };
    const next = replayPlaytest(hulkModule, longer, timeline);
    expect(next.states).toHaveLength(longer.log.length + 1);
    for (let i = 0; i < timeline.states.length; i++) expect(next.states[i]).toBe(timeline.states[i]);
  });

  it("a bot's turn is every action its seat takes in a row, and stops where the other seat is to act", () => {
    const { body, timeline } = botPlaytest(6);
    const game = hulkModule.game;
    const state = timeline.states[timeline.states.length - 1];
    const seat = botToAct(game, body, state)!;
    const { entries, state: after } = playBotTurn(game, body, state, body.log.length);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action.seat === seat)).toBe(true);
    expect(game.result(after) !== null || botToAct(game, body, after) !== seat).toBe(true);
    // A person's seat is never played: with the other seat a person, the bot hands over there.
    const withPerson = { ...body, seats: body.seats.map((s, i) => (i === seat ? s : { controller: "human" })) };
    expect(playBotTurn(game, withPerson, state, body.log.length).entries).toEqual(entries);
  });

  it("opens a playtest recorded under older rules at its last replayable move, and goes on from there under today's", () => {
    expect(firstRules.rulesVersion).toBeUndefined();
    const timeline = replayPlaytest(hulkModule, firstRules);
    expect(timeline.unplayable).toBeNull();
    expect(timeline.rules).toBe("older");
    expect(timeline.divergence).toMatchObject({ step: 15, reason: "events", action: { type: "deploy-blip" } });
    expect(timeline.states).toHaveLength(16);

    const continued = continueUnderCurrentRules(hulkModule, firstRules, timeline.divergence!.step);
    expect(continued.rulesVersion).toBe(2);
    expect(continued.log).toEqual(firstRules.log.slice(0, 15));
    const again = replayPlaytest(hulkModule, continued);
    expect(again).toMatchObject({ divergence: null, rules: "current" });
    expect(hulkModule.game.activeSeats(again.states[15])).toHaveLength(1);

    const restarted = continueUnderCurrentRules(hulkModule, firstRules, 0);
    expect(restarted.log).toEqual([]);
    expect(replayPlaytest(hulkModule, restarted)).toMatchObject({ divergence: null, rules: "current", states: [expect.anything()] });
  });

  it("tells a damaged record of today's rules, and one from newer rules, from an older one", () => {
    expect(replayPlaytest(hulkModule, { ...firstRules, rulesVersion: 2 }).rules).toBe("current");
    expect(replayPlaytest(hulkModule, { ...firstRules, rulesVersion: 3 }).rules).toBe("newer");
    // An older record that still replays whole is played on as it is.
    const { body } = botPlaytest(3);
    const unstamped = { ...body, rulesVersion: undefined };
    expect(replayPlaytest(hulkModule, unstamped)).toMatchObject({ divergence: null, rules: "older" });
  });

  it("every game's rules version is a whole number from 1", async () => {
    for (const mod of await loadModules()) expect(Number.isInteger(currentRulesVersion(mod)) && currentRulesVersion(mod) >= 1).toBe(true);
  });
});
