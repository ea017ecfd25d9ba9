// A new island playtest as it first opens: its seats are players named as the log names them, the
// line above the board says whose turn it is in those words, and the board's heading says that
// the Starting Characters are being chosen, and by whom.
import { describe, expect, it } from "vitest";
import { island } from "@/lib/engine/island/game";
import { gameInfo } from "@/lib/games/catalog";
import { islandModule } from "@/lib/games/island/module";
import { seatLabels } from "@/lib/games/titles";
import { turnSentence } from "@/components/play/turn-text";
import { turnHeading } from "./words";

const sample = islandModule.content!.sample();

describe("an island playtest on first open", () => {
  it("names its seats Player 1, Player 2… and says whose turn it is in those words", () => {
    const info = gameInfo(islandModule);
    const labels = seatLabels(info.name, 4, ["Lost: The Board Game (sample island)"], info.seatNames);
    expect(labels).toEqual(["Player 1", "Player 2", "Player 3", "Player 4"]);
    const seats = labels.map((label, i) => ({ label, controller: i === 0 ? "human" : "greedy" }));
    expect(turnSentence(seats, [0], true)).toBe("Your turn (Player 1).");
    expect(turnSentence(seats, [2], true)).toBe("Player 3 (greedy bot) is thinking…");
  });

  it("heads the board with the draft, the player to choose named, then with the round and whose turn", () => {
    const input = islandModule.parse(sample);
    let s = island.setup(input, { ...island.defaultOptions, players: 3, rules: "beginner" }, "first-open");
    const [chooser] = island.activeSeats(s);
    expect(turnHeading(island.view(s, chooser))).toBe(`Choosing Starting Characters · Player ${chooser + 1} to choose`);
    // Everyone drafts, in play order; then the first player's turn begins.
    for (let k = 0; k < 3; k++) {
      const [seat] = island.activeSeats(s);
      s = island.apply(s, island.legalActions(s, seat)[0]).state;
    }
    const v = island.view(s, -1);
    expect(turnHeading(v)).toBe(`Round 1 · Player ${v.current + 1}'s turn`);
  });
});
