/**
 * Scenarios for the engine's tests: a flat hex floor of a given radius with levels and terrain set
 * per place, and figures playing the studio's two sample books. Test code only.
 */
import type { BookSource } from "../lostworlds/input";
import {
  DEFAULT_SCENARIO_OPTIONS,
  type FigureSource,
  type ScenarioOptions,
  type ScenarioSource,
  type SpaceSource,
  type VictoryCondition,
} from "./input";

export function floor(radius: number, tweak: (s: SpaceSource) => Partial<SpaceSource> = () => ({})): SpaceSource[] {
  const out: SpaceSource[] = [];
  for (let q = -radius; q <= radius; q++)
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) {
      const s: SpaceSource = { q, r, level: 0, terrain: "floor", impassable: false };
      out.push({ ...s, ...tweak(s) });
    }
  return out;
}

export function figure(id: string, side: string, book: BookSource, q: number, r: number, more: Partial<FigureSource> = {}): FigureSource {
  return {
    id,
    name: id,
    side,
    book,
    start: { q, r },
    height: book.character.height,
    extendedRangeDamage: 0,
    throwingWeapon: null,
    undead: false,
    spells: [],
    regeneratesMagic: false,
    dematerialises: false,
    touchDamage: 0,
    ...more,
  };
}

export function scenario(
  spaces: SpaceSource[],
  figures: FigureSource[],
  more: { victory?: VictoryCondition[]; turnLimit?: number; options?: Partial<ScenarioOptions>; objects?: ScenarioSource["objects"] } = {},
): ScenarioSource {
  return {
    spaces,
    objects: more.objects ?? [],
    figures,
    sides: [
      { id: "a", name: "Side A" },
      { id: "b", name: "Side B" },
    ],
    victory: more.victory ?? [
      { kind: "defeat-all", side: "a", points: 10, ends: true },
      { kind: "defeat-all", side: "b", points: 10, ends: true },
    ],
    turnLimit: more.turnLimit ?? 10,
    options: { ...DEFAULT_SCENARIO_OPTIONS, ...(more.options ?? {}) },
  };
}
