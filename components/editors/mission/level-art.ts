// The expensive part of drawing a level, built once per change and reused on every frame: a
// bitmap with one pixel per cell (drawn scaled up with smoothing off), and Path2D outlines of
// section borders and shaded-section hatching. A pan or zoom frame is then one drawImage, two
// strokes and the few glyphs, whatever the map size.
import { VOID, WALL } from "@/lib/content/kinds/mission";
import { CELL, charRgb, labelCells, mix, shadedKeys, zoneTints, type MapArtInput } from "./map-style";

export interface LevelArt {
  bitmap: HTMLCanvasElement;
  borders: Path2D;
  hatch: Path2D;
  labels: ReturnType<typeof labelCells>;
}

export function buildLevelArt(m: MapArtInput, level: number): LevelArt {
  const lv = m.levels[level];
  const { width: w, height: h } = m;
  const bitmap = document.createElement("canvas");
  bitmap.width = w;
  bitmap.height = h;
  const ctx = bitmap.getContext("2d")!;
  const img = ctx.createImageData(w, h);
  const index = new Map(lv.sections.map((s, i) => [s.key, i]));
  const tints = zoneTints(m, level).cells;
  const shaded = shadedKeys(m, level);
  const borders = new Path2D();
  const hatch = new Path2D();
  const ch = (x: number, y: number) => lv.rows[y]?.[x] ?? WALL;
  const floor = (c: string) => c !== WALL && c !== VOID;

  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = ch(x, y);
      const tint = tints.get(y * w + x);
      const rgb = tint ? mix(charRgb(c, index, lv.sections), tint, 0.38) : charRgb(c, index, lv.sections);
      const o = (y * w + x) * 4;
      img.data[o] = rgb[0];
      img.data[o + 1] = rgb[1];
      img.data[o + 2] = rgb[2];
      img.data[o + 3] = 255;
      // Borders where a floor cell meets a different section or a wall, once per edge.
      const east = ch(x + 1, y),
        south = ch(x, y + 1);
      if (x + 1 < w && c !== east && (floor(c) || floor(east))) {
        borders.moveTo((x + 1) * CELL, y * CELL);
        borders.lineTo((x + 1) * CELL, (y + 1) * CELL);
      }
      if (y + 1 < h && c !== south && (floor(c) || floor(south))) {
        borders.moveTo(x * CELL, (y + 1) * CELL);
        borders.lineTo((x + 1) * CELL, (y + 1) * CELL);
      }
      if (shaded.has(c)) {
        hatch.moveTo(x * CELL, (y + 0.5) * CELL);
        hatch.lineTo((x + 0.5) * CELL, y * CELL);
        hatch.moveTo(x * CELL, (y + 1) * CELL);
        hatch.lineTo((x + 1) * CELL, y * CELL);
        hatch.moveTo((x + 0.5) * CELL, (y + 1) * CELL);
        hatch.lineTo((x + 1) * CELL, (y + 0.5) * CELL);
      }
    }
  }
  ctx.putImageData(img, 0, 0);
  return { bitmap, borders, hatch, labels: labelCells(lv) };
}
