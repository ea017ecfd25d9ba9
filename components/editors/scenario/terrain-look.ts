// How terrain looks, shared by the designer's canvas and the play board: a shade per level
// (higher is lighter, as if lit from above), wall and pillar inks, side colours, and the words a
// space is described by.
import { layout, type Layout } from "@/lib/engine/core/hex";
import type { TerrainKind } from "@/lib/engine/scenario/input";

/** Centre-to-corner size of a hex in world units. */
export const HEX = 26;
/** Flat-topped hexes: each has a side facing north. */
export const HEX_LAYOUT: Layout = layout("flat", HEX);

export const SIDE_COLORS = ["#c0392b", "#2471a3", "#229954", "#b7950b", "#7d3c98", "#ca6f1e", "#17a589", "#566573"];
export const sideColor = (i: number) => SIDE_COLORS[((i % SIDE_COLORS.length) + SIDE_COLORS.length) % SIDE_COLORS.length];

/** The fill of a space at a level: a warm stone, lighter on each level up. */
export function levelFill(level: number): string {
  const light = Math.min(94, 58 + level * 7);
  return `hsl(36, 32%, ${light}%)`;
}

export const INK = {
  wall: "#4d4a45",
  pillar: "#3b3833",
  steps: "#6b5a3e",
  edge: "#7a6f5c",
  ghost: "rgba(90, 80, 60, 0.22)",
  impassable: "#b3261e",
  text: "#2b2720",
  highlight: "#f1c40f",
};

const TERRAIN_WORDS: Record<TerrainKind, string> = { floor: "floor", wall: "wall", steps: "steps", pillar: "pillar" };

/** "Level 2 steps", "Wall", "Level 0 floor, impassable". */
export function spaceWords(s: { level: number; terrain: TerrainKind; impassable: boolean }): string {
  const what = s.terrain === "wall" ? "Wall" : `Level ${s.level} ${TERRAIN_WORDS[s.terrain]}`;
  return `${what}${s.impassable ? ", impassable" : ""}`;
}

/** Two letters for a name on a small counter. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
