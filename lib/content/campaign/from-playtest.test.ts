import { describe, expect, it } from "vitest";
import { matchFromJSON } from "../../engine/core/match";
import { battlePayloadSchema } from "../kinds/campaign";
import type { PlaytestBody } from "../kinds/playtest";
import { battleFromDuel } from "./from-playtest";

const playtest: PlaytestBody = {
  gameId: "lostworlds",
  seed: 7,
  options: {},
  contentRef: null,
  content: { books: [] },
  seats: [
    { label: "A", controller: "human" },
    { label: "B", controller: "random" },
  ],
  log: [{ action: { seat: 0, page: 50 }, events: [{ type: "chosen", seat: 0 }] }],
};

describe("battleFromDuel", () => {
  it("records the winner, the loser unconscious at 0 or below, and the replay", () => {
    const b = battleFromDuel(playtest, { result: { winners: [0], draw: false, reason: "B is unconscious" }, bodies: [4, -2] }, ["mirim", "vesna"], "Duel");
    expect(battlePayloadSchema.parse(b)).toMatchObject({ winningSide: "a", defeated: [{ characterId: "vesna", by: "mirim" }], unconscious: ["vesna"], died: [] });
    const replay = matchFromJSON(b.replay.matchJson);
    expect(replay).toMatchObject({ gameId: "lostworlds", seed: 7, log: playtest.log });
  });

  it("a loser at −5 or below died; both falling is a draw with no winner", () => {
    const died = battleFromDuel(playtest, { result: { winners: [1], draw: false, reason: "A is dead" }, bodies: [-5, 3] }, ["mirim", "vesna"], "Duel");
    expect(died).toMatchObject({ winningSide: "b", died: ["mirim"], unconscious: [], defeated: [{ characterId: "mirim", by: "vesna" }] });
    const draw = battleFromDuel(playtest, { result: { winners: [], draw: true, reason: "both fell" }, bodies: [0, -6] }, ["mirim", "vesna"], "Duel");
    expect(draw).toMatchObject({ winningSide: null, defeated: [], unconscious: ["mirim"], died: ["vesna"] });
  });
});

describe("battleFromDuel, one against several", () => {
  it("puts the opponents on one side; the solo winner defeats each fallen opponent", () => {
    const b = battleFromDuel(playtest, { result: { winners: [0], draw: false, reason: "all opponents out" }, bodies: [3, -1, -6] }, ["mirim", "vesna", "olaf"], "Brawl");
    expect(b.participants.map((p) => p.side)).toEqual(["a", "b", "b"]);
    expect(b).toMatchObject({ winningSide: "a", unconscious: ["vesna"], died: ["olaf"] });
    expect(b.defeated).toEqual([
      { characterId: "vesna", by: "mirim" },
      { characterId: "olaf", by: "mirim" },
    ]);
  });

  it("a fallen solo character is defeated by the first opponent still standing", () => {
    const b = battleFromDuel(playtest, { result: { winners: [1, 2], draw: false, reason: "A is unconscious" }, bodies: [0, -2, 5] }, ["mirim", "vesna", "olaf"], "Brawl");
    expect(b).toMatchObject({ winningSide: "b", defeated: [{ characterId: "mirim", by: "olaf" }], unconscious: ["mirim", "vesna"] });
  });
});
