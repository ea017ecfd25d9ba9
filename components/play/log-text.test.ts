import { describe, expect, it } from "vitest";
import { createBot, playOut } from "@/lib/engine/core/bots";
import { hulk } from "@/lib/engine/hulk/game";
import { STEALERS, type HulkAction } from "@/lib/engine/hulk/types";
import { lostPatrol } from "@/lib/engine/lostpatrol/game";
import { diceRace } from "@/lib/engine/core/testgames/dice-race";
import { describeAction } from "./GenericBoard";
import { pitfallBoard } from "@/lib/games/hulk/compile";
import { describeHulkAction } from "@/components/games/hulk/events";
import { describeLostPatrolEvent } from "@/components/games/lostpatrol/events";
import { logLines } from "./log-text";

/** A finished Pitfall game between greedy bots, with the state before each step. */
function pitfallGame(seed: number) {
  const start = hulk.setup(pitfallBoard(), {}, seed);
  const { log } = playOut(
    hulk,
    start,
    [0, 1].map((seat) => createBot(hulk, { kind: "greedy" }, `log-${seed}-${seat}`)),
  );
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
    for (const t of shots)
      expect(
        squad.some((name) => t.startsWith(name)),
        t,
      ).toBe(true);
    expect(text.some((t) => /^Marine #/.test(t))).toBe(false);
    expect(lines).toHaveLength(log.length);
  });

  it("falls back to an action's and an event's raw fields for a game without words", () => {
    const s0 = diceRace.setup(null, diceRace.defaultOptions, 1);
    const action = diceRace.legalActions(s0, diceRace.activeSeats(s0)[0])[0];
    const out = diceRace.apply(s0, action);
    const [line] = logLines(diceRace, [{ action, events: out.events }], [s0, out.state]);
    expect(line.action).toBe(describeAction(action));
    expect(line.events.length).toBe(out.events.length);
    expect(out.events.length).toBeGreaterThan(0);
    expect(line.events[0]).toMatch(new RegExp(`^${out.events[0].type}`));
  });
});

describe("the Lost Patrol log in words", () => {
  /** Finished games between random and greedy bots, with the state before each step. */
  function patrolGame(seed: number, bot: "random" | "greedy") {
    const start = lostPatrol.setup(null, {}, seed);
    const { log } = playOut(
      lostPatrol,
      start,
      [0, 1].map((seat) => createBot(lostPatrol, { kind: bot }, `lp-log-${seed}-${seat}`)),
    );
    const states = [start];
    for (const entry of log) states.push(lostPatrol.apply(states[states.length - 1], entry.action).state);
    return { log, states };
  }

  it("words every action and event of whole games, none left as raw fields", () => {
    const seen = new Set<string>();
    for (const [seed, bot] of [
      [1, "greedy"],
      [2, "greedy"],
      [3, "random"],
      [4, "greedy"],
    ] as const) {
      const { log, states } = patrolGame(seed, bot);
      const lines = logLines(lostPatrol, log, states);
      expect(lines).toHaveLength(log.length);
      lines.forEach((line, i) => {
        expect(line.action, JSON.stringify(log[i].action)).not.toMatch(/^type |[{}]/);
        log[i].events.forEach((e, j) => {
          seen.add(e.type);
          expect(line.events[j], JSON.stringify(e)).toMatch(/^[A-Z0-9].*\.$/);
          expect(line.events[j]).not.toMatch(/[{}]/);
        });
      });
    }
    // The games above went through the busy parts of the rules.
    for (const type of [
      "turn",
      "tile-drawn",
      "tile-laid",
      "tiles-removed",
      "soldier-moved",
      "stack-created",
      "ambush",
      "soldier-killed",
      "end",
    ]) {
      expect(seen, type).toContain(type);
    }
  });

  it("says what each event means at the table", () => {
    const ambush = {
      type: "ambush",
      at: { q: 1, r: 0 },
      monsters: 3,
      monsterDie: 3,
      humanDice: [2, 5],
      monsterStrength: 4,
      humanStrength: 6,
      outcome: "humans",
    };
    expect(describeLostPatrolEvent(ambush)).toBe(
      "Ambush at 1 tile east of the start: 3 monsters roll 3 (strength 4), the soldiers roll 2, 5 (strength 6): the soldiers win: one " +
        "monster dies and the rest fall back.",
    );
    expect(describeLostPatrolEvent({ type: "soldier-killed", soldier: 3, kind: "infantry", cause: "extra", at: { q: 0, r: 1 } })).toBe(
      "Infantry #3 dies at 1 tile south-east of the start (one too many on the tile, lost in the jungle).",
    );
    expect(
      describeLostPatrolEvent({ type: "stack-moved", from: { q: 0, r: 0 }, to: { q: 2, r: 0 }, lost: 2, monsters: 5, merged: true }),
    ).toBe(
      "The stack marches the start → 2 tiles east of the start, losing 2 on the way: 5 monsters there (merged with the stack already " +
        "there).",
    );
    expect(describeLostPatrolEvent({ type: "end", reason: "ring closed", winner: 1 })).toBe("Game over: the monsters win (ring closed).");
    expect(describeLostPatrolEvent({ type: "something-new" })).toBeNull();
  });
});
