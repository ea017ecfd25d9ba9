// A scenario's picture (its terrain with the title above) and its print-and-play map: the terrain
// at true size (`size` mm a hex across its flats, 30 by default) across as many pages as it needs.
import type { ScenarioBody } from "../../content/kinds/scenario";
import { SCENARIO_HEX, scenarioScene } from "../draw/scenario";
import { placeShapes, type Scene, type Shape } from "../draw/scene";
import type { MapJob, PrintOptions } from "../print/job";

export function scenarioPicture(title: string, body: ScenarioBody): Scene {
  const s = scenarioScene(body);
  const shapes: Shape[] = [{ kind: "text", x: 12, y: 22, text: title, size: 16, bold: true, fill: "#222" }];
  shapes.push(...placeShapes(s.shapes, 0, 32));
  return { width: Math.max(s.width, 240), height: s.height + 32, background: "#ffffff", shapes };
}

export function scenarioMap(title: string, body: ScenarioBody, o: PrintOptions): MapJob {
  // A flat-topped hex is √3 × its size across its flats.
  const mm = (o.size ?? 30) / (Math.sqrt(3) * SCENARIO_HEX);
  const s = scenarioScene(body);
  return {
    layout: "map",
    title,
    sheets: [{ name: "Terrain", scene: { width: s.width * mm, height: s.height * mm, shapes: placeShapes(s.shapes, 0, 0, mm) } }],
  };
}
