// What the scenario board draws besides the state: the terrain, names and heights, read from the
// scenario the game was set up with. The view carries the scenario when the engine puts it there
// (live matches have no content beside the view); a playtest also hands the board its content.
import { scenarioBodySchema } from "@/lib/content/kinds/scenario";
import type { ScenarioSource, SpaceSource } from "@/lib/engine/scenario/input";
import type { ScenarioView } from "@/lib/engine/scenario/types";

export interface Scene {
  /** Space i of the state is spaces[i]. */
  spaces: SpaceSource[];
  figures: { name: string; side: number; height: number; maxBody: number }[];
  objects: { name: string }[];
  sides: string[];
}

type SceneSource = Pick<ScenarioSource, "spaces" | "objects" | "sides"> & {
  figures: { name: string; side: string; height: number; book: { character: { bodyPoints: number } } | null }[];
};

function sceneOfSource(src: SceneSource): Scene {
  const sideIndex = new Map(src.sides.map((s, i) => [s.id, i]));
  return {
    spaces: src.spaces,
    figures: src.figures.map((f) => ({
      name: f.name,
      side: sideIndex.get(f.side) ?? 0,
      height: f.height,
      maxBody: f.book?.character.bodyPoints ?? 0,
    })),
    objects: src.objects.map((o) => ({ name: o.name })),
    sides: src.sides.map((s) => s.name),
  };
}

/** The scene from the view's own scenario, else from the content; null when neither has one. */
export function sceneOf(view: ScenarioView, content: unknown): Scene | null {
  const own = (view as ScenarioView & { source?: ScenarioSource }).source;
  if (own) return sceneOfSource(own);
  const parsed = scenarioBodySchema.safeParse(content);
  return parsed.success ? sceneOfSource({ ...parsed.data, figures: parsed.data.figures.map((f) => ({ ...f, book: f.book.body })) }) : null;
}
