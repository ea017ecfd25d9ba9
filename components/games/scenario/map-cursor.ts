// The scenario's terrain for the shared board cursor (components/play/board-cursor.ts): its cells
// are the hex spaces where the map draws them; a space is told by its level and terrain with the
// figures and objects on it; Enter takes what goes into it: the moving figure's step, crawl or
// jump, or a throw or a drop there.
import { hexToPixel } from "@/lib/engine/core/hex";
import type { ScenarioAction, ScenarioView } from "@/lib/engine/scenario/types";
import type { CursorCell, CursorOption } from "@/components/play/board-cursor";
import { HEX_LAYOUT, spaceWords } from "@/components/editors/scenario/terrain-look";
import type { Scene } from "./scene";
import { describeScenarioAction } from "./words";

export function terrainCells(scene: Scene): CursorCell[] {
  return scene.spaces.map((s, i) => ({ key: String(i), ...hexToPixel(HEX_LAYOUT, s) }));
}

/** "level 1 floor: Sir Hugo, a rope" */
export function describeSpace(view: ScenarioView, scene: Scene, i: number): string {
  const s = scene.spaces[i];
  const here = [
    ...view.figures.flatMap((f, k) => (f.at === i ? [scene.figures[k]?.name ?? "a figure"] : [])),
    ...view.objects.flatMap((o, k) => (o.at === i && o.carriedBy < 0 ? [scene.objects[k]?.name ?? "an object"] : [])),
  ];
  return `${s ? spaceWords(s) : "a space"}${here.length > 0 ? `: ${here.join(", ")}` : ""}`;
}

/** The actions that go into the space, each in words. */
export function spaceOptions(
  view: ScenarioView,
  scene: Scene,
  legal: readonly ScenarioAction[],
  i: number,
  act: (a: ScenarioAction) => void,
): CursorOption[] {
  return legal.filter((a) => "to" in a && a.to === i).map((a) => ({ label: describeScenarioAction(view, a, scene), run: () => act(a) }));
}
