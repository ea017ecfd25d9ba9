// A mission's picture (every level side by side, top level first, as the print view draws them)
// and its print-and-play map: each level at true size (`size` mm a square, 25 by default).
import type { MissionBody } from "../../content/kinds/mission";
import { missionLevelScene } from "../draw/mission";
import { CELL } from "../draw/mission-style";
import { placeShapes, type Scene, type Shape } from "../draw/scene";
import type { MapJob, PrintOptions } from "../print/job";

export function missionPicture(title: string, m: MissionBody): Scene {
  const shapes: Shape[] = [{ kind: "text", x: 8, y: 22, text: title, size: 16, bold: true, fill: "#222" }];
  let x = 8,
    height = 0;
  for (let level = m.levels.length - 1; level >= 0; level--) {
    const s = missionLevelScene(m, level);
    shapes.push({ kind: "text", x, y: 48, text: `${m.levels[level].name} (level ${level})`, size: 12, bold: true, fill: "#333" });
    shapes.push(...placeShapes(s.shapes, x, 56));
    x += s.width + CELL;
    height = Math.max(height, s.height);
  }
  return { width: x, height: height + 64, background: "#ffffff", shapes };
}

export function missionMap(title: string, m: MissionBody, o: PrintOptions): MapJob {
  const mm = (o.size ?? 25) / CELL;
  return {
    layout: "map",
    title,
    sheets: m.levels
      .map((lv, level) => {
        const s = missionLevelScene(m, level);
        return {
          name: `${lv.name} (level ${level})`,
          scene: { width: s.width * mm, height: s.height * mm, shapes: placeShapes(s.shapes, 0, 0, mm) },
        };
      })
      .reverse(),
  };
}
