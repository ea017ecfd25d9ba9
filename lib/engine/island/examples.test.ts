// The rulebook's worked examples, each played through the engine with its dice scripted. Bill is
// seat 0 and Susan seat 1; Locations are numbered row by row on a 4 × 4 island (0 and 1 are
// neighbours on the top row, 15 is the far corner).
import { describe, expect, it } from "vitest";
import { island } from "./game";
import { character, content, encounter, equipment, event, gridLayout, tile } from "./fixtures";
import { scenario, type ScenarioSpec } from "./scenario";
import { NEUTRAL, type IslandAction, type IslandState } from "./types";

const input = content({
  tiles: [
    tile("bamboo-forest", 1, 1, { name: "Bamboo Forest", text: "Draw a Fate Card." }),
    tile("tranquil-beach", 0, 2, { name: "Tranquil Beach", text: "Draw 2 Fate Cards." }),
    tile("tail-crash-site", 0, 1, { name: "Tail Crash Site", campsite: true, text: "Draw a Fate Card. Campsite." }),
  ],
  characters: [
    character("kate", 3, { name: "Kate" }),
    character("sayid", 5, { name: "Sayid" }),
    character("jin", 3, { name: "Jin" }),
    character("claire", 1, { name: "Claire" }),
    character("libby", 2, { name: "Libby", abilities: [{ kind: "boost", amount: 1, target: "other" }] }),
    character("sawyer", 4, { name: "Sawyer" }),
    character("locke", 4, { name: "Locke" }),
    character("jack", 4, { name: "Jack" }),
  ],
  fate: [
    encounter("bugs", 2, { name: "Bugs" }),
    encounter("snake", 7, { name: "Snake" }),
    encounter("bees", 3, { name: "Bees" }),
    event("predict-the-weather", [{ kind: "power", amount: 1, target: "any", duration: "turn" }], { name: "Predict the Weather" }),
    event("a-letter", [], { name: "A letter" }),
    equipment("knife", [{ kind: "power", amount: 1, target: "self", duration: "carried" }], { name: "Knife" }),
  ],
  layouts: [gridLayout("beginner", 4, 4)],
});

const C = (id: string) => input.characters.findIndex((c) => c.id === id);
const BILL = 0;
const SUSAN = 1;

function start(spec: Omit<ScenarioSpec, "input">): IslandState {
  return scenario({ input, options: { players: 2, rules: "beginner" }, ...spec });
}

/** Plays `action` (it must be legal now) and returns the events. */
function play(g: { s: IslandState }, action: IslandAction) {
  const legal = island.legalActions(g.s, action.seat);
  expect(legal.map((a) => island.actionKey!(a))).toContain(island.actionKey!(action));
  const out = island.apply(g.s, action);
  g.s = out.state;
  return out.events;
}

const outcome = (events: { type: string }[]) =>
  events.find((e) => e.type === "check") as { attack: number; defend: number; outcome: string } | undefined;
const discarded = (s: IslandState) => s.fateDiscard.map((k) => s.input.fate[s.cardDef[k]].id);

describe("the rulebook's worked examples", () => {
  it("Kate against the Bugs: a face-down Bamboo Forest turned over, a Fate card drawn, 7 to 5", () => {
    const g = {
      s: start({
        seat: BILL,
        chars: [
          { char: "kate", owner: BILL, at: 0, starting: true },
          { char: "locke", owner: SUSAN, at: 15, starting: true },
        ],
        tiles: { 1: { tile: "bamboo-forest" } },
        deckTop: ["bugs"],
        dice: [4, 3],
      }),
    };
    const events = play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
    expect(events.find((e) => e.type === "flipped")).toMatchObject({ loc: 1 });
    expect(outcome(events)).toEqual(expect.objectContaining({ attack: 7, defend: 5, outcome: "win" }));
    expect(discarded(g.s)).toEqual(["bugs"]);
    expect(g.s.locs[1].cards).toEqual([]);
  });

  it("Kate and Sayid against the Snake: one die for both, 12 to 10", () => {
    const g = {
      s: start({
        seat: BILL,
        chars: [
          { char: "kate", owner: BILL, at: 0, starting: true },
          { char: "sayid", owner: BILL, at: 0 },
          { char: "locke", owner: SUSAN, at: 15, starting: true },
        ],
        tiles: { 1: { tile: "bamboo-forest" } },
        deckTop: ["snake"],
        dice: [4, 3],
      }),
    };
    play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
    const events = play(g, { seat: BILL, type: "move", char: C("sayid"), to: 1 });
    expect(outcome(events)).toEqual(expect.objectContaining({ attack: 12, defend: 10, outcome: "win" }));
    expect(discarded(g.s)).toEqual(["snake"]);
  });

  it("Predict the Weather on a tie: played after the dice, Kate wins 6 to 5", () => {
    const g = {
      s: start({
        seat: BILL,
        chars: [
          { char: "kate", owner: BILL, at: 0, starting: true },
          { char: "locke", owner: SUSAN, at: 15, starting: true },
        ],
        tiles: { 1: { tile: "bamboo-forest" } },
        deckTop: ["bugs"],
        hands: { [BILL]: ["predict-the-weather"] },
        dice: [2, 3],
      }),
    };
    const rolled = play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
    expect(rolled.find((e) => e.type === "dice")).toMatchObject({ attack: 5, defend: 5 });
    expect(g.s.pending).toMatchObject({ kind: "react", seat: BILL });
    const card = g.s.seats[BILL].hand[0];
    const events = play(g, { seat: BILL, type: "play", card, target: C("kate") });
    expect(outcome(events)).toEqual(expect.objectContaining({ attack: 6, defend: 5, outcome: "win" }));
    expect(discarded(g.s).sort()).toEqual(["bugs", "predict-the-weather"]);
  });

  it("Jin leads Kate, 8 to 7: Susan takes Kate's Character Card", () => {
    const g = {
      s: start({
        seat: SUSAN,
        chars: [
          { char: "kate", owner: BILL, at: 1 },
          { char: "locke", owner: BILL, at: 15, starting: true },
          { char: "jin", owner: SUSAN, at: 0, starting: true },
        ],
        tiles: { 1: { tile: "bamboo-forest", up: true } },
        dice: [5, 4],
      }),
    };
    play(g, { seat: SUSAN, type: "move", char: C("jin"), to: 1 });
    expect(g.s.pending).toMatchObject({ kind: "engage", seat: SUSAN, loc: 1 });
    const events = play(g, { seat: SUSAN, type: "lead", target: C("kate"), with: [C("jin")] });
    expect(outcome(events)).toEqual(expect.objectContaining({ attack: 8, defend: 7, outcome: "win" }));
    play(g, { seat: SUSAN, type: "reward", kind: "control", card: -1 });
    expect(g.s.chars[C("kate")].owner).toBe(SUSAN);
  });

  it("Jin and Claire against Kate, 6 to 6: a tie, nothing happens", () => {
    const g = {
      s: start({
        seat: SUSAN,
        chars: [
          { char: "kate", owner: BILL, at: 1, starting: true },
          { char: "jin", owner: SUSAN, at: 0, starting: true },
          { char: "claire", owner: SUSAN, at: 0 },
        ],
        tiles: { 1: { tile: "bamboo-forest", up: true } },
        dice: [2, 3],
      }),
    };
    play(g, { seat: SUSAN, type: "move", char: C("jin"), to: 1 });
    play(g, { seat: SUSAN, type: "move", char: C("claire"), to: 1 });
    const events = play(g, { seat: SUSAN, type: "lead", target: C("kate"), with: [C("jin"), C("claire")] });
    expect(outcome(events)).toEqual(expect.objectContaining({ attack: 6, defend: 6, outcome: "tie" }));
    expect(g.s.chars[C("kate")].owner).toBe(BILL);
    expect(g.s.chars.every((c) => !c.injured)).toBe(true);
  });

  it("group defence: Kate and Libby defend together, Libby's ability makes it 8 to 7, Susan injures one of hers", () => {
    const g = {
      s: start({
        seat: SUSAN,
        chars: [
          { char: "kate", owner: BILL, at: 1, starting: true },
          { char: "libby", owner: BILL, at: 1 },
          { char: "jin", owner: SUSAN, at: 0, starting: true },
          { char: "claire", owner: SUSAN, at: 0 },
        ],
        tiles: { 1: { tile: "bamboo-forest", up: true } },
        dice: [3, 2],
      }),
    };
    play(g, { seat: SUSAN, type: "move", char: C("jin"), to: 1 });
    play(g, { seat: SUSAN, type: "move", char: C("claire"), to: 1 });
    play(g, { seat: SUSAN, type: "lead", target: C("kate"), with: [C("jin"), C("claire")] });
    expect(g.s.pending).toMatchObject({ kind: "defend", seat: BILL });
    const rolled = play(g, { seat: BILL, type: "defend", with: [C("libby")] });
    expect(rolled.find((e) => e.type === "dice")).toMatchObject({ attack: 7, defend: 7 });
    const events = play(g, { seat: BILL, type: "ability", char: C("libby"), target: C("kate") });
    expect(outcome(events)).toEqual(expect.objectContaining({ attack: 7, defend: 8, outcome: "lose" }));
    expect(g.s.pending).toMatchObject({ kind: "pick", seat: SUSAN, purpose: "injure" });
    play(g, { seat: SUSAN, type: "pick", choice: C("claire") });
    expect(g.s.chars[C("claire")].injured).toBe(true);
  });

  it("split forces: Jin engages Kate and Claire engages Libby; Bill defends with both twice, Libby's +1 lasting the round", () => {
    const g = {
      s: start({
        seat: SUSAN,
        chars: [
          { char: "kate", owner: BILL, at: 1, starting: true },
          { char: "libby", owner: BILL, at: 1 },
          { char: "jin", owner: SUSAN, at: 0, starting: true },
          { char: "claire", owner: SUSAN, at: 0 },
        ],
        tiles: { 1: { tile: "bamboo-forest", up: true } },
        dice: [4, 2, 6, 1],
      }),
    };
    play(g, { seat: SUSAN, type: "move", char: C("jin"), to: 1 });
    play(g, { seat: SUSAN, type: "move", char: C("claire"), to: 1 });
    play(g, { seat: SUSAN, type: "lead", target: C("kate"), with: [C("jin")] });
    play(g, { seat: BILL, type: "defend", with: [C("libby")] });
    const first = play(g, { seat: BILL, type: "ability", char: C("libby"), target: C("kate") });
    expect(outcome(first)).toEqual(expect.objectContaining({ attack: 7, defend: 8, outcome: "lose" }));
    // Jin was the only one involved: he is injured.
    expect(g.s.chars[C("jin")].injured).toBe(true);
    expect(g.s.pending).toMatchObject({ kind: "engage", seat: SUSAN, loc: 1 });
    play(g, { seat: SUSAN, type: "lead", target: C("libby"), with: [C("claire")] });
    const second = play(g, { seat: BILL, type: "defend", with: [C("kate")] });
    expect(outcome(second)).toEqual(expect.objectContaining({ attack: 7, defend: 7, outcome: "tie" }));
  });

  it("leading Sawyer: a Campsite turned up after the Fate card, Jin and Claire win 8 to 7 and take him", () => {
    const g = {
      s: start({
        seat: SUSAN,
        chars: [
          { char: "kate", owner: BILL, at: 15, starting: true },
          { char: "jin", owner: SUSAN, at: 0, starting: true },
          { char: "claire", owner: SUSAN, at: 0 },
        ],
        tiles: { 1: { tile: "tail-crash-site" } },
        deckTop: ["a-letter"],
        dice: [4, 3],
      }),
    };
    g.s.charDeck = [...g.s.charDeck.filter((c) => c !== C("sawyer")), C("sawyer")];
    play(g, { seat: SUSAN, type: "move", char: C("jin"), to: 1 });
    const arrived = play(g, { seat: SUSAN, type: "move", char: C("claire"), to: 1 });
    const types = arrived.map((e) => e.type);
    expect(types.indexOf("drew-event")).toBeLessThan(types.indexOf("campsite"));
    expect(g.s.chars[C("sawyer")]).toMatchObject({ owner: NEUTRAL, at: 1 });
    expect(g.s.pending).toMatchObject({ kind: "neutral", seat: SUSAN, loc: 1 });
    const events = play(g, { seat: SUSAN, type: "lead", target: C("sawyer"), with: [C("jin"), C("claire")] });
    expect(outcome(events)).toEqual(expect.objectContaining({ attack: 8, defend: 7, outcome: "win" }));
    expect(g.s.chars[C("sawyer")].owner).toBe(SUSAN);
  });

  it("the Tail Crash Site: Bill's Fate card first, then the top Character card, Claire, as a Neutral", () => {
    const g = {
      s: start({
        seat: BILL,
        chars: [
          { char: "kate", owner: BILL, at: 0, starting: true },
          { char: "locke", owner: SUSAN, at: 15, starting: true },
        ],
        tiles: { 1: { tile: "tail-crash-site" } },
        deckTop: ["a-letter"],
      }),
    };
    g.s.charDeck = [...g.s.charDeck.filter((c) => c !== C("claire")), C("claire")];
    const events = play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
    const types = events.map((e) => e.type);
    expect(types).toContain("drew-event");
    expect(types.indexOf("drew-event")).toBeLessThan(types.indexOf("campsite"));
    expect(g.s.chars[C("claire")]).toMatchObject({ owner: NEUTRAL, at: 1 });
  });

  it("the Tranquil Beach draw: one Equipment already there, so one more card, then the Equipment as if drawn", () => {
    const g = {
      s: start({
        seat: BILL,
        chars: [
          { char: "kate", owner: BILL, at: 0, starting: true },
          { char: "locke", owner: SUSAN, at: 15, starting: true },
        ],
        tiles: { 1: { tile: "tranquil-beach", up: true } },
        lying: { 1: ["knife"] },
        deckTop: ["a-letter", "bees"],
      }),
    };
    const events = play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
    expect(events.filter((e) => e.type === "drew-event" || e.type === "drew")).toHaveLength(1);
    expect(g.s.fateDeck.map((k) => input.fate[g.s.cardDef[k]].id).at(-1)).toBe("bees");
    expect(g.s.pending).toMatchObject({ kind: "equip", seat: BILL, loc: 1 });
    const knife = g.s.locs[1].cards[0];
    play(g, { seat: BILL, type: "equip", card: knife, to: C("kate"), faceDown: false });
    expect(g.s.chars[C("kate")].equip).toEqual([knife]);
  });

  describe("the Bamboo Forest", () => {
    it("face up with nothing on it: followed as if face down, one Fate card drawn", () => {
      const g = {
        s: start({
          seat: BILL,
          chars: [
            { char: "kate", owner: BILL, at: 0, starting: true },
            { char: "locke", owner: SUSAN, at: 15, starting: true },
          ],
          tiles: { 1: { tile: "bamboo-forest", up: true } },
          deckTop: ["a-letter"],
        }),
      };
      const events = play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
      expect(events.filter((e) => e.type === "flipped")).toHaveLength(0);
      expect(g.s.seats[BILL].hand).toHaveLength(1);
    });

    it("with a Fate card already on it: no card drawn, the Equipment engaged", () => {
      const g = {
        s: start({
          seat: BILL,
          chars: [
            { char: "kate", owner: BILL, at: 0, starting: true },
            { char: "locke", owner: SUSAN, at: 15, starting: true },
          ],
          tiles: { 1: { tile: "bamboo-forest", up: true } },
          lying: { 1: ["knife"] },
        }),
      };
      const deck = g.s.fateDeck.length;
      play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
      expect(g.s.fateDeck.length).toBe(deck);
      expect(g.s.pending).toMatchObject({ kind: "equip", seat: BILL });
    });

    it("with an opponent's Character: Bill chooses to draw the Fate card instead of engaging Locke", () => {
      const g = {
        s: start({
          seat: BILL,
          chars: [
            { char: "kate", owner: BILL, at: 0, starting: true },
            { char: "locke", owner: SUSAN, at: 1, starting: true },
          ],
          tiles: { 1: { tile: "bamboo-forest", up: true } },
          deckTop: ["a-letter"],
        }),
      };
      play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
      const choices = island.legalActions(g.s, BILL).map((a) => a.type);
      expect(choices).toEqual(["engage", "lead"]);
      play(g, { seat: BILL, type: "engage", loc: 1 });
      expect(g.s.seats[BILL].hand).toHaveLength(1);
    });

    it("with an opponent's Character and a Fate card: Bill picks up the Equipment instead of engaging Locke", () => {
      const g = {
        s: start({
          seat: BILL,
          chars: [
            { char: "kate", owner: BILL, at: 0, starting: true },
            { char: "locke", owner: SUSAN, at: 1, starting: true },
          ],
          tiles: { 1: { tile: "bamboo-forest", up: true } },
          lying: { 1: ["knife"] },
        }),
      };
      play(g, { seat: BILL, type: "move", char: C("kate"), to: 1 });
      play(g, { seat: BILL, type: "engage", loc: 1 });
      const knife = g.s.locs[1].cards[0];
      play(g, { seat: BILL, type: "equip", card: knife, to: C("kate"), faceDown: false });
      expect(g.s.chars[C("kate")].equip).toEqual([knife]);
    });
  });
});
