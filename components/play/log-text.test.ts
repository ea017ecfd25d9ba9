import { describe, expect, it } from "vitest";
import { createBot, playOut } from "@/lib/engine/core/bots";
import { hulk } from "@/lib/engine/hulk/game";
import { STEALERS, type HulkAction } from "@/lib/engine/hulk/types";
import { lostPatrol } from "@/lib/engine/lostpatrol/game";
import { describeHulkAction } from "./hulk/events";
import { logLines } from "./log-text";

/** A finished Pitfall game between greedy bots, with the state before each step. */
function pitfallGame(seed: number) {
  const start = hulk.setup(null, {}, seed);
  const { log } = playOut(hulk, start, [0, 1].map((seat) => createBot(hulk, { kind: "greedy" }, `log-${seed}-${seat}`)));
  const states = [start];
  for (const entry of log) states.push(hulk.apply(states[states.length - 1], entry.action).state);
  return { log, states };
}

describe("the playtest log in words", () => {
  const { log, states } = pitfallGame(3);
  const lines = logLines(hulk, log, states);
  const text = lines.flatMap((l) => [l.action, ...l.events]);

  it("never tells the Marines what a blip holds, though the Genestealers' own view would", () => {
    const blipWithContents = /Blip #\d+ \(\d\)/;
    expect(text.filter((t) => blipWithContents.test(t))).toEqual([]);
    // The leak this guards against: the same blip moves read against the Genestealer's view.
    const stealerWords = log
      .map((entry, i) => ({ entry, i }))
      .filter(({ entry }) => entry.action.seat === STEALERS)
      .map(({ entry, i }) => describeHulkAction(hulk.view(states[i], STEALERS), entry.action as HulkAction));
    expect(stealerWords.some((t) => blipWithContents.test(t))).toBe(true);
  });

  it("names Marines in events by their names in the squad, not by number", () => {
    const squad = hulk.view(states[0], 0).board.squad.map((m) => m.name);
    const shots = text.filter((t) => / fires at /.test(t));
    expect(shots.length).toBeGreaterThan(0);
    for (const t of shots) expect(squad.some((name) => t.startsWith(name)), t).toBe(true);
    expect(text.some((t) => /^Marine #/.test(t))).toBe(false);
    expect(lines).toHaveLength(log.length);
  });

  it("falls back to an action's and an event's raw fields for a game without words", () => {
    const s0 = lostPatrol.setup(null, lostPatrol.defaultOptions, 1);
    const action = lostPatrol.legalActions(s0, lostPatrol.activeSeats(s0)[0])[0];
    const out = lostPatrol.apply(s0, action);
    const [line] = logLines(lostPatrol, [{ action, events: out.events }], [s0, out.state]);
    expect(line.action).toMatch(/^type /);
    expect(line.events.length).toBe(out.events.length);
    if (out.events.length) expect(line.events[0]).toMatch(new RegExp(`^${out.events[0].type}`));
  });
});
