// Large boards for the frame-time checks (the e2e suite and `npm run bench`).
import type { Page } from "@playwright/test";
import { emptyMission } from "../lib/content/kinds/mission";
import { addSection, lineCells, paintCells, placeFeature, resizeMission } from "../lib/content/hulk/mission-ops";

/** A 100×100 two-level hulk: a lattice of corridors every fourth row and column, with rubble. */
export function bigMission() {
  let m = resizeMission(emptyMission(), 100, 100);
  for (const level of [0, 1]) {
    for (let i = 0; i < 25; i++) {
      const r = addSection(m, level, i % 3 === 0 ? "room" : "corridor", `L${level} section ${i}`);
      m = r.body;
      m = paintCells(m, level, lineCells({ x: 1, y: i * 4 + 1 }, { x: 98, y: i * 4 + 1 }), r.key!);
      m = paintCells(m, level, lineCells({ x: i * 4 + 1, y: 2 }, { x: i * 4 + 1, y: 98 }), r.key!);
    }
  }
  for (let i = 0; i < 40; i++) m = placeFeature(m, { type: "rubble", level: 1, x: 1 + (i % 20) * 4, y: 1 + Math.floor(i / 20) * 4 });
  return { kind: "mission", title: "Big hulk", schemaVersion: 1, body: m };
}

/** Drags the board around and zooms in, as a person exploring a big map would. */
export async function dragAndZoom(page: Page, box: { x: number; y: number }): Promise<void> {
  await page.mouse.move(box.x + 200, box.y + 200);
  await page.mouse.down();
  for (let i = 0; i < 40; i++) await page.mouse.move(box.x + 200 + (i % 20) * 15, box.y + 200 + (i % 10) * 10);
  await page.mouse.up();
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
}
