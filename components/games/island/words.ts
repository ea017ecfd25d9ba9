// The island's actions and events as sentences for the playtest log. Read against the public view
// (no seat's hand, face-down tiles face down), so the log tells nobody what only one player saw.
import type { GameEvent } from "@/lib/engine/core/game";
import type { IslandAction } from "@/lib/engine/island/types";
import type { IslandView } from "@/lib/engine/island/view";
import { flatHexHeading, flatHexLegs } from "@/components/play/flat-hex-heading";
import type { OutcomeWords } from "../types";

export const seatName = (seat: number) => `Player ${seat + 1}`;

/** The board's heading: the Starting Character draft while it lasts (in play order), then the round and whose turn. */
export function turnHeading(v: IslandView): string {
  if (v.pending?.kind === "draft") return `Choosing Starting Characters · ${seatName(v.pending.seat)} to choose`;
  return `Round ${v.round} · ${seatName(v.current)}'s turn`;
}

export function charName(v: IslandView, c: number): string {
  return v.characters[c]?.name ?? `Character ${c + 1}`;
}

export function fateName(v: IslandView, fate: number): string {
  return fate >= 0 ? (v.fate[fate]?.name ?? "a Fate card") : "a face-down card";
}

/** A Location as the table calls it: its name when face up, else its back and place. */
export function placeName(v: IslandView, loc: number): string {
  const l = v.locs[loc];
  if (!l) return "off the island";
  if (l.startOf >= 0) return `${seatName(l.startOf)}'s Starting Location`;
  if (l.up && l.tile >= 0) return `the ${v.tiles[l.tile].name}`;
  const back = `a face-down ${v.backs[l.back]?.label ?? "Location"}`;
  // Told apart from the other face-down tiles by where it lies from the nearest Location the
  // table can name (face up, or a Starting Location), as a player would point to it.
  let mark = -1,
    markAt = Infinity;
  v.locs.forEach((m, i) => {
    if (i === loc || !(m.startOf >= 0 || (m.up && m.tile >= 0))) return;
    const d = flatHexHeading(l, m).distance;
    if (d < markAt) [mark, markAt] = [i, d];
  });
  if (mark < 0) return `${back} (${ordinal(v.locs.slice(0, loc + 1).filter((m) => !m.up).length)} face-down on the island)`;
  const legs = flatHexLegs(v.locs[mark], l)!;
  const from = placeName(v, mark).replace(/^(the|a) /, "the ");
  if (legs.second === 0) return `${back} ${legs.first === 1 ? "" : `${legs.first} `}${legs.firstWay} of ${from}`;
  return `${back} ${legs.first} ${legs.firstWay}, then ${legs.second} ${legs.secondWay}, of ${from}`;
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "nobody") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
const chars = (v: IslandView, cs: unknown) => list((cs as number[]).map((c) => charName(v, c)));

/** An action as a button label and a log line. */
export function describeIslandAction(v: IslandView, a: IslandAction): string {
  switch (a.type) {
    case "draft":
      return a.both ? `Keep both, ${charName(v, a.keep)} as Starting Character` : `Start with ${charName(v, a.keep)}`;
    case "move":
      return `Move ${charName(v, a.char)} to ${placeName(v, a.to)}`;
    case "engage":
      return `Engage ${placeName(v, a.loc)}`;
    case "lead":
      return `${a.with.map((c) => charName(v, c)).join(" and ")} try to lead ${charName(v, a.target)}`;
    case "heal":
      return `Heal ${charName(v, a.char)} here (skips their next turn)`;
    case "healer":
      return `${charName(v, a.healer)} heals ${charName(v, a.char)}`;
    case "defend":
      return a.with.length ? `Defend with ${a.with.map((c) => charName(v, c)).join(" and ")} helping` : "Defend alone";
    case "equip":
      return `${a.to >= 0 ? `${charName(v, a.to)} takes` : "Leave"} the Equipment${a.faceDown ? " face down" : ""}`;
    case "pick": {
      const p = v.pending && "purpose" in v.pending ? v.pending.purpose : null;
      if (p === "destination") return `To ${placeName(v, a.choice)}`;
      if (p === "take-event") return `From ${seatName(a.choice)}`;
      if (p === "take-equipment") return `Take ${fateName(v, -1)}`;
      return `${charName(v, a.choice)}${p ? ` (${p})` : ""}`;
    }
    case "reward":
      return a.kind === "control"
        ? "Take control"
        : a.kind === "injure"
          ? "Injure them instead"
          : `Take ${a.kind === "event" ? "an Event" : "a piece of Equipment"}`;
    case "transfer":
      return `Give Equipment to ${charName(v, a.to)}`;
    case "discard":
      return `Discard ${fateName(v, v.hand.find((k) => k.card === a.card)?.fate ?? -1)}`;
    case "play":
      return `Play ${fateName(v, v.hand.find((k) => k.card === a.card)?.fate ?? -1)}${a.target >= 0 ? ` on ${charName(v, a.target)}` : ""}`;
    case "use":
      return `Use Equipment${a.target >= 0 ? ` on ${charName(v, a.target)}` : ""}`;
    case "ability":
      return `${charName(v, a.char)}'s ability on ${charName(v, a.target)}`;
    case "pass":
      return "Pass";
    case "resolve":
      return a.applied ? "Done as written" : "Not done";
    case "leave":
      return "Leave the game";
    case "propose":
      return `Propose a shared win: ${a.with.map(seatName).join(", ")}`;
    case "answer":
      return a.accept ? "Agree" : "Refuse";
    case "claim":
      return `Claim ${charName(v, a.char)}'s Win Condition`;
  }
}

export function describeIslandEvent(e: GameEvent, v: IslandView): string | null {
  const n = (x: unknown) => Number(x);
  switch (e.type) {
    case "dealt":
      return `${seatName(n(e.seat))} is dealt ${String(e.count)} Characters.`;
    case "drafted":
      return (
        `${seatName(n(e.seat))} starts with ` +
        `${charName(v, n(e.starting))}${n(e.follower) >= 0 ? ` and keeps ${charName(v, n(e.follower))} too` : ""}.`
      );
    case "draft-done":
      return `${seatName(n(e.first))} goes first.`;
    case "turn":
      return `Round ${String(e.round)}: ${seatName(n(e.seat))}'s turn${e.skipped ? " (skipped)" : ""}.`;
    case "round-end":
      return `Round ${String(e.round)} ends.`;
    case "moved":
      return `${charName(v, n(e.char))} moves to ${placeName(v, n(e.to))}${e.source ? ` (${String(e.source)})` : ""}.`;
    case "flipped":
      return `The Location is turned face up: the ${v.tiles[n(e.tile)]?.name ?? "Location"}.`;
    case "engage-location":
      return `${chars(v, e.chars)} engage ${placeName(v, n(e.loc))}.`;
    case "drew":
      return `${seatName(n(e.seat))} draws ${fateName(v, n(e.fate))}.`;
    case "drew-equipment":
      return `${seatName(n(e.seat))} finds a piece of Equipment.`;
    case "drew-event":
      return `${seatName(n(e.seat))} draws an Event.`;
    case "campsite":
      return `A Campsite: ${charName(v, n(e.char))} is found here as a Neutral Character.`;
    case "campsite-empty":
      return "A Campsite, but no Character is left in the deck.";
    case "lead-attempt":
      return `${seatName(n(e.seat))}: ${chars(v, e.with)} try to lead ${charName(v, n(e.target))}.`;
    case "defend":
      return `${seatName(n(e.seat))} defends with ${chars(v, e.with)}.`;
    case "check-start": {
      if (e.kind === "monster") return `${fateName(v, n(e.fate))} engages ${chars(v, e.defenders)} at ${placeName(v, n(e.loc))}.`;
      const against = n(e.fate) >= 0 ? fateName(v, n(e.fate)) : chars(v, e.defenders);
      return `Power Check at ${placeName(v, n(e.loc))}: ${chars(v, e.attackers)} against ${against}.`;
    }
    case "equipped":
      return `${charName(v, n(e.char))} takes ${fateName(v, n(e.fate))}.`;
    case "left":
      return `${fateName(v, n(e.fate))} is left at ${placeName(v, n(e.loc))}.`;
    case "dice":
      return `Dice: ${String(e.attackDie)} and ${String(e.defendDie)}, ${String(e.attack)} against ${String(e.defend)}.`;
    case "check":
      return `Power Check ${String(e.attack)} to ${String(e.defend)}: ${String(e.outcome)}.`;
    case "defeated":
      return `${fateName(v, n(e.fate))} is defeated.`;
    case "discarded":
      return `${fateName(v, n(e.fate))} is discarded.`;
    case "led":
      return `${seatName(n(e.seat))} now controls ${charName(v, n(e.char))}.`;
    case "reward":
      return `${seatName(n(e.seat))} chooses: ${String(e.kind)}.`;
    case "no-reward":
      return `${seatName(n(e.seat))} wins, but there is nothing to take.`;
    case "injured":
      return `${charName(v, n(e.char))} is Injured${e.cause ? ` (${String(e.cause)})` : ""}.`;
    case "killed":
      return `${charName(v, n(e.char))} is killed${e.cause ? ` (${String(e.cause)})` : ""}.`;
    case "healed":
      return `${charName(v, n(e.char))} is healed.`;
    case "healing":
      return `${charName(v, n(e.char))} rests at the Campsite to heal.`;
    case "trapped":
      return `${charName(v, n(e.char))} is Trapped for ${String(e.turns)} turn(s).`;
    case "char-skips":
      return `${charName(v, n(e.char))} will skip their next turn.`;
    case "player-skips":
      return `${seatName(n(e.seat))} will skip their next turn.`;
    case "power":
      return (
        `${n(e.char) >= 0 ? charName(v, n(e.char)) : "The Encounter"} ${n(e.amount) >= 0 ? "+" : ""}${String(e.amount)} Power ` +
        `(${String(e.source)}).`
      );
    case "played":
      return `${seatName(n(e.seat))} plays ${fateName(v, n(e.fate))}${n(e.target) >= 0 ? ` on ${charName(v, n(e.target))}` : ""}.`;
    case "used":
      return `${charName(v, n(e.char))} uses ${fateName(v, n(e.fate))}.`;
    case "ability":
      return `${charName(v, n(e.char))}'s ability: +${String(e.amount)} to ${charName(v, n(e.target))} this round.`;
    case "took-equipment":
      return `${charName(v, n(e.to))} takes ${fateName(v, n(e.fate))}.`;
    case "left-equipment":
      return `${fateName(v, n(e.fate))} is left at ${placeName(v, n(e.loc))}.`;
    case "transferred":
      return `${fateName(v, n(e.fate))} passes to ${charName(v, n(e.to))}.`;
    case "equipment-revealed":
      return `${charName(v, n(e.char))}'s Equipment is turned up: ${fateName(v, n(e.fate))}.`;
    case "took-event":
      return `${seatName(n(e.to))} takes an Event from ${seatName(n(e.from))}.`;
    case "discarded-event":
      return `${seatName(n(e.seat))} discards ${fateName(v, n(e.fate))}.`;
    case "resolved":
      return `${seatName(n(e.seat))} ${e.applied ? "did" : "did not do"} "${String(e.text)}" (${String(e.source)}).`;
    case "monster-coin":
      return e.heads
        ? "The Monster's coin: heads, it stays."
        : `The Monster's coin: tails; die ${String(e.die)}${e.stays ? ", it cannot go that way" : ""}.`;
    case "monster-moved":
      return `The Monster moves to ${placeName(v, n(e.to))} (die ${String(e.die)}).`;
    case "monster-chooses":
      return "The Monster falls on a random player's Characters.";
    case "fate-reshuffled":
      return "The Fate discards are shuffled into a new deck.";
    case "fate-empty":
      return "The Fate deck is empty.";
    case "proposal":
      return `${seatName(n(e.seat))} proposes a shared win: ${(e.with as number[]).map(seatName).join(", ")}.`;
    case "answered":
      return `${seatName(n(e.seat))} ${e.accept ? "agrees" : "refuses"}.`;
    case "player-out":
      return `${seatName(n(e.seat))} is out of the game (${String(e.why)}).`;
    case "game-over": {
      const w = e.winners as number[];
      return w.length
        ? `${list(w.map(seatName))} win${w.length === 1 ? "s" : ""}: ${String(e.reason)}.`
        : `The game ends without a winner: ${String(e.reason)}.`;
    }
    default:
      return null;
  }
}

export const islandOutcomes: OutcomeWords = {
  metrics: {
    rounds: { label: "Rounds" },
    led: { label: "Characters led" },
    killed: { label: "Characters killed" },
    encounters: { label: "Encounters drawn" },
    defeated: { label: "Encounters defeated" },
    monsterMoves: { label: "Monster moves" },
    explored: { label: "Locations explored" },
    "end:advanced": { label: "Ended by the Advanced victory", share: true },
    "end:lead-all": { label: "Ended with every Character led", share: true },
    "end:win-condition": { label: "Ended by a Starting Character Win Condition", share: true },
    "end:agreement": { label: "Ended in a shared win", share: true },
    "end:nobody": { label: "Ended with nobody left", share: true },
    "end:round-limit": { label: "Stopped at the round limit", share: true },
  },
};
