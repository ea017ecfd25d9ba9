/**
 * Import and export of the character JSON of the open-source lost-worlds-web player: `id`, `name`,
 * `height`, `bodyPoints`, `maneuvers[{category, moves[{name, color, normalPage, extendedPage,
 * modifier}]}]`, `picturePages[{number, title, isExtendedRange, damage, restriction, effects[]}]`,
 * `lookupPages[{number, mapping{row: picture}}]`, `startingPicturePage`.
 *
 * - Lookup pages are the printed matrices (parchment number, row → picture, 0 = none), so they map
 *   one to one onto ours; only that player's engine reads them in the wrong book.
 * - The restriction tree (NO_/ONLY_ COLOR|CATEGORY|NAME leaves, AND, OR, NONE) has no durations
 *   or bonuses: imports read every restriction as "next turn", exports report what they drop.
 * - `isExtendedRange` says whether the picture sends the fight to Extended Range; our tells say
 *   that already ("Do only Extended Range"), so it is derived on export and checked on import, by
 *   the engine's range rule (restrictions.ts `sendsToExtended`).
 * - The format prints no "Tell opponent" sentence; imports write the one the restrictions read as.
 * Problems name the JSON path they are about.
 */
import { z } from "zod";
import { emptyBook, sheetManeuvers, type BookBody, type Effect, type Restriction, type SelectRestriction } from "../../content/kinds/book";
import { emptyRichText } from "../../content/rich-text";
import { COLORS, STANDARD_PAGE_SET, isColor, type Color, type PageSet } from "../../engine/lostworlds/pages";
import { sendsToExtended, sheetRules, type SheetRules } from "../../engine/lostworlds/restrictions";
import { colorFromWord, groupFromWord, renderTell } from "../../engine/lostworlds/tell-text";

export interface PathProblem {
  path: string;
  message: string;
}

type Tree = { type: string; [key: string]: unknown };

const treeSchema: z.ZodType<Tree> = z.lazy(() => z.looseObject({ type: z.string() }));

export const lostWorldsWebSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  height: z.number().int(),
  bodyPoints: z.number().int(),
  maneuvers: z.array(
    z.object({
      category: z.string(),
      moves: z.array(
        z.object({
          name: z.string(),
          color: z.string(),
          normalPage: z.number().int(),
          extendedPage: z.number().int().nullable().optional(),
          modifier: z.number().int(),
        }),
      ),
    }),
  ),
  picturePages: z.array(
    z.object({
      number: z.number().int(),
      title: z.string().default(""),
      isExtendedRange: z.boolean().optional(),
      damage: z.number().int().nullable().optional(),
      restriction: treeSchema.nullable().optional(),
      effects: z.array(z.string()).default([]),
    }),
  ),
  lookupPages: z.array(z.object({ number: z.number().int(), mapping: z.record(z.string(), z.number().int()) })),
  startingPicturePage: z.number().int().optional(),
});

export type LostWorldsWebCharacter = z.infer<typeof lostWorldsWebSchema>;

const children = (t: Tree): Tree[] =>
  (Array.isArray(t.restrictions) ? t.restrictions : Array.isArray(t.children) ? t.children : []) as Tree[];
const leafValue = (t: Tree, field: string): string => String(t[field] ?? t.value ?? "");

type Leaf = { only: boolean; field: "colors" | "groups" | "maneuvers"; value: string };

function leafOf(t: Tree, path: string, problems: PathProblem[]): Leaf | null {
  const m = /^(NO|ONLY)_(COLOR|CATEGORY|NAME)$/.exec(t.type);
  if (!m) return null;
  const only = m[1] === "ONLY";
  if (m[2] === "COLOR") {
    const color = colorFromWord(leafValue(t, "color"));
    if (!color) problems.push({ path, message: `unknown colour "${leafValue(t, "color")}" (kept; lint reports it)` });
    return { only, field: "colors", value: color ?? leafValue(t, "color").toLowerCase() };
  }
  if (m[2] === "CATEGORY") {
    const raw = leafValue(t, "category");
    const group = groupFromWord(raw.replace(/_/g, " "));
    if (!group) problems.push({ path, message: `unknown category "${raw}" (kept; lint reports it)` });
    return { only, field: "groups", value: group ?? raw };
  }
  return { only, field: "maneuvers", value: leafValue(t, "name") };
}

/** One restriction from leaves of one kind ("only" joined by OR, "no" joined by AND). */
function restrictionFrom(leaves: Leaf[]): SelectRestriction {
  const r: SelectRestriction = { type: leaves[0].only ? "only" : "no", colors: [], groups: [], maneuvers: [], duration: "next-turn" };
  for (const l of leaves) r[l.field].push(l.value);
  return r;
}

export function treeToRestrictions(tree: Tree | null | undefined, path: string, problems: PathProblem[]): Restriction[] {
  if (!tree || tree.type === "NONE") return [];
  const leaf = leafOf(tree, path, problems);
  if (leaf) return [restrictionFrom([leaf])];
  const kids = children(tree);
  const leaves = kids.map((k, i) => leafOf(k, `${path}.restrictions.${i}`, problems));
  if (tree.type === "OR" && leaves.every((l) => l?.only)) return [restrictionFrom(leaves as Leaf[])];
  if (tree.type === "AND" && leaves.every((l) => l && !l.only)) return [restrictionFrom(leaves as Leaf[])];
  if (tree.type === "AND") return kids.flatMap((k, i) => treeToRestrictions(k, `${path}.restrictions.${i}`, problems));
  problems.push({ path, message: `cannot read a restriction of type ${tree.type} with these parts; left out` });
  return [];
}

const EFFECT_PATTERNS: [RegExp, Effect][] = [
  [/retriev|pick/i, "weapon-retrieved"],
  [/weapon|disarm|dislodg/i, "weapon-lost"],
  [/knock|down|prone/i, "knocked-down"],
  [/shield/i, "shield-lost"],
];

export function importLostWorldsWeb(
  input: unknown,
  set: PageSet = STANDARD_PAGE_SET,
): { book: BookBody; problems: PathProblem[] } | { book: null; problems: PathProblem[] } {
  const parsed = lostWorldsWebSchema.safeParse(input);
  if (!parsed.success) {
    return { book: null, problems: parsed.error.issues.map((i) => ({ path: i.path.join(".") || "(root)", message: i.message })) };
  }
  const c = parsed.data;
  const problems: PathProblem[] = [];
  const book = emptyBook();
  book.character.name = c.name;
  book.character.height = c.height;
  book.character.bodyPoints = c.bodyPoints;
  book.sheet.groups = c.maneuvers.map((g, gi) => ({
    name: g.category,
    maneuvers: g.moves.map((m, mi) => {
      let color: Color | null = colorFromWord(m.color);
      if (!color) {
        color = set.colorOf.get(m.normalPage) ?? COLORS[0];
        problems.push({ path: `maneuvers.${gi}.moves.${mi}.color`, message: `unknown colour "${m.color}"; used ${color}` });
      }
      return { name: m.name, color, page: m.normalPage, xPage: m.extendedPage ?? null, mod: m.modifier, expBonus: 0 };
    }),
  }));
  const sheet = rulesOf(book, set);
  c.picturePages.forEach((p, i) => {
    const path = `picturePages.${i}`;
    const restrictions = treeToRestrictions(p.restriction, `${path}.restriction`, problems);
    const effects: Effect[] = [];
    p.effects.forEach((e, ei) => {
      const hit = EFFECT_PATTERNS.find(([re]) => re.test(e));
      if (hit) effects.push(hit[1]);
      else problems.push({ path: `${path}.effects.${ei}`, message: `unknown effect "${e}"; left out` });
    });
    const tell = { text: renderTell({ restrictions, effects }), restrictions, effects };
    if (p.isExtendedRange !== undefined && sheet && p.isExtendedRange !== sendsToExtended(sheet, tell.restrictions)) {
      problems.push({
        path: `${path}.isExtendedRange`,
        message: `isExtendedRange is ${p.isExtendedRange} but the restriction says otherwise; the restriction is kept`,
      });
    }
    book.pictures[String(p.number)] = {
      title: p.title,
      caption: emptyRichText(),
      image: null,
      score: p.damage ?? null,
      critical: null,
      tell,
      range: null,
    };
  });
  for (const l of c.lookupPages) book.matrices[String(l.number)] = { rows: { ...l.mapping } };
  if (c.startingPicturePage !== undefined && c.startingPicturePage !== set.duelStart) {
    problems.push({
      path: "startingPicturePage",
      message: `starts on ${c.startingPicturePage}; Lost Worlds duels start on ${set.duelStart}`,
    });
  }
  return { book, problems };
}

/** The sheet as the range rule reads it; null for more maneuvers than a sheet holds (then range is not checked). */
function rulesOf(book: BookBody, set: PageSet): SheetRules | null {
  const maneuvers = sheetManeuvers(book);
  return maneuvers.length <= 32 ? sheetRules(maneuvers, set) : null;
}

const CATEGORY_OF: Record<string, string> = {
  "down-swings": "DOWN_SWING",
  "side-swings": "SIDE_SWING",
  thrusts: "THRUST",
  feints: "FEINT",
  "protected-attacks": "PROTECTED_ATTACK",
  special: "SPECIAL",
  blocks: "BLOCK",
  jumps: "JUMP",
  "extended-range": "EXTENDED_RANGE",
};

function restrictionToTree(r: SelectRestriction): Tree {
  const prefix = r.type === "only" ? "ONLY" : "NO";
  const leaves: Tree[] = [
    ...r.colors.map((c) => ({ type: `${prefix}_COLOR`, color: isColor(c) ? c.toUpperCase() : c })),
    ...r.groups.map((g) => ({ type: `${prefix}_CATEGORY`, category: CATEGORY_OF[g] ?? g })),
    ...r.maneuvers.map((n) => ({ type: `${prefix}_NAME`, name: n })),
  ];
  return leaves.length === 1 ? leaves[0] : { type: r.type === "only" ? "OR" : "AND", restrictions: leaves };
}

export function exportLostWorldsWeb(
  book: BookBody,
  set: PageSet = STANDARD_PAGE_SET,
): { data: LostWorldsWebCharacter; problems: PathProblem[] } {
  const problems: PathProblem[] = [];
  const sheet = rulesOf(book, set);
  const picturePages = Object.entries(book.pictures)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([page, p]) => {
      const kept: Tree[] = [];
      for (const r of p.tell.restrictions) {
        if (r.type === "only" || r.type === "no") {
          if (r.duration !== "next-turn")
            problems.push({ path: `pictures.${page}.tell`, message: `"${r.duration}" has no equivalent; exported as next turn` });
          kept.push(restrictionToTree(r));
        } else problems.push({ path: `pictures.${page}.tell`, message: `a ${r.type} restriction has no equivalent; left out` });
      }
      if (p.critical) problems.push({ path: `pictures.${page}.critical`, message: "CRITICAL has no equivalent; left out" });
      const restriction: Tree = kept.length === 0 ? { type: "NONE" } : kept.length === 1 ? kept[0] : { type: "AND", restrictions: kept };
      return {
        number: Number(page),
        title: p.title,
        isExtendedRange: !!sheet && sendsToExtended(sheet, p.tell.restrictions),
        damage: p.score,
        restriction,
        effects: [...p.tell.effects],
      };
    });
  const data: LostWorldsWebCharacter = {
    id:
      book.character.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "character",
    name: book.character.name,
    height: book.character.height,
    bodyPoints: book.character.bodyPoints,
    maneuvers: book.sheet.groups.map((g) => ({
      category: g.name,
      moves: g.maneuvers.map((m) => ({
        name: m.name,
        color: m.color.toUpperCase(),
        normalPage: m.page,
        extendedPage: m.xPage,
        modifier: m.mod,
      })),
    })),
    picturePages,
    lookupPages: Object.entries(book.matrices)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([page, m]) => ({ number: Number(page), mapping: { ...m.rows } })),
    startingPicturePage: set.duelStart,
  };
  if (sheetManeuvers(book).some((m) => m.expBonus !== 0))
    problems.push({ path: "sheet", message: "experience bonuses have no equivalent; left out" });
  return { data, problems };
}
