// Space Hulk in words: events as sentences for the playtest log (pieces named by kind and id, or
// by a namer that reads them off the table: Marines by their names in the squad), the dice of one
// step for the board, and actions and pieces as the board's buttons name them.
import type { GameEvent } from "@/lib/engine/core/game";
import type { HulkView } from "@/lib/engine/hulk/game";
import { BLIP, FLAMER, MARINE, type HulkAction, type Piece } from "@/lib/engine/hulk/types";
import type { OutcomeWords } from "../types";

const KINDS = ["Marine", "Genestealer", "Blip"];
/** Counter codes of the pool (lib/engine/hulk/types.ts): 0..5 pitfalls A..F, 6 ladder, 7 rubble. */
const COUNTERS = ["pitfall A", "pitfall B", "pitfall C", "pitfall D", "pitfall E", "pitfall F", "ladder", "rubble"];
const HOW: Record<string, string> = {
  shot: "is shot dead",
  flamed: "burns",
  assault: "dies in close assault",
  crushed: "is crushed by a falling Marine",
};

const who = (kind: unknown, id: unknown) => `${KINDS[Number(kind)] ?? "Piece"} #${String(id)}`;

/** Names a piece of an event by id; `kind` when the event says it. */
export type PieceNamer = (id: unknown, kind?: unknown) => string;

/** Kind and number only (an event alone tells no more). */
export const byNumber: PieceNamer = (id, kind) => (kind === undefined ? `#${String(id)}` : who(kind, id));

/**
 * Names pieces as the table shows them in these views (of the state before a step and after it,
 * so that both the fallen and the newly deployed are found): a Marine by his name in the squad.
 */
export function namerFrom(...views: HulkView[]): PieceNamer {
  return (id, kind) => {
    for (const v of views) {
      const p = pieceOf(v, Number(id));
      if (p) return p.kind === MARINE ? pieceLabel(v, p) : who(p.kind, id);
    }
    return byNumber(id, kind);
  };
}
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((d): d is number => typeof d === "number") : []);
const rolled = (v: unknown) => nums(v).join(", ");

function shotText(e: GameEvent, name: PieceNamer): string {
  const how = [e.overwatch ? "on overwatch" : "", e.sustained ? "sustained fire" : ""].filter(Boolean).join(", ");
  const outcome = e.hit ? "kills it" : e.deflected ? "the shot is deflected by rubble" : "misses";
  return (
    `${name(e.piece, 0)} fires at ${name(e.target)}${how ? ` (${how})` : ""}: rolls ${rolled(e.dice)}, ` +
    `${outcome}${e.jam ? "; the storm bolter jams" : ""}.`
  );
}

function assaultText(e: GameEvent, name: PieceNamer): string {
  const ms = Number(e.marineScore),
    ss = Number(e.stealerScore);
  const lead = ms > ss ? "the Marine scores higher" : ss > ms ? "the Genestealer scores higher" : "a tie";
  return (
    `Close assault, ${name(e.attacker)} attacks ${name(e.defender)}: Marine rolls ${rolled(e.marineDice)} (score ${ms}), ` +
    `Genestealer rolls ${rolled(e.stealerDice)} (score ${ss}): ${lead}.`
  );
}

export function describeHulkEvent(e: GameEvent, name: PieceNamer = byNumber): string | null {
  switch (e.type) {
    case "counter-placed":
      return "A face-down counter is placed on a shaded section.";
    case "counters-revealed": {
      const list = Array.isArray(e.counters) ? (e.counters as { counter: number }[]).map((c) => COUNTERS[c.counter] ?? "counter") : [];
      return `The counters are turned face up: ${list.join(", ") || "none"}.`;
    }
    case "marine-deployed":
      return `${name(e.piece, 0)} is deployed.`;
    case "blip-enters":
      return `${name(e.piece, 2)} enters the map.`;
    case "marine-turn":
      return `Turn ${String(e.turn)}: the Marines' turn; they roll ${String(e.cp)} command points.`;
    case "stealer-turn":
      return `Turn ${String(e.turn)}: the Genestealers' turn (${String(e.waiting)} blips waiting to enter).`;
    case "door":
      return e.open ? "A door is opened." : "A door is closed.";
    case "shot":
      return shotText(e, name);
    case "flame":
      return `${name(e.piece, 0)} fires the heavy flamer into ${String(e.section)}.`;
    case "assault":
      return assaultText(e, name);
    case "killed":
      return (
        `${name(e.piece, e.kind)} ` +
        `${HOW[String(e.how)] ?? `is killed (${String(e.how)})`}${typeof e.by === "number" && e.by >= 0 ? ` (by ${name(e.by)})` : ""}.`
      );
    case "escaped":
      return `${name(e.piece, e.kind)} leaves the map through the disposal chute.`;
    case "pitfall-roll":
      return (
        `${name(e.piece, 0)} enters a pitfall space and rolls ${String(e.roll)}: ` +
        `${e.falls ? "he falls through" : "he keeps his footing"}.`
      );
    case "landed":
      return `${name(e.piece, 0)} lands on the level below, rolling ${String(e.roll)}: ${e.prone ? "prone" : "upright"}.`;
    case "landing-on-stealer":
      return (
        `${name(e.piece, 0)} falls onto ${name(e.under)} and rolls ${String(e.roll)}: ` +
        `${e.scuttles ? "it scuttles aside" : "it is crushed"}.`
      );
    case "landing-on-marine":
      return `${name(e.piece, 0)} falls onto ${name(e.under, 0)} and rolls ${String(e.roll)}.`;
    case "converted": {
      const n = Number(e.stealers);
      return `${name(e.piece, 2)} is turned over: ${n === 0 ? "a false contact" : `${n} Genestealer${n === 1 ? "" : "s"}`}.`;
    }
    case "game-over": {
      const w = Number(e.winner);
      return `Game over: ${w === 0 ? "the Marines win" : w === 1 ? "the Genestealers win" : "a draw"} (${String(e.reason)}).`;
    }
    default:
      return null;
  }
}

/** One roll to show on the board: who rolled which dice, and what came of it. */
export interface DiceRoll {
  label: string;
  groups: { who: string; dice: number[] }[];
  note: string;
}

const single = (label: string, e: GameEvent, note: string): DiceRoll => ({
  label,
  groups: [{ who: who(0, e.piece), dice: nums([e.roll]) }],
  note,
});

/** The dice rolled in one step (shots, close assaults, pitfalls and landings), in order. */
export function diceOf(events: readonly GameEvent[]): DiceRoll[] {
  const out: DiceRoll[] = [];
  for (const e of events) {
    if (e.type === "shot") {
      const note = (e.hit ? "kill" : e.deflected ? "deflected by rubble" : "miss") + (e.jam ? " · jammed" : "");
      out.push({
        label: `Storm bolter${e.overwatch ? " (overwatch)" : ""}${e.sustained ? " (sustained)" : ""}`,
        groups: [{ who: who(0, e.piece), dice: nums(e.dice) }],
        note,
      });
    } else if (e.type === "assault") {
      const ms = Number(e.marineScore),
        ss = Number(e.stealerScore);
      out.push({
        label: "Close assault",
        groups: [
          { who: `Marine (score ${ms})`, dice: nums(e.marineDice) },
          { who: `Genestealer (score ${ss})`, dice: nums(e.stealerDice) },
        ],
        note: ms > ss ? "Marine higher" : ss > ms ? "Genestealer higher" : "tie",
      });
    } else if (e.type === "pitfall-roll") out.push(single("Pitfall", e, e.falls ? "falls through" : "keeps his footing"));
    else if (e.type === "landed") out.push(single("Landing", e, e.prone ? "prone" : "upright"));
    else if (e.type === "landing-on-stealer")
      out.push(single("Falling onto a Genestealer", e, e.scuttles ? "it scuttles aside" : "it is crushed"));
    else if (e.type === "landing-on-marine") out.push(single("Falling onto a Marine", e, ""));
  }
  return out;
}

/** The piece an action of a turn is done by (not "activate", which only picks it). */
export const actorOf = (a: HulkAction): number | null => ("piece" in a && a.type !== "activate" ? a.piece : null);

export const FACINGS = ["N", "E", "S", "W"] as const;

export const pieceOf = (view: HulkView, id: number | null): Piece | undefined =>
  id === null ? undefined : view.pieces.find((p) => p.id === id);

/** "level:x,y", as the targets list and tests name cells. */
export function where(view: HulkView, cell: number): string {
  const b = view.board;
  const level = Math.floor(cell / b.plane),
    rest = cell - level * b.plane;
  return `${level}:${rest % b.width},${Math.floor(rest / b.width)}`;
}

/**
 * A space as the log and the buttons name it: its section of the map ("Upper spine west"), the
 * way players point at the board; the level and square only for a space outside every section.
 */
export function placeIn(view: HulkView, cell: number): string {
  const b = view.board;
  const name = b.sectionNames[b.section[cell]];
  return name ? `in ${name}` : `at ${where(view, cell)}`;
}

export function pieceLabel(view: HulkView, p: Piece | undefined): string {
  if (!p) return "a piece";
  if (p.kind === MARINE) {
    const slot = view.board.squad[p.slot];
    // The sergeant is marked unless his name already says so.
    return slot ? `${slot.name}${slot.sergeant && !/sergeant/i.test(slot.name) ? " (sergeant)" : ""}` : `Marine #${p.id}`;
  }
  return p.kind === BLIP ? `Blip #${p.id} (${p.blip >= 0 ? p.blip : "?"})` : `Genestealer #${p.id}`;
}

function placeLabel(view: HulkView, a: Extract<HulkAction, { type: "place" }>): string {
  const at = placeIn(view, a.to);
  switch (view.pending[0]?.kind) {
    case "place-stealers":
      return `Place a Genestealer ${at} facing ${FACINGS[a.facing]}`;
    case "scuttle":
      return `Scuttle ${at.replace(/^in /, "into ")}`;
    case "place-faller":
      return `Put the fallen Marine ${at}`;
    case "retreat":
      return `Retreat ${at.replace(/^in /, "into ")}`;
    default:
      return `Place ${at}`;
  }
}

/** An action in words, for buttons and the targets list (the board adds its AP cost). */
export function describeHulkAction(view: HulkView, a: HulkAction): string {
  const p = pieceOf(view, actorOf(a));
  const name = pieceLabel(view, p);
  // Blips have no facing; a Marine keeps his when he drops through a hole.
  const facing = (f: number, marineToo: boolean) => (p?.kind === BLIP || (p?.kind === MARINE && !marineToo) ? "" : ` facing ${FACINGS[f]}`);
  switch (a.type) {
    case "place-counter":
      return `Place a face-down counter ${placeIn(view, a.to)}`;
    case "deploy-marine":
      return `Deploy ${view.board.squad[view.toDeploy[0]]?.name ?? "a Marine"} ${placeIn(view, a.to)} facing ${FACINGS[a.facing]}`;
    case "deploy-blip":
      return `A blip enters ${placeIn(view, a.to)}`;
    case "move":
      return a.jump
        ? `${name}: step into the hole ${placeIn(view, a.to)} and drop through${facing(a.facing, false)}`
        : `${name}: move ${placeIn(view, a.to).replace(/^in /, p && view.board.section[p.cell] === view.board.section[a.to] ? "within " : "into ")}`;
    case "turn": {
      const rel = p ? (a.facing - p.facing) & 3 : 0;
      return `${name}: turn ${rel === 1 ? "right" : rel === 3 ? "left" : "about"} (face ${FACINGS[a.facing]})`;
    }
    case "door":
      return `${name}: ${view.doors[view.board.doorAt[a.to]] ? "close" : "open"} the door ${placeIn(view, a.to)}`;
    case "climb":
      return `${name}: climb ${p && a.to > p.cell ? "up" : "down"} ${placeIn(view, a.to).replace(/^in /, "into ")}${facing(a.facing, true)}`;
    case "jump":
      return `${name}: jump down the hole${facing(a.facing, false)}`;
    case "fire":
      return `${name}: fire at ${pieceLabel(view, pieceOf(view, a.target))}`;
    case "flame": {
      const section = view.board.sectionNames[view.board.section[a.to]] ?? where(view, a.to);
      return `${name}: flame ${section}`;
    }
    case "assault":
      return `${name}: close assault ${pieceLabel(view, pieceOf(view, a.target))}`;
    case "overwatch":
      return `${name}: go on overwatch`;
    case "clear-jam":
      return `${name}: clear the jam`;
    case "stand":
      return `${name}: stand up facing ${FACINGS[a.facing]}`;
    case "convert":
      return `${name}: turn the blip over`;
    case "face":
      return `Face ${FACINGS[a.facing]}`;
    case "place":
      return placeLabel(view, a);
    case "pass":
      return view.pending[0]?.kind === "retreat" ? "Stay put" : "No reaction (pass)";
    case "done":
      return `Done with ${pieceLabel(view, pieceOf(view, view.active))}`;
    case "activate":
      return `Activate ${pieceLabel(view, pieceOf(view, a.piece))} (${pieceOf(view, a.piece)?.ap ?? 0} AP)`;
    case "end-turn":
      return "End the turn";
  }
}

/** A space and what stands there, for the line under the map. */
export function describeSpace(view: HulkView, c: number): string {
  const b = view.board;
  const p = view.pieces.find((q) => q.cell === c);
  const section = b.section[c] >= 0 ? b.sectionNames[b.section[c]] : "wall";
  if (!p) return `${where(view, c)} · ${section}`;
  const slot = p.kind === MARINE ? b.squad[p.slot] : undefined;
  const who =
    p.kind === BLIP
      ? `blip (${p.blip >= 0 ? p.blip : "?"})`
      : slot
        ? `${slot.name}${slot.sergeant ? ", sergeant" : ""}, ` +
          `${slot.gun === FLAMER ? "heavy flamer" : slot.gun ? "storm bolter" : "close combat"}`
        : "Genestealer";
  const state = [p.prone && "prone", p.overwatch && "overwatch", p.jammed && "jammed"].filter(Boolean).join(", ");
  return `${where(view, c)} · ${section} · ${who} · ${p.ap} AP · facing ${FACINGS[p.facing]}${state ? ` · ${state}` : ""}`;
}

/** "escaped: At least two Marines…" as a sentence: the engine joins what happened and the mission's victory text. */
function hulkReason(r: string): string {
  const [what, ...rest] = r.split(": ");
  const victory = rest.join(": ");
  const stopped = /^stopped unfinished after (\d+) turns \(turn cap\)$/.exec(what);
  const head =
    what === "escaped"
      ? "Marines escaped"
      : what === "turn limit"
        ? "The mission's turn limit"
        : stopped
          ? `Stopped unfinished by the turn cap after ${stopped[1]} turns: no result`
          : what.charAt(0).toUpperCase() + what.slice(1);
  return victory ? `${head} — ${victory}` : head;
}

/** How a Space Hulk mission ended and what the lab counts, in words. */
export const hulkOutcomes: OutcomeWords = {
  reason: hulkReason,
  metrics: {
    turns: { label: "Turns played" },
    marinesEscaped: { label: "Marines escaped" },
    marinesLeft: { label: "Marines left on the map" },
    marinesKilled: { label: "Marines killed" },
    stealersKilled: { label: "Genestealers and blips killed" },
    blipsConverted: { label: "Blips turned over" },
    falls: { label: "Falls through a pitfall" },
    deflections: { label: "Shots deflected by rubble" },
    jams: { label: "Storm bolter jams" },
    shots: { label: "Shots fired" },
    assaults: { label: "Close assaults" },
    marinesWin: { label: "The Marines won", share: true },
    stealersWin: { label: "The Genestealers won", share: true },
    draws: { label: "Draws", share: true },
    unfinished: { label: "Stopped unfinished by the turn cap", share: true },
  },
};
