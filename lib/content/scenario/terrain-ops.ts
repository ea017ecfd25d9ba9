// Pure edits of a scenario's terrain, objects and figures, used by the designer's commands: each
// returns a new body (the same body when nothing changed, so an empty stroke makes no undo step).
// The map is a set of hex spaces in axial coordinates; a place without a space is off the map.
import type { Hex } from "@/lib/engine/core/hex";
import { uniqueId } from "@/lib/content/campaign/character-ids";
import type { ScenarioBody, ScenarioFigure, ScenarioObject, ScenarioSpace } from "@/lib/content/kinds/scenario";
import type { TerrainKind } from "@/lib/engine/scenario/input";

/** What a paint stroke puts on each space it crosses. */
export type TerrainBrush =
  | { kind: "level"; level: number }
  | { kind: "terrain"; terrain: TerrainKind }
  | { kind: "impassable"; impassable: boolean }
  /** Takes the spaces off the map. */
  | { kind: "remove" };

// The content layer takes only types from the engine, so the few hex steps it needs are here.
const STEPS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];
const hexKey = (h: Hex) => `${h.q},${h.r}`;
const neighbors = (h: Hex): Hex[] => STEPS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
const distance = (a: Hex, b: Hex) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;

const FLOOR: Omit<ScenarioSpace, "q" | "r"> = { level: 0, terrain: "floor", impassable: false };

export const spaceAt = (body: ScenarioBody, h: Hex): ScenarioSpace | undefined => body.spaces.find((s) => s.q === h.q && s.r === h.r);

function brushed(space: ScenarioSpace, brush: Exclude<TerrainBrush, { kind: "remove" }>): ScenarioSpace {
  switch (brush.kind) {
    case "level":
      return { ...space, level: brush.level };
    case "terrain":
      return { ...space, terrain: brush.terrain };
    case "impassable":
      return { ...space, impassable: brush.impassable };
  }
}

const sameSpace = (a: ScenarioSpace, b: ScenarioSpace) => a.level === b.level && a.terrain === b.terrain && a.impassable === b.impassable;

/** The body with the brush applied to every hex: a hex off the map joins it as floor first. */
export function paintSpaces(body: ScenarioBody, hexes: readonly Hex[], brush: TerrainBrush): ScenarioBody {
  const targets = new Set(hexes.map(hexKey));
  if (brush.kind === "remove") {
    const spaces = body.spaces.filter((s) => !targets.has(hexKey(s)));
    return spaces.length === body.spaces.length ? body : { ...body, spaces };
  }
  let changed = false;
  const spaces = body.spaces.map((s) => {
    if (!targets.has(hexKey(s))) return s;
    targets.delete(hexKey(s));
    const next = brushed(s, brush);
    if (sameSpace(next, s)) return s;
    changed = true;
    return next;
  });
  for (const h of hexes) {
    if (!targets.has(hexKey(h))) continue;
    targets.delete(hexKey(h));
    spaces.push(brushed({ q: h.q, r: h.r, ...FLOOR }, brush));
    changed = true;
  }
  return changed ? { ...body, spaces } : body;
}

// The rectangle tool works in offset coordinates (flat-topped columns, odd columns half a hex
// lower), so a drag from one corner to the other covers what looks like a rectangle on screen.
const toOffset = (h: Hex) => ({ col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 });
const fromOffset = (col: number, row: number): Hex => ({ q: col, r: row - (col - (col & 1)) / 2 });

/** Every hex of the on-screen rectangle with corners a and b. */
export function rectangleHexes(a: Hex, b: Hex): Hex[] {
  const p = toOffset(a),
    o = toOffset(b);
  const out: Hex[] = [];
  for (let col = Math.min(p.col, o.col); col <= Math.max(p.col, o.col); col++)
    for (let row = Math.min(p.row, o.row); row <= Math.max(p.row, o.row); row++) out.push(fromOffset(col, row));
  return out;
}

/**
 * The spaces a flood fill from `start` covers: those joined to it through neighbours of the same
 * level, terrain and passability. A start off the map fills nothing (the map has no edge to stop it).
 */
export function floodFillHexes(body: ScenarioBody, start: Hex): Hex[] {
  const first = spaceAt(body, start);
  if (!first) return [];
  const byKey = new Map(body.spaces.map((s) => [hexKey(s), s]));
  const seen = new Set([hexKey(first)]);
  const queue: ScenarioSpace[] = [first];
  for (let i = 0; i < queue.length; i++) {
    for (const n of neighbors(queue[i])) {
      const s = byKey.get(hexKey(n));
      if (!s || seen.has(hexKey(s)) || !sameSpace(s, first)) continue;
      seen.add(hexKey(s));
      queue.push(s);
    }
  }
  return queue.map((s) => ({ q: s.q, r: s.r }));
}

/** The hexes a drag from a to b crosses, a and b included, without gaps. */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = distance(a, b);
  if (n === 0) return [{ q: a.q, r: a.r }];
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    // Nudged off the exact edges so a line along a hex edge always picks the same side.
    const q = a.q + (b.q - a.q) * t + 1e-6,
      r = a.r + (b.r - a.r) * t + 1e-6;
    out.push(roundHex(q, r));
  }
  return out;
}

function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q),
    rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q),
    dr = Math.abs(rr - r),
    ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

const same = (a: Hex, b: Hex) => a.q === b.q && a.r === b.r;

export const objectsAt = (body: ScenarioBody, h: Hex): ScenarioObject[] => body.objects.filter((o) => same(o.at, h));
export const figureAt = (body: ScenarioBody, h: Hex): ScenarioFigure | undefined => body.figures.find((f) => same(f.start, h));

/** A new object of the given kind on a space: its id made from its name. */
export function addObject(
  body: ScenarioBody,
  at: Hex,
  kind: Omit<ScenarioObject, "id" | "at" | "movable"> & { movable?: boolean },
): ScenarioBody {
  const id = uniqueId(kind.name, new Set(body.objects.map((o) => o.id)), "object");
  return { ...body, objects: [...body.objects, { movable: true, ...kind, id, at: { q: at.q, r: at.r } }] };
}

/** A new figure standing on `at` for the side, with no book yet (the figures panel chooses one). */
export function addFigure(body: ScenarioBody, at: Hex, side: string, name = "Figure"): { body: ScenarioBody; id: string } {
  const id = uniqueId(name, new Set(body.figures.map((f) => f.id)), "figure");
  const figure: ScenarioFigure = {
    id,
    name,
    side,
    book: { documentId: null, title: "", body: null },
    start: { q: at.q, r: at.r },
    height: 5,
    extendedRangeDamage: 0,
    throwingWeapon: null,
    undead: false,
    spells: [],
    regeneratesMagic: false,
    dematerialises: false,
    touchDamage: 0,
  };
  return { body: { ...body, figures: [...body.figures, figure] }, id };
}

/** Moves a figure's start or an object to another space. */
export function moveThing(body: ScenarioBody, thing: { figure: string } | { object: string }, to: Hex): ScenarioBody {
  const at = { q: to.q, r: to.r };
  if ("figure" in thing) {
    const f = body.figures.find((x) => x.id === thing.figure);
    if (!f || same(f.start, at)) return body;
    return { ...body, figures: body.figures.map((x) => (x.id === thing.figure ? { ...x, start: at } : x)) };
  }
  const o = body.objects.find((x) => x.id === thing.object);
  if (!o || same(o.at, at)) return body;
  return { ...body, objects: body.objects.map((x) => (x.id === thing.object ? { ...x, at } : x)) };
}

/** Removes a figure or an object (victory conditions naming a removed object are removed with it). */
export function removeThing(body: ScenarioBody, thing: { figure: string } | { object: string }): ScenarioBody {
  if ("figure" in thing) return { ...body, figures: body.figures.filter((f) => f.id !== thing.figure) };
  return {
    ...body,
    objects: body.objects.filter((o) => o.id !== thing.object),
    victory: body.victory.filter((v) => v.kind !== "carry" || v.object !== thing.object),
  };
}

/** Patches one figure. */
export function updateFigure(body: ScenarioBody, id: string, patch: Partial<Omit<ScenarioFigure, "id">>): ScenarioBody {
  return { ...body, figures: body.figures.map((f) => (f.id === id ? { ...f, ...patch } : f)) };
}

/** Patches one object. */
export function updateObject(body: ScenarioBody, id: string, patch: Partial<Omit<ScenarioObject, "id">>): ScenarioBody {
  return { ...body, objects: body.objects.map((o) => (o.id === id ? { ...o, ...patch } : o)) };
}
