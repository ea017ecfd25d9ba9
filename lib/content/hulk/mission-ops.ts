/**
 * Pure editing operations on a mission body, used by the mission designer. Each returns a new
 * body (or the same object when nothing changed, so the editor can skip a no-op undo step) and
 * keeps the body valid under missionBodySchema: references to sections follow renames, features
 * keep their shadows, and resizing drops whatever falls off the map.
 */
import {
  MAX_LEVELS,
  MAX_MAP_SIDE,
  PITFALL_LETTERS,
  VOID,
  WALL,
  type CellRef,
  type EntryArea,
  type Feature,
  type MissionBody,
  type MissionLevel,
  type MissionSection,
  type PitfallLetter,
  type Side,
} from "../kinds/mission";

export interface XY {
  x: number;
  y: number;
}

const sameCell = (a: CellRef, b: CellRef) => a.level === b.level && a.x === b.x && a.y === b.y;
const isHole = (f: Feature) => f.type === "pitfall" || f.type === "ladder";

/** The map character at a cell, or undefined off the map. */
export function cellChar(m: MissionBody, c: CellRef): string | undefined {
  return m.levels[c.level]?.rows[c.y]?.[c.x];
}

/** Writes `ch` into every listed cell of one level (one undo step for a whole brush stroke). */
export function paintCells(m: MissionBody, level: number, cells: readonly XY[], ch: string): MissionBody {
  const lv = m.levels[level];
  if (!lv) return m;
  const rows = lv.rows.map((r) => r.split(""));
  let changed = false;
  for (const { x, y } of cells) {
    if (y < 0 || y >= rows.length || x < 0 || x >= rows[y].length || rows[y][x] === ch) continue;
    rows[y][x] = ch;
    changed = true;
  }
  if (!changed) return m;
  return replaceLevel(m, level, { ...lv, rows: rows.map((r) => r.join("")) });
}

function replaceLevel(m: MissionBody, level: number, next: MissionLevel): MissionBody {
  return { ...m, levels: m.levels.map((l, i) => (i === level ? next : l)) };
}

// Section keys: readable letters and digits first, then any other printable character.
const KEY_CANDIDATES = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  ...Array.from({ length: 0x2fff - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i)),
];

/** A section key not yet used on the level. */
export function freeSectionKey(level: MissionLevel): string | null {
  const used = new Set(level.sections.map((s) => s.key));
  return KEY_CANDIDATES.find((k) => !used.has(k) && k !== WALL && k !== VOID && !/\s/.test(k)) ?? null;
}

/** A section name not yet used anywhere in the mission, from `base`. */
export function freeSectionName(m: MissionBody, base: string): string {
  const used = new Set(m.levels.flatMap((l) => l.sections.map((s) => s.name)));
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base} ${i}`)) return `${base} ${i}`;
}

/** Adds a section to a level; returns its key (null when the level has no key left). */
export function addSection(
  m: MissionBody,
  level: number,
  kind: MissionSection["kind"],
  name?: string,
): { body: MissionBody; key: string | null } {
  const lv = m.levels[level];
  const key = lv && freeSectionKey(lv);
  if (!lv || !key) return { body: m, key: null };
  const section: MissionSection = { key, kind, name: freeSectionName(m, name?.trim() || `${lv.name} ${kind}`) };
  return { body: replaceLevel(m, level, { ...lv, sections: [...lv.sections, section] }), key };
}

/** Renames every mention of a section: deployment zones, the counter pool, occupy conditions. */
function renameRefs(m: MissionBody, from: string, to: string | null): MissionBody {
  const swap = (names: string[]) => names.flatMap((n) => (n !== from ? [n] : to === null ? [] : [to]));
  const pool = m.counterPool && { ...m.counterPool, sections: swap(m.counterPool.sections) };
  return {
    ...m,
    deployment: m.deployment.map((z) => ({ ...z, sections: swap(z.sections) })),
    // A pool left without sections is no pool (the schema needs at least one).
    counterPool: pool && pool.sections.length > 0 ? pool : null,
    victory: {
      ...m.victory,
      outcomes: m.victory.outcomes.flatMap((o) => {
        if (o.when.type !== "occupy") return [o];
        const sections = swap(o.when.sections);
        return sections.length > 0 ? [{ ...o, when: { ...o.when, sections } }] : [];
      }),
    },
  };
}

/** Changes a section's name or kind; a rename to a name already taken is refused (same body). */
export function updateSection(
  m: MissionBody,
  level: number,
  key: string,
  patch: Partial<Pick<MissionSection, "name" | "kind">>,
): MissionBody {
  const lv = m.levels[level];
  const s = lv?.sections.find((x) => x.key === key);
  if (!lv || !s) return m;
  const name = patch.name ?? s.name;
  if (name !== s.name && (!name.trim() || m.levels.some((l) => l.sections.some((x) => x.name === name)))) return m;
  const next = replaceLevel(m, level, { ...lv, sections: lv.sections.map((x) => (x.key === key ? { ...x, ...patch, name } : x)) });
  return name === s.name ? next : renameRefs(next, s.name, name);
}

/** Removes a section: its cells become wall and the mission forgets its name. */
export function removeSection(m: MissionBody, level: number, key: string): MissionBody {
  const lv = m.levels[level];
  const s = lv?.sections.find((x) => x.key === key);
  if (!lv || !s) return m;
  const rows = lv.rows.map((r) => r.split(key).join(WALL));
  return renameRefs(replaceLevel(m, level, { ...lv, rows, sections: lv.sections.filter((x) => x.key !== key) }), s.name, null);
}

/** Adds a closed door at a cell, or removes the one there. */
export function toggleDoor(m: MissionBody, c: CellRef): MissionBody {
  const has = m.doors.some((d) => sameCell(d, c));
  return { ...m, doors: has ? m.doors.filter((d) => !sameCell(d, c)) : [...m.doors, { level: c.level, x: c.x, y: c.y, open: false }] };
}

/** The first pitfall letter used neither on the map nor in the counter pool. */
export function nextPitfallLetter(m: MissionBody): PitfallLetter | null {
  const used = new Set([
    ...m.features.flatMap((f) => (f.type === "pitfall" ? [f.letter] : [])),
    ...(m.counterPool?.counters ?? []).flatMap((c) => (c.type === "pitfall" ? [c.letter] : [])),
  ]);
  return PITFALL_LETTERS.find((l) => !used.has(l)) ?? null;
}

/** The shadow a pitfall or ladder casts on the level below (none on the bottom level). */
function shadowOf(f: Feature): Feature | null {
  if (f.level === 0) return null;
  if (f.type === "pitfall") return { type: "shadow", of: "pitfall", letter: f.letter, level: f.level - 1, x: f.x, y: f.y };
  if (f.type === "ladder") return { type: "shadow", of: "ladder", level: f.level - 1, x: f.x, y: f.y };
  return null;
}

/** Whether `s` is the shadow that `hole` casts. */
function castBy(s: Feature, hole: Feature): boolean {
  const expected = shadowOf(hole);
  return (
    s.type === "shadow" && expected?.type === "shadow" && sameCell(s, expected) && s.of === expected.of && s.letter === expected.letter
  );
}

/** The non-shadow feature standing on a cell (at most one after these operations). */
export function featureAt(m: MissionBody, c: CellRef): Feature | undefined {
  return m.features.find((f) => f.type !== "shadow" && sameCell(f, c));
}

/** Removes the feature on a cell (not a shadow), and with a pitfall or ladder its shadow below. */
export function removeFeatureAt(m: MissionBody, c: CellRef): MissionBody {
  const f = featureAt(m, c);
  if (!f) return m;
  return { ...m, features: m.features.filter((x) => x !== f && !(isHole(f) && castBy(x, f))) };
}

/**
 * Places a feature, replacing any feature on that cell; a pitfall or ladder also places its shadow
 * directly below. A shadow is never placed by hand: it always follows its hole.
 */
export function placeFeature(m: MissionBody, f: Exclude<Feature, { type: "shadow" }>): MissionBody {
  const cleared = removeFeatureAt(m, f);
  const shadow = shadowOf(f);
  return { ...cleared, features: [...cleared.features, f, ...(shadow ? [shadow] : [])] };
}

/** Adds a Stealer entry area on a level with its first cell; returns its id. */
export function addEntryArea(m: MissionBody, c: CellRef, side: Side = "stealers"): { body: MissionBody; id: string } {
  const ids = new Set(m.entryAreas.map((e) => e.id));
  let n = m.entryAreas.length + 1;
  while (ids.has(`entry-${n}`)) n++;
  const area: EntryArea = {
    id: `entry-${n}`,
    name: `Entry ${n}`,
    side,
    level: c.level,
    cells: [{ x: c.x, y: c.y }],
    turns: { from: 1, to: null },
  };
  return { body: { ...m, entryAreas: [...m.entryAreas, area] }, id: area.id };
}

const cellSetUpdate = <T extends XY>(cells: T[], stroke: readonly T[], on: boolean): T[] => {
  const key = (c: XY) => `${c.x},${c.y}`;
  const strokeKeys = new Set(stroke.map(key));
  const kept = cells.filter((c) => !strokeKeys.has(key(c)));
  return on ? [...kept, ...stroke.filter((c, i) => stroke.findIndex((d) => key(d) === key(c)) === i)] : kept;
};

/** Adds (`on`) or removes stroke cells of an entry area; an area left with no cells is removed. */
export function paintEntryCells(m: MissionBody, id: string, cells: readonly XY[], on: boolean): MissionBody {
  const area = m.entryAreas.find((e) => e.id === id);
  if (!area || cells.length === 0) return m;
  const next = cellSetUpdate(
    area.cells,
    cells.map(({ x, y }) => ({ x, y })),
    on,
  );
  return {
    ...m,
    entryAreas:
      next.length > 0 ? m.entryAreas.map((e) => (e.id === id ? { ...e, cells: next } : e)) : m.entryAreas.filter((e) => e.id !== id),
  };
}

/** Updates an entry area's name, side or turns. */
export function updateEntryArea(m: MissionBody, id: string, patch: Partial<Pick<EntryArea, "name" | "side" | "turns">>): MissionBody {
  return { ...m, entryAreas: m.entryAreas.map((e) => (e.id === id ? { ...e, ...patch } : e)) };
}

export function removeEntryArea(m: MissionBody, id: string): MissionBody {
  return { ...m, entryAreas: m.entryAreas.filter((e) => e.id !== id) };
}

/** Adds (`on`) or removes single cells of a deployment zone, creating the side's zone if needed. */
export function paintDeploymentCells(m: MissionBody, side: Side, level: number, cells: readonly XY[], on: boolean): MissionBody {
  if (cells.length === 0) return m;
  const zone = m.deployment.find((z) => z.side === side) ?? { id: side, side, sections: [], cells: [] };
  const stroke = cells.map(({ x, y }) => ({ level, x, y }));
  const others = zone.cells.filter((c) => c.level !== level);
  const next = {
    ...zone,
    cells: [
      ...others,
      ...cellSetUpdate(
        zone.cells.filter((c) => c.level === level),
        stroke,
        on,
      ),
    ],
  };
  const exists = m.deployment.includes(zone);
  return { ...m, deployment: exists ? m.deployment.map((z) => (z === zone ? next : z)) : [...m.deployment, next] };
}

/** Adds or removes a whole section from the side's deployment zone. */
export function toggleDeploymentSection(m: MissionBody, side: Side, section: string): MissionBody {
  const zone = m.deployment.find((z) => z.side === side) ?? { id: side, side, sections: [], cells: [] };
  const next = {
    ...zone,
    sections: zone.sections.includes(section) ? zone.sections.filter((s) => s !== section) : [...zone.sections, section],
  };
  const exists = m.deployment.includes(zone);
  return { ...m, deployment: exists ? m.deployment.map((z) => (z === zone ? next : z)) : [...m.deployment, next] };
}

/** Remaps or drops every placed thing's level and cell (resize, adding or removing levels). */
function remapCells(m: MissionBody, f: (c: CellRef) => CellRef | null): MissionBody {
  const keep = <T extends CellRef>(x: T): T[] => {
    const c = f(x);
    return c ? [{ ...x, ...c }] : [];
  };
  return {
    ...m,
    doors: m.doors.flatMap(keep),
    features: m.features.flatMap(keep),
    entryAreas: m.entryAreas.flatMap((e) => {
      const cells = e.cells.flatMap((c) => {
        const r = f({ ...c, level: e.level });
        return r ? [{ level: r.level, x: r.x, y: r.y }] : [];
      });
      return cells.length > 0 ? [{ ...e, level: cells[0].level, cells: cells.map(({ x, y }) => ({ x, y })) }] : [];
    }),
    deployment: m.deployment.map((z) => ({ ...z, cells: z.cells.flatMap(keep) })),
  };
}

/** Resizes every level (new cells are wall, cut-off cells and the things on them are dropped). */
export function resizeMission(m: MissionBody, width: number, height: number): MissionBody {
  const w = Math.max(1, Math.min(MAX_MAP_SIDE, Math.floor(width)));
  const h = Math.max(1, Math.min(MAX_MAP_SIDE, Math.floor(height)));
  if (w === m.width && h === m.height) return m;
  const levels = m.levels.map((l) => ({
    ...l,
    rows: Array.from({ length: h }, (_, y) => (l.rows[y] ?? "").slice(0, w).padEnd(w, WALL)),
  }));
  return remapCells({ ...m, width: w, height: h, levels }, (c) => (c.x < w && c.y < h ? c : null));
}

/** Adds an all-wall level at index `at` (0 = new bottom, levels.length = new top). */
export function addLevel(m: MissionBody, at: number, name?: string): MissionBody {
  if (m.levels.length >= MAX_LEVELS) return m;
  const i = Math.max(0, Math.min(m.levels.length, at));
  const names = new Set(m.levels.map((l) => l.name));
  let n = m.levels.length + 1;
  while (names.has(`Level ${n}`)) n++;
  const level: MissionLevel = {
    name: name ?? `Level ${n}`,
    sections: [],
    rows: Array.from({ length: m.height }, () => WALL.repeat(m.width)),
  };
  const shifted = remapCells(m, (c) => (c.level >= i ? { ...c, level: c.level + 1 } : c));
  return { ...shifted, levels: [...m.levels.slice(0, i), level, ...m.levels.slice(i)] };
}

/** Removes a level with everything on it (the last level stays). */
export function removeLevel(m: MissionBody, level: number): MissionBody {
  if (m.levels.length <= 1 || !m.levels[level]) return m;
  let out = m;
  for (const s of m.levels[level].sections) out = renameRefs(out, s.name, null);
  out = remapCells(out, (c) => (c.level === level ? null : c.level > level ? { ...c, level: c.level - 1 } : c));
  // The holes just above the removed level now open onto the one below it: recast every shadow.
  const kept = out.features.filter((f) => f.type !== "shadow");
  const shadows = kept.flatMap((f) => (isHole(f) ? [shadowOf(f)].filter((s): s is Feature => s !== null) : []));
  return { ...out, features: [...kept, ...shadows], levels: m.levels.filter((_, i) => i !== level) };
}

export function renameLevel(m: MissionBody, level: number, name: string): MissionBody {
  const lv = m.levels[level];
  return lv && name !== lv.name ? replaceLevel(m, level, { ...lv, name }) : m;
}

/** The cells on the straight line from `a` to `b` (Bresenham), so a fast drag leaves no gaps. */
export function lineCells(a: XY, b: XY): XY[] {
  const out: XY[] = [];
  const dx = Math.abs(b.x - a.x),
    dy = -Math.abs(b.y - a.y);
  const sx = a.x < b.x ? 1 : -1,
    sy = a.y < b.y ? 1 : -1;
  let err = dx + dy,
    { x, y } = a;
  for (;;) {
    out.push({ x, y });
    if (x === b.x && y === b.y) return out;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

/** Every cell of the rectangle with corners `a` and `b` (either order). */
export function rectCells(a: XY, b: XY): XY[] {
  const out: XY[] = [];
  for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++)
    for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) out.push({ x, y });
  return out;
}

/**
 * The cells a flood fill from `start` reaches on one level: the start and every cell joined to it
 * side by side (not corner to corner, as squares are entered) that holds the same character.
 */
export function floodCells(m: MissionBody, level: number, start: XY): XY[] {
  const rows = m.levels[level]?.rows;
  const ch = rows?.[start.y]?.[start.x];
  if (!rows || ch === undefined) return [];
  const seen = new Set<number>();
  const width = m.width;
  const out: XY[] = [];
  const todo: XY[] = [start];
  seen.add(start.y * width + start.x);
  while (todo.length > 0) {
    const c = todo.pop()!;
    out.push(c);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const x = c.x + dx,
        y = c.y + dy;
      if (x < 0 || y < 0 || x >= width || y >= rows.length || rows[y][x] !== ch || seen.has(y * width + x)) continue;
      seen.add(y * width + x);
      todo.push({ x, y });
    }
  }
  return out;
}
