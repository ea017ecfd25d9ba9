// What the scenario board draws besides the state: the terrain, names and heights, read from the
// scenario the game was set up with, which the view carries (a view from before it did, as in an
// old test, falls back to the playtest's content).
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
  if (view.source) return sceneOfSource(view.source);
  const parsed = scenarioBodySchema.safeParse(content);
  return parsed.success ? sceneOfSource({ ...parsed.data, figures: parsed.data.figures.map((f) => ({ ...f, book: f.book.body })) }) : null;
}
