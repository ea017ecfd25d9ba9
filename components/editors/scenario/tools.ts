// The scenario designer's tools. Terrain tools act on a stroke (the hexes a press, drag and
// release crossed), applied to the body once at release so a whole drag is one undo step; the
// others act on the hex clicked.
import type { Hex } from "@/lib/engine/core/hex";
import type { ScenarioBody } from "@/lib/content/kinds/scenario";
import { floodFillHexes, hexLine, paintSpaces, rectangleHexes, type TerrainBrush } from "@/lib/content/scenario/terrain-ops";

export type ToolId = "paint" | "rect" | "fill" | "object" | "figure" | "move";

export interface ToolDef {
  id: ToolId;
  key: string;
  label: string;
  hint: string;
}

export const TOOLS: readonly ToolDef[] = [
  { id: "paint", key: "b", label: "Paint", hint: "Drag across spaces to paint the brush" },
  { id: "rect", key: "r", label: "Rectangle", hint: "Drag from one corner to the other to paint a rectangle" },
  { id: "fill", key: "f", label: "Fill", hint: "Click a space to paint it and every joined space like it" },
  { id: "object", key: "o", label: "Object", hint: "Click a space to put the chosen object there" },
  { id: "figure", key: "g", label: "Figure", hint: "Click a free space to stand a new figure of the chosen side there" },
  { id: "move", key: "m", label: "Select", hint: "Click a figure or object to select it; drag it to move it" },
];

/** Tools whose stroke paints terrain. */
export const TERRAIN_TOOLS: ReadonlySet<ToolId> = new Set(["paint", "rect", "fill"]);

/** The brushes offered beside the levels: terrain kinds, passability and taking spaces away. */
export const TERRAIN_BRUSHES: readonly { brush: TerrainBrush; label: string; key: string }[] = [
  { brush: { kind: "terrain", terrain: "floor" }, label: "Floor", key: "e" },
  { brush: { kind: "terrain", terrain: "wall" }, label: "Wall", key: "w" },
  { brush: { kind: "terrain", terrain: "steps" }, label: "Steps", key: "s" },
  { brush: { kind: "terrain", terrain: "pillar" }, label: "Pillar", key: "p" },
  { brush: { kind: "impassable", impassable: true }, label: "Impassable", key: "i" },
  { brush: { kind: "impassable", impassable: false }, label: "Passable", key: "a" },
  { brush: { kind: "remove" }, label: "Off the map", key: "x" },
];

/** The brush in words, for the undo history ("Paint level 2", "Fill wall"). */
export function brushWords(b: TerrainBrush): string {
  switch (b.kind) {
    case "level":
      return `level ${b.level}`;
    case "terrain":
      return b.terrain;
    case "impassable":
      return b.impassable ? "impassable" : "passable";
    case "remove":
      return "off the map";
  }
}

export const sameBrush = (a: TerrainBrush, b: TerrainBrush) => brushWords(a) === brushWords(b);

/** A stroke in progress: the hexes under the drag, in order. */
export type Stroke = { phase: "idle" } | { phase: "down"; first: Hex; last: Hex; path: Hex[] };

const same = (a: Hex, b: Hex) => a.q === b.q && a.r === b.r;

/** The stroke after the pointer moved onto `h` (a drag across a gap fills it in). */
export function extendStroke(s: Stroke, h: Hex): Stroke {
  if (s.phase !== "down" || same(s.last, h)) return s;
  const added = hexLine(s.last, h).filter((x) => !s.path.some((p) => same(p, x)));
  return { ...s, last: h, path: [...s.path, ...added] };
}

/** The hexes a finished stroke of a terrain tool paints. */
export function strokeHexes(body: ScenarioBody, tool: ToolId, s: Extract<Stroke, { phase: "down" }>): Hex[] {
  switch (tool) {
    case "paint":
      return s.path;
    case "rect":
      return rectangleHexes(s.first, s.last);
    case "fill":
      return floodFillHexes(body, s.first);
    default:
      return [];
  }
}

/** The body after a terrain stroke, and its name in the undo history. */
export function applyTerrainStroke(
  body: ScenarioBody,
  tool: ToolId,
  brush: TerrainBrush,
  s: Extract<Stroke, { phase: "down" }>,
): { body: ScenarioBody; label: string } {
  const verb = tool === "rect" ? "Paint rectangle of" : tool === "fill" ? "Fill with" : "Paint";
  return { body: paintSpaces(body, strokeHexes(body, tool, s), brush), label: `${verb} ${brushWords(brush)}` };
}
