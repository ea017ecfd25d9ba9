// Who is asked in a reaction window: a player is asked only when a card or ability of theirs
// would do something right now; otherwise they pass without a word.
import { describe, expect, it } from "vitest";
import { island } from "./game";
import { character, content, encounter, event, gridLayout, tile } from "./fixtures";
import { scenario } from "./scenario";
import type { IslandState } from "./types";
import { reactions } from "./windows";

const input = content({
  tiles: [tile("jungle", 1, 0), tile("beach", 0, 0)],
  tileCopies: 12,
  characters: [character("kate", 3), character("sayid", 5), character("jin", 3)],
  fate: [
    encounter("bugs", 2),
    event("rescue-party", [{ kind: "heal", target: "any" }]),
    event("rousseaus-radio", [{ kind: "take", what: "event" }]),
    event("supply-drop", [{ kind: "draw", count: 2 }]),
    event("lockdown", [{ kind: "trap", target: "any", turns: 1 }]),
    event("predict-the-weather", [{ kind: "power", amount: 1, target: "any", duration: "turn" }]),
    event("flashback", [{ kind: "text", text: "Tell the table a story." }]),
  ],
  layouts: [gridLayout("beginner", 4, 4)],
});
const KATE = 0,
  SAYID = 1;

/** Kate (seat 0) and Sayid (seat 1) at their Starting Locations, seat 0 to move; seat 1 holds `hand`. */
function table(hand: string[], more: { mine?: string[] } = {}): IslandState {
  return scenario({
    input,
    options: { players: 2, rules: "beginner" },
    seat: 0,
    chars: [
      { char: "kate", owner: 0, at: "start", starting: true },
      { char: "sayid", owner: 1, at: "start", starting: true },
    ],
    hands: { 1: hand, 0: more.mine ?? [] },
  });
}

const asks = (s: IslandState, seat = 1) => reactions(s, seat, false, null);
const plays = (s: IslandState, seat = 1) => {
  const out: ReturnType<typeof island.legalActions> = [];
  reactions(s, seat, false, out);
  return out;
};

describe("reaction windows ask only a player who could use something", () => {
  it("a heal waits for someone Injured, and is then offered for them only", () => {
    const s = table(["rescue-party"]);
    expect(asks(s)).toBe(false);
    s.chars[SAYID].injured = true;
    expect(plays(s)).toEqual([{ seat: 1, type: "play", card: s.seats[1].hand[0], target: SAYID }]);
  });

  it("taking an Event waits for an opponent holding one", () => {
    const s = table(["rousseaus-radio"]);
    expect(asks(s)).toBe(false);
    expect(asks(table(["rousseaus-radio"], { mine: ["flashback"] }))).toBe(true);
  });

  it("a draw needs a card to draw and a Character of theirs on the island", () => {
    const s = table(["supply-drop"]);
    expect(asks(s)).toBe(true);
    s.fateDiscard.push(...s.fateDeck.splice(0));
    expect(asks(s)).toBe(true);
    s.fateDiscard.length = 0;
    expect(asks(s)).toBe(false);
  });

  it("a Trap is offered only for Characters not already Trapped that long", () => {
    const s = table(["lockdown"]);
    expect(plays(s).map((a) => (a.type === "play" ? a.target : -2))).toEqual([KATE, SAYID]);
    s.chars[KATE].trapped = 1;
    expect(plays(s).map((a) => (a.type === "play" ? a.target : -2))).toEqual([SAYID]);
    s.chars[SAYID].trapped = 2;
    expect(asks(s)).toBe(false);
  });

  it("Power waits for a Power Check; free text is always the table's to judge", () => {
    expect(asks(table(["predict-the-weather"]))).toBe(false);
    expect(asks(table(["flashback"]))).toBe(true);
  });

  it("through the engine: the window after a move passes silently for a player whose heal has nobody to heal", () => {
    for (const injured of [false, true]) {
      const s = table(["rescue-party"]);
      s.chars[KATE].injured = injured;
      expect(s.pending).toMatchObject({ kind: "move", seat: 0 });
      const move = island.legalActions(s, 0).find((a) => a.type === "move")!;
      const { state, events } = island.apply(s, move);
      // Nobody is asked, and no pass is told: the turn goes on to seat 0's next decision.
      if (!injured) {
        expect(state.pending?.kind === "react" && state.pending.seat === 1).toBe(false);
        expect(events.some((e) => e.type === "pass")).toBe(false);
      } else expect(state.pending).toMatchObject({ kind: "react", seat: 1 });
    }
  });
});
