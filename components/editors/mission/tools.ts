// The designer's tools as small state machines. Every tool acts on a stroke: the cells a press,
// drag and release crossed on one level. A stroke is buffered locally while the mouse is down
// and applied to the body once at release, so a whole drag is one undo step.
import { VOID, WALL, type MissionBody, type PitfallLetter, type Side } from "@/lib/content/kinds/mission";
import {
  cellChar,
  featureAt,
  floodCells,
  lineCells,
  paintCells,
  paintDeploymentCells,
  paintEntryCells,
  placeFeature,
  rectCells,
  removeFeatureAt,
  toggleDoor,
  type XY,
} from "@/lib/content/hulk/mission-ops";
import { placeStamp, stampById } from "@/lib/content/hulk/stamps";

export type ToolId = "paint" | "rect" | "fill" | "pick" | "stamp" | "door" | "feature" | "erase" | "entry" | "deploy" | "pan";
export type PlaceableFeature = "rubble" | "pitfall" | "ladder" | "chute";

export interface ToolDef {
  id: ToolId;
  key: string;
  label: string;
  hint: string;
  /** Whether dragging extends the stroke (click tools act on the first cell only). */
  drags: boolean;
}

export const TOOLS: readonly ToolDef[] = [
  { id: "paint", key: "b", label: "Paint", hint: "Drag to paint the brush: wall, void or a section", drags: true },
  { id: "rect", key: "u", label: "Rectangle", hint: "Drag from corner to corner to paint a rectangle with the brush", drags: true },
  { id: "fill", key: "g", label: "Fill", hint: "Click to fill the area of joined cells that look alike with the brush", drags: false },
  { id: "pick", key: "i", label: "Pick", hint: "Click a cell to take its wall, void or section as the brush", drags: false },
  { id: "stamp", key: "s", label: "Stamp", hint: "Click to carve the chosen map section there as a new section; R turns it", drags: false },
  { id: "door", key: "d", label: "Door", hint: "Click to add or remove a door", drags: false },
  {
    id: "feature",
    key: "f",
    label: "Feature",
    hint: "Click to place the feature (a pitfall or ladder casts its shadow below); click it again to remove",
    drags: false,
  },
  { id: "erase", key: "x", label: "Erase", hint: "Drag to remove doors and features (with their shadows)", drags: true },
  {
    id: "entry",
    key: "e",
    label: "Entry",
    hint: "Drag to add cells to the selected entry area (from one of its cells: remove); on no area, click to start one",
    drags: true,
  },
  {
    id: "deploy",
    key: "z",
    label: "Deploy",
    hint: "Drag to add cells to the side's deployment zone (from one of its cells: remove)",
    drags: true,
  },
  { id: "pan", key: "h", label: "Pan", hint: "Drag to pan (or hold Space, or drag with the middle button); scroll to zoom", drags: true },
];

export const FEATURES: readonly PlaceableFeature[] = ["rubble", "pitfall", "ladder", "chute"];

/** What the tools apply: the brush character, the feature, the zone being painted. */
export interface ToolOptions {
  brush: string;
  feature: PlaceableFeature;
  letter: PitfallLetter | null;
  entryId: string | null;
  deploySide: Side;
  /** The stamp tool's map section (lib/content/hulk/stamps.ts) and its quarter turns. */
  stamp: string;
  turns: number;
}

export type Stroke = { phase: "idle" } | { phase: "down"; level: number; cells: XY[]; last: XY };

export type StrokeEvent =
  { type: "down"; level: number; cell: XY } | { type: "move"; level: number; cell: XY } | { type: "up" } | { type: "cancel" };

const key = (c: XY) => `${c.x},${c.y}`;

/** The stroke machine: idle → down (collecting cells along the drag) → idle on release or cancel. */
export function strokeStep(s: Stroke, ev: StrokeEvent, drags: boolean): Stroke {
  switch (ev.type) {
    case "down":
      return { phase: "down", level: ev.level, cells: [ev.cell], last: ev.cell };
    case "move": {
      if (s.phase !== "down" || !drags || ev.level !== s.level || key(ev.cell) === key(s.last)) return s;
      const seen = new Set(s.cells.map(key));
      const added = lineCells(s.last, ev.cell).filter((c) => !seen.has(key(c)));
      return { ...s, cells: [...s.cells, ...added], last: ev.cell };
    }
    case "up":
    case "cancel":
      return { phase: "idle" };
  }
}

/** The tools that paint with the brush, and so show the palette of walls, void and sections. */
export const BRUSH_TOOLS: readonly ToolId[] = ["paint", "rect", "fill", "pick"];

/**
 * The cells a finished (or, for the preview, unfinished) stroke acts on: the dragged line for most
 * tools, the rectangle from its first to its last cell, or the area a fill from its first cell reaches.
 */
export function strokeCells(m: MissionBody, tool: ToolId, level: number, cells: readonly XY[]): readonly XY[] {
  const first = cells[0];
  if (!first) return cells;
  if (tool === "rect") return rectCells(first, cells[cells.length - 1]);
  if (tool === "fill") return floodCells(m, level, first);
  return cells;
}

/** Whether a stroke starting on `first` removes rather than adds (entry and deployment cells). */
export function strokeRemoves(m: MissionBody, tool: ToolId, opts: ToolOptions, level: number, first: XY): boolean {
  if (tool === "entry") {
    const area = m.entryAreas.find((e) => e.id === opts.entryId);
    return !!area && area.level === level && area.cells.some((c) => c.x === first.x && c.y === first.y);
  }
  if (tool === "deploy") {
    const zone = m.deployment.find((z) => z.side === opts.deploySide);
    return !!zone?.cells.some((c) => c.level === level && c.x === first.x && c.y === first.y);
  }
  return false;
}

/** The body after a finished stroke (the same body when the stroke changed nothing). */
export function applyStroke(m: MissionBody, tool: ToolId, opts: ToolOptions, level: number, cells: readonly XY[]): MissionBody {
  const first = cells[0];
  if (!first) return m;
  const at = { level, ...first };
  switch (tool) {
    case "paint":
    case "rect":
    case "fill":
      return paintCells(m, level, strokeCells(m, tool, level, cells), opts.brush);
    case "stamp": {
      const stamp = stampById(opts.stamp);
      return stamp ? placeStamp(m, level, first, stamp, opts.turns).body : m;
    }
    case "door":
      return toggleDoor(m, at);
    case "feature": {
      const here = featureAt(m, at);
      if (here?.type === opts.feature) return removeFeatureAt(m, at);
      if (opts.feature === "pitfall") return opts.letter ? placeFeature(m, { type: "pitfall", letter: opts.letter, ...at }) : m;
      return placeFeature(m, { type: opts.feature, ...at });
    }
    case "erase":
      return cells.reduce((b, c) => {
        const cell = { level, ...c };
        const withoutDoor = b.doors.some((d) => d.level === level && d.x === c.x && d.y === c.y) ? toggleDoor(b, cell) : b;
        return removeFeatureAt(withoutDoor, cell);
      }, m);
    case "entry":
      return opts.entryId ? paintEntryCells(m, opts.entryId, cells, !strokeRemoves(m, tool, opts, level, first)) : m;
    case "deploy":
      return paintDeploymentCells(m, opts.deploySide, level, cells, !strokeRemoves(m, tool, opts, level, first));
    case "pick":
    case "pan":
      return m;
  }
}

/** What a finished stroke is called in the undo history ("Paint wall", "Place pitfall"). */
export function strokeLabel(m: MissionBody, tool: ToolId, opts: ToolOptions, level: number, cells: readonly XY[]): string {
  const first = cells[0] ?? { x: 0, y: 0 };
  const at = { level, ...first };
  switch (tool) {
    case "paint":
    case "rect":
    case "fill": {
      const section = m.levels[level]?.sections.find((s) => s.key === opts.brush);
      const what = opts.brush === WALL ? "wall" : opts.brush === VOID ? "void" : (section?.name ?? "cells");
      return tool === "fill" ? `Fill with ${what}` : tool === "rect" ? `Paint a rectangle of ${what}` : `Paint ${what}`;
    }
    case "stamp":
      return "Stamp map section";
    case "door":
      return m.doors.some((d) => d.level === level && d.x === first.x && d.y === first.y) ? "Remove door" : "Add door";
    case "feature":
      return `${featureAt(m, at)?.type === opts.feature ? "Remove" : "Place"} ${opts.feature}`;
    case "erase":
      return "Erase doors and features";
    case "entry":
      return strokeRemoves(m, tool, opts, level, first) ? "Remove entry cells" : "Paint entry area";
    case "deploy":
      return strokeRemoves(m, tool, opts, level, first) ? "Remove deployment cells" : "Paint deployment zone";
    case "pick":
    case "pan":
      return "";
  }
}

/** The brush the pick tool takes from a cell. */
export const pickedBrush = (m: MissionBody, level: number, c: XY) => cellChar(m, { level, ...c });
