// The Space Hulk map in words: the text alternative of its canvas, read with it and announced as
// it changes. Only what the seat's view shows: blips stay blips for the Marine side.
import type { HulkView } from "@/lib/engine/hulk/game";
import { BLIP, MARINE } from "@/lib/engine/hulk/types";
import { FACINGS, pieceLabel, pieceOf, placeIn } from "./events";

export function mapSummary(view: HulkView): string {
  const marines = view.pieces.filter((p) => p.kind === MARINE);
  const stealers = view.pieces.filter((p) => p.kind !== MARINE && p.kind !== BLIP);
  const blips = view.pieces.filter((p) => p.kind === BLIP);
  const parts: string[] = [];
  parts.push(
    marines.length > 0
      ? `Marines: ${marines.map((p) => `${pieceLabel(view, p)} ${placeIn(view, p.cell)} facing ${FACINGS[p.facing]}${p.prone ? ", prone" : ""}${p.overwatch ? ", on overwatch" : ""}`).join("; ")}.`
      : "No Marines on the map.",
  );
  if (stealers.length > 0)
    parts.push(`Genestealers: ${stealers.map((p) => `${pieceLabel(view, p)} ${placeIn(view, p.cell)}`).join("; ")}.`);
  if (blips.length > 0) parts.push(`Blips: ${blips.map((p) => `${pieceLabel(view, p)} ${placeIn(view, p.cell)}`).join("; ")}.`);
  const active = pieceOf(view, view.active);
  if (active) parts.push(`Active: ${pieceLabel(view, active)}.`);
  return parts.join(" ");
}
