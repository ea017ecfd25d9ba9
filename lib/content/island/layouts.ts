/**
 * The layouts the rulebook prints, as an island document holds them: the Beginner island (12
 * Shoreline and 4 Inner Island tiles, four across and four down) and the Advanced grids by player
 * count (5 × 5 for 2–3 players, 6 × 6 for 4–5, 7 × 7 for 6–7, 8 × 8 for 8). Every cell is "a random
 * tile of this back"; eight Starting Location places are spread round each island.
 */
import { gridCells, startPlaces } from "./grid";

export interface StandardLayout {
  id: string;
  name: string;
  rules: "any" | "beginner" | "advanced";
  minPlayers: number;
  maxPlayers: number;
  cells: { q: number; r: number; kind: string; tile: string | null; rotation: number }[];
  starts: { q: number; r: number }[];
}

/** A cols × rows grid: the border of `shore`, the inside of `inner`, random tiles throughout. */
export function gridLayout(
  id: string,
  name: string,
  size: { cols: number; rows: number },
  players: { min: number; max: number; rules: StandardLayout["rules"] },
  backs: { shore: string; inner: string },
  starts = 8,
): StandardLayout {
  const cells = gridCells(size.cols, size.rows).map((c) => ({
    q: c.q,
    r: c.r,
    kind: c.border ? backs.shore : backs.inner,
    tile: null,
    rotation: 0,
  }));
  return { id, name, rules: players.rules, minPlayers: players.min, maxPlayers: players.max, cells, starts: startPlaces(cells, starts) };
}

export function standardLayouts(backs = { shore: "shoreline", inner: "inner" }): StandardLayout[] {
  return [
    gridLayout("beginner", "Beginner island (4 × 4)", { cols: 4, rows: 4 }, { min: 2, max: 8, rules: "beginner" }, backs),
    gridLayout("advanced-5", "Advanced, 2–3 players (5 × 5)", { cols: 5, rows: 5 }, { min: 2, max: 3, rules: "advanced" }, backs),
    gridLayout("advanced-6", "Advanced, 4–5 players (6 × 6)", { cols: 6, rows: 6 }, { min: 4, max: 5, rules: "advanced" }, backs),
    gridLayout("advanced-7", "Advanced, 6–7 players (7 × 7)", { cols: 7, rows: 7 }, { min: 6, max: 7, rules: "advanced" }, backs),
    gridLayout("advanced-8", "Advanced, 8 players (8 × 8)", { cols: 8, rows: 8 }, { min: 8, max: 8, rules: "advanced" }, backs),
  ];
}
