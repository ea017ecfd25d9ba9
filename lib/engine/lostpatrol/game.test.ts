import { describe, expect, it } from "vitest";
import { createBot, type BotSpec } from "../core/bots";
import { actionKeyOf } from "../core/game";
import { createMatch, play, replayTo } from "../core/match";
import { Rng } from "../core/rng";
import { simulate } from "../../sim/runner-node";
import { ORIGIN, keyOf } from "./board";
import { STANDARD_DECK } from "./content";
import { lostPatrol } from "./game";
import { HUMANS, MONSTERS, type LostPatrolState } from "./types";

const deepFreeze = <T>(o: T): T => {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
};

/** Plays a game with bots; every state is frozen first, so any mutation by `apply` throws. */
function playOut(specs: [BotSpec, BotSpec], seed: number, options = { maxTurns: 12 }) {
  const bots = specs.map((b, i) => createBot(lostPatrol, b, `${seed}/${i}`));
  let s: LostPatrolState = deepFreeze(lostPatrol.setup(STANDARD_DECK, options, seed));
  const keys: string[] = [];
  for (let n = 0; !lostPatrol.result(s); n++) {
    if (n > 5000) throw new Error("game did not end");
    const [seat] = lostPatrol.activeSeats(s);
    const a = bots[seat].choose(s, seat);
    expect(lostPatrol.legalActions(s, seat).map((x) => actionKeyOf(lostPatrol, x))).toContain(actionKeyOf(lostPatrol, a));
    keys.push(actionKeyOf(lostPatrol, a));
    s = deepFreeze(lostPatrol.apply(s, a).state);
  }
  return { state: s, keys };
}

describe("lost patrol game", () => {
  it("sets up the start tile in the centre with the patrol, the ship at the bottom, and six tiles to lay around it", () => {
    let s = lostPatrol.setup(STANDARD_DECK, {}, 7);
    expect(s.board.map((c) => c.key)).toEqual([ORIGIN]);
    expect(s.soldiers.map((x) => x.kind)).toEqual(["sergeant", "grenadier", "infantry", "infantry", "infantry"]);
    expect(s.soldiers.every((x) => x.at === ORIGIN)).toBe(true);
    expect(s.types[s.deck[s.deck.length - 1]].kind).toBe("ship");
    expect(s.deck.length + 1).toBe(28 + 1); // one tile already drawn
    expect(lostPatrol.activeSeats(s)).toEqual([MONSTERS]);
    const rng = new Rng({ a: 1, b: 2, c: 3, d: 4 });
    for (let i = 0; i < 6 && !lostPatrol.result(s); i++) s = lostPatrol.apply(s, rng.pick(lostPatrol.legalActions(s, MONSTERS))).state;
    if (!lostPatrol.result(s)) {
      expect(s.board).toHaveLength(7);
      expect(s.turn).toBe(1);
      expect(lostPatrol.activeSeats(s)).toEqual([HUMANS]);
    }
  });

  it("shuffles differently per seed, and the same per seed", () => {
    const a = lostPatrol.setup(STANDARD_DECK, {}, 1),
      b = lostPatrol.setup(STANDARD_DECK, {}, 1),
      c = lostPatrol.setup(STANDARD_DECK, {}, 2);
    expect(a).toEqual(b);
    expect([a.drawn, ...a.deck]).not.toEqual([c.drawn, ...c.deck]);
  });

  it("plays with no content on the standard deck, and refuses a deck without a ship", () => {
    expect(lostPatrol.setup(null, {}, 1).deck).toHaveLength(28);
    expect(() => lostPatrol.setup({ tiles: STANDARD_DECK.tiles.filter((t) => t.kind !== "ship") }, {}, 1)).toThrow(
      /exactly one ship tile, found 0/,
    );
  });

  it("hides the deck order and the dice from both seats; determinize keeps the ship last", () => {
    const s = lostPatrol.setup(STANDARD_DECK, {}, 3);
    const v = lostPatrol.view(s, HUMANS);
    expect(v).not.toHaveProperty("deck");
    expect(v).not.toHaveProperty("rng");
    expect(v.deckSize).toBe(s.deck.length);
    expect(Object.values(v.deckContents).reduce((a, b) => a + b, 0)).toBe(s.deck.length);
    const d = lostPatrol.determinize!(s, MONSTERS, new Rng({ a: 5, b: 6, c: 7, d: 8 }));
    expect(d.deck[d.deck.length - 1]).toBe(s.deck[s.deck.length - 1]);
    expect([...d.deck].sort()).toEqual([...s.deck].sort());
    expect(d.drawn).toBe(s.drawn);
    expect(d.deck).not.toEqual(s.deck);
  });

  it("replays a match from seed and log, event for event", () => {
    let m = createMatch(lostPatrol, STANDARD_DECK, { seed: "replay", options: { maxTurns: 10 } });
    const bots = [createBot(lostPatrol, { kind: "random" }, "r0"), createBot(lostPatrol, { kind: "random" }, "r1")];
    while (!lostPatrol.result(m.state)) {
      const [seat] = lostPatrol.activeSeats(m.state);
      m = play(lostPatrol, m, bots[seat].choose(m.state, seat));
    }
    const record = JSON.parse(JSON.stringify(m.record));
    expect(replayTo(lostPatrol, STANDARD_DECK, record)).toEqual(m.state);
    expect(replayTo(lostPatrol, STANDARD_DECK, record, 10)).toEqual(
      m.record.log
        .slice(0, 10)
        .reduce((s, e) => lostPatrol.apply(s, e.action).state, lostPatrol.setup(STANDARD_DECK, { maxTurns: 10 }, "replay")),
    );
  });

  const matchups: [BotSpec, BotSpec][] = [
    [{ kind: "random" }, { kind: "random" }],
    [{ kind: "greedy" }, { kind: "greedy" }],
    [{ kind: "mcts", iterations: 6, rolloutDepth: 20 }, { kind: "random" }],
    [{ kind: "random" }, { kind: "mcts", iterations: 6, rolloutDepth: 20 }],
  ];
  for (const specs of matchups) {
    it(`${specs[0].kind} vs ${specs[1].kind}: complete games with legal actions, never mutating a state, deterministically`, () => {
      const seeds = specs.some((b) => b.kind === "mcts") ? [1] : [1, 2, 3];
      for (const seed of seeds) {
        const first = playOut(specs, seed, { maxTurns: specs.some((b) => b.kind === "mcts") ? 4 : 12 });
        expect(lostPatrol.result(first.state)).not.toBeNull();
        if (seed === 1) expect(playOut(specs, seed, { maxTurns: specs.some((b) => b.kind === "mcts") ? 4 : 12 }).keys).toEqual(first.keys);
      }
    });
  }

  it("reports simulation metrics, one end reason per game", () => {
    const { state } = playOut([{ kind: "random" }, { kind: "random" }], 5);
    const m = lostPatrol.metrics!(state);
    expect(m.shipReached + m.wipedOut + m.ringClosed + m.lostInSplit + m.unfinished).toBe(1);
    expect(m.soldiersLeft).toBe(state.soldiers.length);
    expect(Object.keys(m).sort()).toEqual(
      [
        "ambushes",
        "lostInSplit",
        "monstersKilled",
        "ringClosed",
        "shipReached",
        "soldiersLeft",
        "tilesLaid",
        "turns",
        "unfinished",
        "wipedOut",
      ].sort(),
    );
  });

  it("the runner gives the same results with 0 and 2 workers", async () => {
    const base = {
      gameId: "lostpatrol",
      content: STANDARD_DECK,
      options: { maxTurns: 8 },
      bots: [{ kind: "random" }, { kind: "greedy" }] as BotSpec[],
      n: 6,
      baseSeed: "lp",
    };
    const r0 = await simulate({ ...base, workers: 0 });
    const r2 = await simulate({ ...base, workers: 2, chunkSize: 2 });
    expect(r2).toEqual(r0);
    expect(r0.summary.metrics.turns.games).toBe(6);
  });

  it("names actions by stable keys", () => {
    expect(lostPatrol.actionKey!({ seat: 1, type: "march", from: { q: 1, r: 0 }, to: { q: 0, r: 0 } })).toBe("1:march:1,0:0,0");
    expect(keyOf({ q: -3, r: 2 })).not.toBe(keyOf({ q: 2, r: -3 }));
  });
});
