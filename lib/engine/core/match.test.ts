import { describe, expect, it } from "vitest";
import { randomBot } from "./bots";
import { IllegalActionError } from "./game";
import {
  createMatch,
  loadMatch,
  matchFromJSON,
  MatchFormatError,
  matchToJSON,
  play,
  replayTo,
  ReplayDivergenceError,
  undo,
  type LiveMatch,
} from "./match";
import { diceRace, type DiceRaceAction, type DiceRaceOptions, type DiceRaceState } from "./testgames/dice-race";

type M = LiveMatch<DiceRaceState, DiceRaceAction, DiceRaceOptions>;

function playOut(seed: string, limit = Infinity): M {
  let m: M = createMatch(diceRace, null, { seed });
  const bots = [randomBot(diceRace, `${seed}/0`), randomBot(diceRace, `${seed}/1`)];
  while (!diceRace.result(m.state) && m.record.log.length < limit) {
    const seat = diceRace.activeSeats(m.state)[0];
    m = play(diceRace, m, bots[seat].choose(m.state, seat));
  }
  return m;
}

describe("match log and replay", () => {
  it("replaying seed + log reproduces the final state, also after a JSON round trip", () => {
    const m = playOut("replay-1");
    expect(diceRace.result(m.state)).not.toBeNull();
    const record = matchFromJSON(matchToJSON(m.record));
    expect(replayTo(diceRace, null, record as typeof m.record)).toEqual(m.state);
    expect(loadMatch(diceRace, null, record as typeof m.record).result).toEqual(diceRace.result(m.state));
  });

  it("replays to any step", () => {
    const m = playOut("replay-2");
    const mid = playOut("replay-2", 3);
    expect(replayTo(diceRace, null, m.record, 3)).toEqual(mid.state);
    expect(replayTo(diceRace, null, m.record, 0)).toEqual(diceRace.setup(null, diceRace.defaultOptions, "replay-2"));
  });

  it("detects divergence and names the step", () => {
    const m = playOut("replay-3");
    const tampered = structuredClone(m.record);
    // Changing a recorded event makes step 3 diverge.
    tampered.log[3].events = [...tampered.log[3].events, { type: "forged" }];
    expect(() => replayTo(diceRace, null, tampered)).toThrow(ReplayDivergenceError);
    try {
      replayTo(diceRace, null, tampered);
    } catch (e) {
      expect((e as ReplayDivergenceError).step).toBe(3);
    }
    // A different seed changes the dice: some step diverges (an illegal die or other events).
    const reseeded = { ...m.record, seed: "other-seed" };
    expect(() => replayTo(diceRace, null, reseeded)).toThrow(ReplayDivergenceError);
  });

  it("undo drops the last action and recomputes by replay", () => {
    const m = playOut("undo", 5);
    const back = undo(diceRace, null, m);
    expect(back.record.log).toHaveLength(4);
    expect(back.state).toEqual(playOut("undo", 4).state);
    expect(undo(diceRace, null, m, 10).record.log).toHaveLength(0);
  });

  it("refuses illegal actions and does not mutate the input state", () => {
    const m = createMatch(diceRace, null, { seed: "illegal" });
    const before = structuredClone(m.state);
    expect(() => play(diceRace, m, { seat: 0, die: 99 })).toThrow(IllegalActionError);
    const a = diceRace.legalActions(m.state, 0)[0];
    const next = play(diceRace, m, a);
    expect(m.state).toEqual(before);
    expect(() => play(diceRace, next, a)).toThrow(IllegalActionError); // seat 0 already chose
  });

  it("validates the record format, naming the field", () => {
    expect(() =>
      matchFromJSON(JSON.stringify({ format: "hexfolio.match/1", gameId: "x", seed: 1, log: [{ action: {}, events: [] }] })),
    ).toThrow(/log\[0\]\.action\.seat/);
    expect(() => matchFromJSON("{}")).toThrow(MatchFormatError);
  });
});
