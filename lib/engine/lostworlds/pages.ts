/**
 * The Lost Worlds standard page set: the page numbers every book shares (that is what makes any two
 * books playable together), the colour each standard page is printed in, the maneuver groups that
 * restrictions name, and the pages a combat may start on (docs/rules/lostworlds.md, "Books").
 *
 * The duel engine plays the standard set. Lint takes a `PageSet` rather than these constants, so a
 * scaled-up page set (the 10,000-parchment bench book) goes through exactly the same code.
 */

export const COLORS = ["orange", "red", "blue", "yellow", "green", "white", "black", "brown"] as const;
export type Color = (typeof COLORS)[number];

export const GROUPS = [
  "down-swings",
  "side-swings",
  "thrusts",
  "feints",
  "protected-attacks",
  "special",
  "blocks",
  "jumps",
  "extended-range",
] as const;
export type GroupId = (typeof GROUPS)[number];

export type Range = "close" | "extended";

export interface PageSet {
  /** Close-range maneuver pages (matrices 2–48 in the standard set). */
  close: readonly number[];
  /** Extended-range maneuver pages (matrices 50–64). */
  extended: readonly number[];
  /** Highest picture page (63 in the standard set); pictures are the odd pages 1..maxPicture. */
  maxPicture: number;
  /** The colour each maneuver page is printed in. */
  colorOf: ReadonlyMap<number, Color>;
  /** The standard pages of each maneuver group (what "Do no Thrusts" means on any sheet). */
  groupPages: Readonly<Record<GroupId, readonly number[]>>;
  /** Pictures a combat starts on: the duel start first, then the scenario entries. */
  entryPages: readonly number[];
  /** The page every duel starts on ("Do only Extended Range next turn"). */
  duelStart: number;
}

const evens = (from: number, to: number) => Array.from({ length: (to - from) / 2 + 1 }, (_, i) => from + 2 * i);

/** Colour per standard page, as printed in published books (docs/rules/lostworlds.md, "Colours"). */
export const STANDARD_COLORS: Readonly<Record<Color, readonly number[]>> = {
  orange: [24, 28, 36, 44],
  red: [10, 32, 42, 38, 6],
  blue: [2, 14, 12, 22, 48, 34, 30],
  yellow: [40, 8, 16],
  green: [46, 26, 4, 18, 20],
  white: [50, 54, 60],
  black: [64, 58],
  brown: [56, 52, 62],
};

/** The pages of each group on a standard sheet (docs/rules/lostworlds.md, "Maneuver groups"). */
export const STANDARD_GROUP_PAGES: Readonly<Record<GroupId, readonly number[]>> = {
  "down-swings": [24],
  "side-swings": [28, 10, 2],
  thrusts: [32, 14],
  feints: [42, 12, 22, 38],
  "protected-attacks": [44, 48, 6],
  special: [36, 40, 30, 46],
  blocks: [26, 4],
  jumps: [18, 8, 20, 16],
  "extended-range": evens(50, 64),
};

export const isColor = (s: string): s is Color => (COLORS as readonly string[]).includes(s);
export const isGroup = (s: string): s is GroupId => (GROUPS as readonly string[]).includes(s);

function colorMap(colors: Readonly<Record<Color, readonly number[]>>): Map<number, Color> {
  const m = new Map<number, Color>();
  for (const c of COLORS) for (const p of colors[c]) m.set(p, c);
  return m;
}

export const STANDARD_PAGE_SET: PageSet = {
  close: evens(2, 48),
  extended: evens(50, 64),
  maxPicture: 63,
  colorOf: colorMap(STANDARD_COLORS),
  groupPages: STANDARD_GROUP_PAGES,
  entryPages: [57, 1, 19, 21, 23, 41],
  duelStart: 57,
};

/** The range of a maneuver page in a page set, or null when the page is not a maneuver page. */
export function rangeOfPage(set: PageSet, page: number): Range | null {
  return pageRanges(set).get(page) ?? null;
}

const rangeCache = new WeakMap<PageSet, Map<number, Range>>();
/** Page → range, computed once per page set (lint asks for it per cell). */
export function pageRanges(set: PageSet): Map<number, Range> {
  let m = rangeCache.get(set);
  if (!m) {
    m = new Map();
    for (const p of set.close) m.set(p, "close");
    for (const p of set.extended) m.set(p, "extended");
    rangeCache.set(set, m);
  }
  return m;
}

const groupCache = new WeakMap<PageSet, Map<number, ReadonlySet<GroupId>>>();
/** Page → the groups it belongs to, computed once per page set. */
export function pageGroups(set: PageSet): Map<number, ReadonlySet<GroupId>> {
  let m = groupCache.get(set);
  if (!m) {
    const groups = new Map<number, Set<GroupId>>();
    for (const g of GROUPS) {
      for (const p of set.groupPages[g]) {
        if (!groups.has(p)) groups.set(p, new Set());
        groups.get(p)!.add(g);
      }
    }
    m = groups;
    groupCache.set(set, m);
  }
  return m;
}

export const isPicturePage = (set: PageSet, page: number) =>
  Number.isInteger(page) && page % 2 === 1 && page >= 1 && page <= set.maxPicture;
