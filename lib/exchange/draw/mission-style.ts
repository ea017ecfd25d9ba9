// How a mission map looks, shared by the designer's canvas, the print view, pictures and print-and-play so all
// speak the same visual language: cell colours per section, zone tints, where labels go, and
// which way a door lies.
import { VOID, WALL, type MissionBody, type MissionLevel, type MissionSection } from "../../content/kinds/mission";

/** World units per cell in the designer (the print view scales its SVG instead). */
export const CELL = 24;
/** Gap between levels drawn side by side, in world units. */
export const LEVEL_GAP = 2 * CELL;

export type Rgb = readonly [number, number, number];

export const WALL_RGB: Rgb = [86, 82, 76];
export const VOID_RGB: Rgb = [28, 31, 38];
export const MARINE_TINT: Rgb = [60, 110, 200];
export const STEALER_TINT: Rgb = [150, 60, 160];
export const ENTRY_TINT: Rgb = [200, 50, 40];

export const INK = {
  border: "rgba(40, 36, 30, 0.55)",
  grid: "rgba(0, 0, 0, 0.07)",
  hatch: "rgba(60, 50, 30, 0.28)",
  door: "#b86b16",
  hole: "#15161a",
  shadow: "#6a6f76",
  rubble: "#7b5a3a",
  ladder: "#3b2f22",
  chute: "#000000",
  label: "rgba(30, 30, 30, 0.55)",
  highlight: "#e8590c",
  entry: "#c8322a",
} as const;

export const rgbCss = ([r, g, b]: Rgb, a = 1) => (a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`);

function hslRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Corridors in warm greys, rooms in cool blues; neighbours by index differ in tone. */
export function sectionRgb(s: Pick<MissionSection, "kind">, index: number): Rgb {
  const step = ((index * 7) % 5) - 2;
  return s.kind === "corridor"
    ? hslRgb(38 + step * 6, 0.28, 0.8 + (index % 3) * 0.035)
    : hslRgb(200 + step * 9, 0.38, 0.78 + (index % 3) * 0.035);
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] * (1 - t) + b[i] * t)) as unknown as Rgb;

/** The parts of a mission that decide how its cells look (not doors or features). */
export type MapArtInput = Pick<MissionBody, "width" | "height" | "levels" | "deployment" | "entryAreas" | "counterPool">;

/** What tints a cell beyond its section colour: deployment zones and entry areas. */
export interface ZoneTints {
  /** Cell index in the level (y * width + x) → tint. */
  cells: Map<number, Rgb>;
}

/** The zone tints of one level: deployment zones (whole sections and cells) and entry areas. */
export function zoneTints(m: MapArtInput, level: number): ZoneTints {
  const cells = new Map<number, Rgb>();
  const lv = m.levels[level];
  const keys = new Map(lv.sections.map((s) => [s.name, s.key]));
  for (const z of m.deployment) {
    const tint = z.side === "marines" ? MARINE_TINT : STEALER_TINT;
    const zoneKeys = new Set(z.sections.flatMap((n) => (keys.has(n) ? [keys.get(n)!] : [])));
    if (zoneKeys.size > 0) {
      lv.rows.forEach((row, y) => {
        for (let x = 0; x < row.length; x++) if (zoneKeys.has(row[x])) cells.set(y * m.width + x, tint);
      });
    }
    for (const c of z.cells) if (c.level === level) cells.set(c.y * m.width + c.x, tint);
  }
  for (const e of m.entryAreas) if (e.level === level) for (const c of e.cells) cells.set(c.y * m.width + c.x, ENTRY_TINT);
  return { cells };
}

/** The colour of one map character (wall, void or a section) before tints. */
export function charRgb(ch: string, sectionIndex: Map<string, number>, sections: readonly MissionSection[]): Rgb {
  if (ch === WALL) return WALL_RGB;
  if (ch === VOID) return VOID_RGB;
  const i = sectionIndex.get(ch);
  return i === undefined ? [255, 0, 255] : sectionRgb(sections[i], i);
}

/** One representative cell per section for its label: the middle of its cells in row order. */
export function labelCells(level: MissionLevel): { section: MissionSection; x: number; y: number }[] {
  const cells = new Map<string, { x: number; y: number }[]>();
  level.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const list = cells.get(row[x]);
      if (list) list.push({ x, y });
      else if (row[x] !== WALL && row[x] !== VOID) cells.set(row[x], [{ x, y }]);
    }
  });
  return level.sections.flatMap((section) => {
    const list = cells.get(section.key);
    return list ? [{ section, ...list[Math.floor(list.length / 2)] }] : [];
  });
}

/** A door's bar runs across the passage: horizontal when the walls are east and west of it. */
export function doorIsHorizontal(level: MissionLevel, x: number, y: number): boolean {
  const open = (cx: number, cy: number) => {
    const ch = level.rows[cy]?.[cx];
    return ch !== undefined && ch !== WALL && ch !== VOID;
  };
  if (!open(x - 1, y) && !open(x + 1, y)) return true;
  if (!open(x, y - 1) && !open(x, y + 1)) return false;
  return true;
}

/** Shaded (counter pool) sections of a level, by key. */
export function shadedKeys(m: MapArtInput, level: number): Set<string> {
  const names = new Set(m.counterPool?.sections ?? []);
  return new Set(m.levels[level].sections.filter((s) => names.has(s.name)).map((s) => s.key));
}

export const LEGEND: { id: string; label: string }[] = [
  { id: "corridor", label: "Corridor (one tone per section)" },
  { id: "room", label: "Room" },
  { id: "wall", label: "Wall" },
  { id: "void", label: "Void (outside the hulk)" },
  { id: "shaded", label: "Shaded: counters placed at set-up" },
  { id: "door", label: "Door" },
  { id: "rubble", label: "Rubble" },
  { id: "pitfall", label: "Pitfall (letter)" },
  { id: "ladder", label: "Ladder" },
  { id: "shadow", label: "Shadow of a pitfall or ladder above" },
  { id: "chute", label: "Disposal chute" },
  { id: "marines", label: "Marine deployment" },
  { id: "entry", label: "Genestealer entry area" },
];
