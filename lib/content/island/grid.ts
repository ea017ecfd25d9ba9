/**
 * Island grids. The printed "4x4 grid" of "octagonal" tiles is read as hexes with flat tops in
 * four columns of four, every other column half a hex lower ("odd-q" offset), so the rows zigzag
 * and a hex has a side facing north (the Monster chart's 1). Cells are stored in axial
 * coordinates (lib/engine/core/hex.ts), so a designer can also place tiles anywhere.
 */

export interface GridCell {
  q: number;
  r: number;
  /** On the border: a Shoreline tile; inside: an Inner Island tile. */
  border: boolean;
}

/** Axial (q, r) of column `col`, row `row` in a flat-topped grid whose odd columns sit half a hex lower. */
export function offsetToAxial(col: number, row: number): { q: number; r: number } {
  return { q: col, r: row - (col - (col & 1)) / 2 };
}

export function axialToOffset(q: number, r: number): { col: number; row: number } {
  return { col: q, row: r + (q - (q & 1)) / 2 };
}

/** A cols × rows island: the outer ring of cells is Shoreline, the rest Inner Island. */
export function gridCells(cols: number, rows: number): GridCell[] {
  const out: GridCell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const { q, r } = offsetToAxial(col, row);
      out.push({ q, r, border: row === 0 || col === 0 || row === rows - 1 || col === cols - 1 });
    }
  }
  return out;
}

const STEPS = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
] as const;

/** Pixel centre of a flat-topped hex of size 1 (y grows downwards). */
export function flatCenter(q: number, r: number): { x: number; y: number } {
  return { x: 1.5 * q, y: Math.sqrt(3) * (r + q / 2) };
}

/**
 * Places for Starting Location half-tiles: hexes off the island next to it, going round it
 * clockwise from the north, `count` of them spread evenly.
 */
export function startPlaces(cells: readonly { q: number; r: number }[], count: number): { q: number; r: number }[] {
  const on = new Set(cells.map((c) => `${c.q},${c.r}`));
  const ring = new Map<string, { q: number; r: number }>();
  for (const c of cells) {
    for (const [dq, dr] of STEPS) {
      const q = c.q + dq,
        r = c.r + dr;
      if (!on.has(`${q},${r}`)) ring.set(`${q},${r}`, { q, r });
    }
  }
  if (ring.size === 0 || count <= 0) return [];
  const centre = cells.reduce(
    (m, c) => ({ x: m.x + flatCenter(c.q, c.r).x / cells.length, y: m.y + flatCenter(c.q, c.r).y / cells.length }),
    {
      x: 0,
      y: 0,
    },
  );
  // Clockwise on screen from straight up: the angle from north, growing towards the east.
  const angle = (h: { q: number; r: number }) => {
    const p = flatCenter(h.q, h.r);
    const a = Math.atan2(p.x - centre.x, -(p.y - centre.y));
    return a < 0 ? a + 2 * Math.PI : a;
  };
  const around = [...ring.values()].sort((a, b) => angle(a) - angle(b) || a.q - b.q || a.r - b.r);
  const n = Math.min(count, around.length);
  return Array.from({ length: n }, (_, i) => around[Math.floor((i * around.length) / n)]);
}
