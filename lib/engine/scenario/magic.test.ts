import { describe, expect, it } from "vitest";
import grull from "../../content/samples/grull.book.json";
import mirim from "../../content/samples/mirim.book.json";
import type { GameEvent } from "../core/game";
import { createBot } from "../core/bots";
import { Rng, seedRng } from "../core/rng";
import type { BookSource } from "../lostworlds/input";
import { figure, floor, scenario } from "./fixtures";
import { scenarioGame, setupScenario } from "./game";
import type { FigureSource, ScenarioOptions, SpellCard } from "./input";
import { extraSpellPoints, worksOnOrBelow } from "./magic";
import { legalOf, playLegal } from "./scripted";
import type { ScenarioState } from "./types";

const GRULL = grull.body as BookSource;
/** Mirim with 10 spell points: she is the caster of these tests. */
const MAGE: BookSource = { ...(mirim.body as BookSource), character: { ...(mirim.body as BookSource).character, spellPoints: 10 } };

const card = (more: Partial<SpellCard>): SpellCard => ({
  name: "Bolt",
  color: "red",
  points: 2,
  effect: { kind: "damage", points: 3 },
  duration: { kind: "instant" },
  ...more,
});

/**
 * The mage (side a, figure 0) at (−5,0) with the given cards and Grull (side b, figure 1) `range`
 * spaces east of her on a flat floor of radius 5; `extra` figures after them.
 */
function start(
  cards: SpellCard[],
  range: number,
  more: { options?: Partial<ScenarioOptions>; mage?: Partial<FigureSource>; extra?: FigureSource[]; turnLimit?: number } = {},
): ScenarioState {
  const src = scenario(
    floor(5),
    [figure("mage", "a", MAGE, -5, 0, { spells: cards, ...more.mage }), figure("grull", "b", GRULL, -5 + range, 0), ...(more.extra ?? [])],
    { options: more.options, turnLimit: more.turnLimit ?? 10 },
  );
  return setupScenario(src, {}, 3);
}

/** Everyone else ends their move where they stand (letting the mover pass, fighting nobody) until figure f's move starts. */
function until(s: ScenarioState, f: number): ScenarioState {
  for (let i = 0; i < 40 && !(s.phase === "movement" && s.active === f && !s.haltOffer); i++) s = passOnce(s, f);
  expect(s.active).toBe(f);
  return s;
}

/** One step of whoever acts, doing nothing: select `f` if offered, else end in place, let pass, fight nobody. */
function passOnce(s: ScenarioState, f = -1): ScenarioState {
  const legal = legalOf(s);
  const a =
    legal.find((x) => x.type === "select" && x.figure === f) ??
    legal.find((x) => x.type === "select") ??
    legal.find((x) => x.type === "end") ??
    legal.find((x) => x.type === "let-pass") ??
    legal.find((x) => x.type === "decline") ??
    legal[0];
  return scenarioGame.apply(s, a).state;
}

/** Plays on, doing nothing, until the turn after this one starts; returns the state and every event. */
function finishTurn(s: ScenarioState): { s: ScenarioState; events: GameEvent[] } {
  const turn = s.turn;
  const events: GameEvent[] = [];
  for (let i = 0; i < 80 && s.turn === turn && !s.over; i++) {
    const r = scenarioGame.apply(s, passOneAction(s));
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}
const passOneAction = (s: ScenarioState) => {
  const legal = legalOf(s);
  return (
    legal.find((x) => x.type === "select") ??
    legal.find((x) => x.type === "end") ??
    legal.find((x) => x.type === "let-pass") ??
    legal.find((x) => x.type === "decline") ??
    legal[0]
  );
};

/** The state with its dice set so that the next die rolled is `value` (a seed found by trying). */
function nextDie(s: ScenarioState, value: number): ScenarioState {
  for (let k = 0; ; k++) {
    const st = seedRng(`die-${k}`);
    if (new Rng(st).d6() === value) return { ...s, rng: st };
  }
}

const castsOf = (s: ScenarioState) => legalOf(s).filter((a) => a.type === "cast");

describe("casting magic in the Movement Phase", () => {
  it("reads the range table: extra spell points and the rolls that work, row by row", () => {
    const rows = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((r) => [r, extraSpellPoints(r), worksOnOrBelow(r)]);
    expect(rows).toEqual([
      [0, 0, 5],
      [1, 0, 5],
      [2, 0, 5],
      [3, 1, 4],
      [4, 1, 4],
      [5, 2, 3],
      [6, 2, 3],
      [7, 3, 2],
      [8, 3, 2],
      [9, 4, 1],
      [12, 4, 1],
    ]);
  });

  it("costs the full allowance: only falling prone and naming the Undefended Space are left", () => {
    let s = until(start([card({})], 3), 0);
    s = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    expect(s.figures[0].mp).toBe(0);
    expect(legalOf(s).filter((a) => a.type !== "end" && a.type !== "prone")).toEqual([]);
  });

  it("needs the allowance unspent: not after a step, nor after running", () => {
    const s = until(start([card({})], 3), 0);
    expect(castsOf(s).length).toBeGreaterThan(0);
    const stepped = playLegal(s, { type: "move", figure: 0, to: s.t.index.get("-5,1")! }).state;
    expect(castsOf(stepped)).toEqual([]);
    const ran = playLegal(s, { type: "run", figure: 0 }).state;
    expect(castsOf(ran)).toEqual([]);
  });

  it("is refused Off Balance, Down, in an opponent's Battle Zone, and with the option off", () => {
    const s = until(start([card({})], 3), 0);
    const offBalance = { ...s, figures: s.figures.map((f, i) => (i === 0 ? { ...f, posture: "off-balance" as const } : f)) };
    expect(castsOf(offBalance)).toEqual([]);
    const down = { ...s, figures: s.figures.map((f, i) => (i === 0 ? { ...f, posture: "down" as const } : f)) };
    expect(castsOf(down)).toEqual([]);
    expect(castsOf(until(start([card({})], 1), 0))).toEqual([]);
    expect(castsOf(until(start([card({})], 3, { options: { magic: false } }), 0))).toEqual([]);
  });

  it("pays the range's extra spell points beyond the cards' own, and is not offered without them", () => {
    // 10 spell points less a 9-point card leave 1: enough for 3–4 spaces, not for 5.
    expect(castsOf(until(start([card({ points: 9 })], 5), 0)).filter((a) => a.type === "cast" && a.target === 1)).toEqual([]);
    let s = until(start([card({ points: 9 })], 4), 0);
    expect(s.figures[0].spellPoints).toBe(1);
    s = playLegal(nextDie(s, 6), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    expect(s.figures[0].spellPoints).toBe(0);
  });

  for (const [range, works] of [
    [2, 5],
    [4, 4],
    [6, 3],
    [8, 2],
    [10, 1],
  ])
    it(`at ${range} spaces works on 1–${works} and fizzles on ${works + 1}`, () => {
      const s = until(start([card({ points: 0 })], range), 0);
      const hit = playLegal(nextDie(s, works), { type: "cast", figure: 0, card: 0, target: 1 });
      expect(hit.events.find((e) => e.type === "cast")).toMatchObject({ range, extra: extraSpellPoints(range), roll: works, works: true });
      expect(hit.state.figures[1].body).toBe(GRULL.character.bodyPoints - 3);
      const miss = playLegal(nextDie(s, works + 1), { type: "cast", figure: 0, card: 0, target: 1 });
      expect(miss.events.find((e) => e.type === "cast")).toMatchObject({ roll: works + 1, works: false });
      expect(miss.state.figures[1].body).toBe(GRULL.character.bodyPoints);
    });

  it("uses a card up when it works; a fizzled card stays in hand", () => {
    let s = until(start([card({})], 3), 0);
    s = playLegal(nextDie(s, 6), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    expect(s.figures[0].spellsUsed).toBe(0);
    s = until(finishTurn(s).s, 0);
    expect(castsOf(s).length).toBeGreaterThan(0);
    s = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    s = until(finishTurn(s).s, 0);
    expect(castsOf(s)).toEqual([]);
  });

  it("applies its effect: damage credited to the caster, healing up to the book's body points, a knock-down", () => {
    let s = until(start([card({ effect: { kind: "damage", points: 20 } })], 3), 0);
    s = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    expect(s.figures[1].condition).toBe("dead");
    expect(s.defeated[0]).toEqual([1]);

    s = until(start([card({ effect: { kind: "heal", points: 5 } })], 3), 0);
    s = { ...s, figures: s.figures.map((f, i) => (i === 0 ? { ...f, body: 9 } : f)) };
    s = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 0 }).state;
    expect(s.figures[0].body).toBe(MAGE.character.bodyPoints);

    s = until(start([card({ effect: { kind: "knock-down" } })], 3), 0);
    s = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    expect(s.figures[1].posture).toBe("down");
  });

  it("adds a recovery modifier to the target's roll at the end of the Movement Phase", () => {
    let s = until(start([card({ effect: { kind: "recovery-modifier", modifier: 3 } })], 4), 0);
    s = {
      ...s,
      figures: s.figures.map((f, i) => (i === 1 ? { ...f, body: -1, condition: "unconscious" as const, posture: "down" as const } : f)),
    };
    s = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    const { events, s: after } = finishTurn(s);
    expect(events.find((e) => e.type === "recovery-roll" && e.figure === 1)).toMatchObject({ bonus: 3 });
    // Instant: it served that one roll only.
    expect(after.spells).toEqual([]);
  });
});

describe("spell duration", () => {
  /** A friend of the mage beside Grull keeps him in an opponent's Battle Zone. */
  const guard = () => figure("guard", "a", GRULL, -2, 0);

  it("a spell of ROUNDS lasts three ROUNDS per Combat Phase while its target starts them in an opponent's Battle Zone", () => {
    const lull = card({
      name: "Lull",
      effect: { kind: "text", text: "the target may not attack" },
      duration: { kind: "rounds", rounds: 4 },
    });
    let s = until(start([lull], 2, { extra: [guard()] }), 0);
    const cast = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 1 });
    // Words the engine does not model go to the log for the table to resolve.
    expect(cast.events).toContainEqual({ type: "spell-says", figure: 1, spell: "Lull", text: "the target may not attack" });
    s = finishTurn(cast.state).s;
    expect(s.spells).toEqual([{ caster: 0, card: 0, spell: "Lull", target: 1, rounds: 1 }]);
    const second = finishTurn(s);
    expect(second.s.spells).toEqual([]);
    expect(second.events.find((e) => e.type === "spell-ended")).toMatchObject({ figure: 1, spell: "Lull", reason: "rounds" });
  });

  it("a spell of ROUNDS ends when its target starts the Combat Phase outside every opponent's Battle Zone", () => {
    const lull = card({
      name: "Lull",
      effect: { kind: "text", text: "the target may not attack" },
      duration: { kind: "rounds", rounds: 9 },
    });
    let s = until(start([lull], 4), 0);
    s = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    expect(s.spells).toHaveLength(1);
    const { s: after, events } = finishTurn(s);
    expect(after.spells).toEqual([]);
    expect(events.find((e) => e.type === "spell-ended")).toMatchObject({ reason: "out-of-zone" });
  });

  it("a spell for the rest of the game stays, and a lasting knock-down puts its target down again each Combat Phase", () => {
    const trip = card({ name: "Trip", effect: { kind: "knock-down" }, duration: { kind: "rest-of-game" } });
    let s = until(start([trip], 4), 0);
    s = playLegal(nextDie(s, 1), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    s = finishTurn(s).s;
    s = until(s, 1);
    s = playLegal(s, { type: "stand", figure: 1 }).state;
    expect(s.figures[1].posture).toBe("standing");
    const { s: after, events } = finishTurn(s);
    expect(after.spells).toHaveLength(1);
    expect(events.some((e) => e.type === "spell-posture" && e.figure === 1 && e.posture === "down")).toBe(true);
  });
});

describe("spell point regeneration", () => {
  it("gives up the allowance to restore at most 2 spell points a turn, up to what the cards leave", () => {
    // 10 points less a 5-point card leave 5; casting at 9 spaces takes 4 of them.
    let s = until(start([card({ points: 5 }), card({ name: "Spark", points: 0 })], 9, { mage: { regeneratesMagic: true } }), 0);
    expect(legalOf(s).some((a) => a.type === "regenerate")).toBe(false);
    s = playLegal(nextDie(s, 6), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    expect(s.figures[0].spellPoints).toBe(1);
    s = until(finishTurn(s).s, 0);
    const first = playLegal(s, { type: "regenerate", figure: 0 });
    const turn1 = finishTurn(first.state);
    expect(turn1.events.find((e) => e.type === "regenerated")).toMatchObject({ figure: 0, magic: 2 });
    expect(turn1.s.figures[0].spellPoints).toBe(3);
    s = until(turn1.s, 0);
    const turn2 = finishTurn(playLegal(s, { type: "regenerate", figure: 0 }).state);
    expect(turn2.s.figures[0].spellPoints).toBe(5);
    s = until(turn2.s, 0);
    expect(legalOf(s).some((a) => a.type === "regenerate")).toBe(false);
  });

  it("is not offered to a figure that does not restore spell points, nor with magic off", () => {
    let s = until(start([card({ points: 5 })], 9), 0);
    s = playLegal(nextDie(s, 6), { type: "cast", figure: 0, card: 0, target: 1 }).state;
    s = until(finishTurn(s).s, 0);
    expect(legalOf(s).some((a) => a.type === "regenerate")).toBe(false);
    const off = until(start([card({ points: 5 })], 9, { mage: { regeneratesMagic: true }, options: { magic: false } }), 0);
    const spent = { ...off, figures: off.figures.map((f, i) => (i === 0 ? { ...f, spellPoints: 0 } : f)) };
    expect(legalOf(spent).some((a) => a.type === "regenerate")).toBe(false);
  });
});

describe("what a seat sees of the other side's spell cards", () => {
  it("the view and a bot's worlds hold another side's cards only once cast", () => {
    let s = until(start([card({}), card({ name: "Spark" })], 3), 0);
    expect(scenarioGame.view(s, 1).source.figures[0].spells).toEqual([]);
    expect(scenarioGame.view(s, 0).source.figures[0].spells).toHaveLength(2);
    const world = scenarioGame.determinize!(s, 1, Rng.fromSeed("w"));
    expect(world.figures[0].spellsUsed).toBe(0b11);
    s = playLegal(nextDie(s, 6), { type: "cast", figure: 0, card: 1, target: 1 }).state;
    expect(scenarioGame.view(s, 1).source.figures[0].spells.map((c) => c.name)).toEqual(["Spark"]);
    expect(scenarioGame.determinize!(s, 1, Rng.fromSeed("w")).figures[0].spellsUsed).toBe(0b01);
  });

  it("a bot of the other side chooses the same whatever cards the caster holds unseen", () => {
    const other = [card({ name: "Doom", effect: { kind: "damage", points: 30 } })];
    for (const spec of [{ kind: "greedy" as const }, { kind: "mcts" as const, iterations: 12 }]) {
      const chosen = [[card({})], other].map((cards) => {
        const s = until(start(cards, 3), 1);
        return scenarioGame.actionKey!(createBot(scenarioGame, spec, "blind").choose(s, 1));
      });
      expect(chosen[0]).toBe(chosen[1]);
    }
  });

  it("the heuristic bot casts a harmful spell at an opponent within four spaces", () => {
    const s = until(start([card({})], 4), 0);
    expect(createBot(scenarioGame, { kind: "greedy" }, "x").choose(s, 0)).toMatchObject({ type: "cast", card: 0, target: 1 });
  });
});
