// The layout board's tools and the words for a place, shared by the board, its toolbar and the
// editor's text view. A tool is what a click (or Enter) does; the keys 1–9, 0, T, R and M work
// whichever tool is chosen.
import type { IslandBody, IslandLayout } from "@/lib/content/kinds/island";
import { cellAt, isStart, type Place } from "@/lib/content/island/layout-ops";
import { axialToOffset } from "@/lib/content/island/grid";

export type LayoutTool =
  { kind: "paint"; back: string } | { kind: "clear" } | { kind: "start" } | { kind: "rotate" } | { kind: "move" } | { kind: "select" };

/** The toolbar: one paint tool per back of the island, then the others. */
export function layoutTools(body: IslandBody): { tool: LayoutTool; label: string; hint: string }[] {
  return [
    ...body.kinds.map((k, i) => ({
      tool: { kind: "paint", back: k.id } as LayoutTool,
      label: `${k.label} back`,
      hint: i < 9 ? `${i + 1}` : "",
    })),
    { tool: { kind: "clear" }, label: "Empty", hint: "0" },
    { tool: { kind: "start" }, label: "Starting Location", hint: "T" },
    { tool: { kind: "rotate" }, label: "Rotate", hint: "R" },
    { tool: { kind: "move" }, label: "Move", hint: "M" },
    { tool: { kind: "select" }, label: "Select", hint: "" },
  ];
}

export const sameTool = (a: LayoutTool, b: LayoutTool) =>
  a.kind === b.kind && (a.kind !== "paint" || (b.kind === "paint" && a.back === b.back));

/** A place as a designer reads it: column and row (from 1, as printed grids count), and what is there. */
export function placeWords(body: IslandBody, l: IslandLayout, p: Place): string {
  const { col, row } = axialToOffset(p.q, p.r);
  const where = `column ${col + 1}, row ${row + 1}`;
  const c = cellAt(l, p);
  if (c) {
    const back = body.kinds.find((k) => k.id === c.kind)?.label ?? c.kind;
    const tile = c.tile ? (body.locations.find((t) => t.id === c.tile)?.name ?? c.tile) : null;
    const turned = c.rotation ? `, turned ${c.rotation}/6` : "";
    return `${where}: ${back} tile, ${tile ? `"${tile}"` : "random"}${turned}`;
  }
  if (isStart(l, p)) return `${where}: Starting Location`;
  return `${where}: empty`;
}
