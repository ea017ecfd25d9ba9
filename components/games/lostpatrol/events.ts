// The Lost Patrol events as sentences for the playtest log (the generic log prints raw fields).
// Both seats see the same table (only the deck's order and the dice to come are hidden, and no
// event tells them), so any seat's view reads them.
import type { GameEvent } from "@/lib/engine/core/game";
import type { Hex } from "@/lib/engine/core/hex";
import { placeName } from "./places";
import type { LostPatrolView, SoldierKind } from "@/lib/engine/lostpatrol";
import type { OutcomeWords } from "../types";
import { soldierName } from "./board-plan";

const where = (h: unknown) => placeName(h as Hex);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const rolls = (dice: unknown) => (dice as number[]).join(", ");

/** A soldier by id: the kind comes from the event when it has one, else from the view before the step. */
const soldier = (id: unknown, kind: unknown, before?: LostPatrolView) =>
  soldierName(Number(id), (kind as SoldierKind | undefined) ?? before?.soldiers.find((x) => x.id === Number(id))?.kind);

const AMBUSH_OUTCOME: Record<string, string> = {
  tie: "a tie: the soldiers fall back one tile",
  monsters: "the monsters win: one soldier dies and the rest fall back",
  humans: "the soldiers win: one monster dies and the rest fall back",
};

const DEATH: Record<string, string> = {
  ambush: "killed in the ambush",
  extra: "one too many on the tile, lost in the jungle",
  "lost in the jungle": "cut off when the jungle split",
};

export function describeLostPatrolEvent(e: GameEvent, before?: LostPatrolView): string | null {
  switch (e.type) {
    case "turn":
      return `Turn ${String(e.turn)} begins.`;
    case "tile-drawn":
      return `The monster player draws a "${String(e.tile)}" tile.`;
    case "tile-laid":
      return `A "${String(e.tile)}" tile is laid at ${where(e.at)}, turned ${String(e.rotation)}.`;
    case "tiles-removed": {
      const gone = e.at as Hex[];
      return `Out of the soldiers' sight, ${plural(gone.length, "tile")} removed: ${gone.map(where).join("; ")}.`;
    }
    case "jungle-split":
      return `The jungle splits into ${String(e.groups)} groups.`;
    case "group-kept":
      return `The soldiers keep the group of ${plural((e.at as Hex[]).length, "tile")}; the rest leave play.`;
    case "jungle-frozen":
      return "The ship is laid: the jungle no longer changes.";
    case "soldier-moved":
      return `${soldier(e.soldier, undefined, before)} moves ${where(e.from)} → ${where(e.to)}.`;
    case "soldier-retreated":
      return `${soldier(e.soldier, undefined, before)} falls back ${where(e.from)} → ${where(e.to)}.`;
    case "shot":
      return (
        `${soldier(e.soldier, undefined, before)} shoots at ${where(e.at)}: rolls ${rolls(e.dice)}, ` +
        `${plural(Number(e.kills), "monster")} killed.`
      );
    case "soldier-killed":
      return `${soldier(e.soldier, e.kind, before)} dies at ${where(e.at)} (${DEATH[String(e.cause)] ?? String(e.cause)}).`;
    case "stack-created":
      return `A stack of ${plural(Number(e.monsters), "monster")} appears at ${where(e.at)}.`;
    case "stack-grown":
      return `The stack at ${where(e.at)} grows by ${String(e.added)} to ${String(e.monsters)}.`;
    case "stack-moved":
      return (
        `The stack marches ${where(e.from)} → ${where(e.to)}, losing ${String(e.lost)} on the way: ` +
        `${plural(Number(e.monsters), "monster")} there${e.merged ? " (merged with the stack already there)" : ""}.`
      );
    case "stack-retreated":
      return `The stack of ${plural(Number(e.monsters), "monster")} falls back ${where(e.from)} → ${where(e.to)}.`;
    case "ambush":
      return (
        `Ambush at ${where(e.at)}: ${plural(Number(e.monsters), "monster")} roll ${String(e.monsterDie)} (strength ` +
        `${String(e.monsterStrength)}), ` +
        `the soldiers roll ${rolls(e.humanDice)} (strength ${String(e.humanStrength)}): ` +
        `${AMBUSH_OUTCOME[String(e.outcome)] ?? String(e.outcome)}.`
      );
    case "extra-monsters-removed":
      return `${plural(Number(e.removed), "monster")} over the six at ${where(e.at)} ${Number(e.removed) === 1 ? "leaves" : "leave"} play.`;
    case "end": {
      const who = e.winner === 0 ? "the soldiers win" : e.winner === 1 ? "the monsters win" : "a draw";
      return `Game over: ${who} (${String(e.reason)}).`;
    }
    default:
      return null;
  }
}

const REASONS: Record<string, string> = {
  "ship reached": "The soldiers reached the ship",
  "wiped out": "The soldiers were wiped out",
  "ring closed": "A ring of paths closed around the soldiers",
  "lost in a split": "The soldiers were lost when the jungle split",
  unfinished: "Unfinished: a safety cap stopped the game before the rules ended it (no result)",
};

/** How a Lost Patrol game ended and what the lab counts, in words. */
export const lostPatrolOutcomes: OutcomeWords = {
  reason: (r) => REASONS[r] ?? r,
  metrics: {
    turns: { label: "Turns played" },
    soldiersLeft: { label: "Soldiers left at the end" },
    monstersKilled: { label: "Monsters killed" },
    tilesLaid: { label: "Tiles laid" },
    ambushes: { label: "Ambushes" },
    shipReached: { label: "The soldiers reached the ship", share: true },
    wipedOut: { label: "The soldiers were wiped out", share: true },
    ringClosed: { label: "A ring of paths closed", share: true },
    lostInSplit: { label: "Lost when the jungle split", share: true },
    unfinished: { label: "Unfinished (stopped by a safety cap)", share: true },
  },
};
