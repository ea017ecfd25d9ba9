/**
 * Books ↔ the character JSON of the open-source lost-worlds-web player, read by that player's own
 * types (lib/content/lostworlds/lost-worlds-web-format.ts).
 *
 * Import reads every field into the book: the sheet (categories become group names), scores,
 * lookup pages (the printed matrices, one to one), and each page's restriction tree and effects
 * into the studio's restriction model, the way that player selects maneuvers:
 * - a CATEGORY is the player's own sheet group, so it becomes the standard group that selects the
 *   same maneuvers on this sheet (a troll's RAGE moves sit on the Protected Attack pages), else
 *   those maneuvers by name;
 * - a NAME matches every maneuver whose name contains it, so it becomes those maneuvers' names;
 * - AND is the list of a tell's restrictions, an OR of ONLY leaves one "only" with all their
 *   selectors; NEXT_TURN_DAMAGE_MODIFIER is a bonus; LOSE/RETRIEVE_WEAPON are the weapon effects;
 *   NO_/ONLY_EXTENDED_RANGE and SET_RANGE are restrictions on the Extended Range group;
 * - HEALING is regeneration ("if not scored on" with IF_NO_DAMAGE_TAKEN), ALTERNATE_RESULT to a
 *   picture page a turn-to on a score;
 * - what the studio does not play (DAMAGE, an ALTERNATE_RESULT to an even page, an OR of NO
 *   leaves) is reported with its path and kept.
 * The file's own shapes (its tree as written, effect order, range flag, picture URLs, id, starting
 * page, category names) are kept in `book.lostWorldsWeb`, so exporting an imported book gives the
 * same file back. A page whose tell was edited since is written from the book instead.
 *
 * Export writes any book so that player's loader reads every picture page, lookup page and
 * restriction: colours lower case, restrictions as its typed tree over the categories the sheet
 * exports, bonuses as damage modifiers. What the format cannot say (durations, "Other restrictions
 * are invalid", CRITICALs, knocked down, shield lost, captions, experience) is reported per page.
 */
import { emptyBook, sheetManeuvers, type BookBody, type Effect, type PicturePage, type Restriction } from "../../content/kinds/book";
import {
  lwwCharacterSchema,
  type LwwCharacter,
  type LwwEffect,
  type LwwKept,
  type LwwPicturePage,
  type LwwRestriction,
} from "../../content/lostworlds/lost-worlds-web-format";
import { emptyRichText, richTextToPlain } from "../../content/rich-text";
import {
  COLORS,
  GROUPS,
  STANDARD_PAGE_SET,
  pageGroups,
  rangeOfPage,
  type Color,
  type GroupId,
  type PageSet,
} from "../../engine/lostworlds/pages";
import type { Selectors } from "../../engine/lostworlds/restriction-model";
import { sendsToExtended, sheetRules } from "../../engine/lostworlds/restrictions";
import {
  colorFromWord,
  storedSelectors,
  maneuverLabel,
  renderEffect,
  renderRestriction,
  renderTell,
} from "../../engine/lostworlds/tell-text";

export interface PathProblem {
  path: string;
  message: string;
}

export type { LwwCharacter as LostWorldsWebCharacter };

/** The player's category for each standard group (its `ManeuverCategory` names). */
const CATEGORY_OF: Record<GroupId, string> = {
  "down-swings": "DOWN_SWING",
  "side-swings": "SIDE_SWING",
  thrusts: "THRUST",
  feints: "FAKE",
  "protected-attacks": "PROTECTED_ATTACK",
  special: "SPECIAL",
  blocks: "SHIELD_BLOCK",
  jumps: "JUMP",
  "extended-range": "EXTENDED_RANGE",
};
const GROUP_OF_CATEGORY = new Map(Object.entries(CATEGORY_OF).map(([g, c]) => [c, g as GroupId]));
/** Every category the player's types know (its own RAGE included). */
const PLAYER_CATEGORIES = new Set([...Object.values(CATEGORY_OF), "RAGE"]);

const UPPER_SNAKE = /^[A-Z0-9]+(?:_[A-Z0-9]+)*$/;
/** "DOWN_SWING" → "Down Swing"; any other spelling is kept as it is. */
const groupNameOf = (category: string) =>
  UPPER_SNAKE.test(category)
    ? category
        .split("_")
        .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
        .join(" ")
    : category;
const upperSnake = (name: string) =>
  name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/** One maneuver of the sheet as both sides select it. */
interface Move {
  name: string;
  color: string | null;
  page: number;
  category: string;
  /** The sheet group heading it is listed under, and whether that group is the character's own. */
  group: string;
  own: boolean;
}

interface Sheet {
  moves: Move[];
  set: PageSet;
}

function selects(sheet: Sheet, m: Move, s: Selectors): boolean {
  const groups = pageGroups(sheet.set).get(m.page);
  const tests = [
    s.colors.length ? m.color !== null && s.colors.includes(m.color) : null,
    s.groups.length ? s.groups.some((g) => groups?.has(g as GroupId) ?? false) : null,
    ownOf(s).length ? m.own && ownOf(s).some((g) => g.toLowerCase() === m.group.toLowerCase()) : null,
    s.maneuvers.length
      ? s.maneuvers.some((n) => n.name.toLowerCase() === m.name.toLowerCase() && n.group.toLowerCase() === m.group.toLowerCase())
      : null,
  ].filter((t): t is boolean => t !== null);
  return s.match === "all" ? tests.length > 0 && tests.every(Boolean) : tests.some(Boolean);
}
const selection = (sheet: Sheet, s: Selectors) => sheet.moves.filter((m) => selects(sheet, m, s));
const sameMoves = (a: Move[], b: Move[]) => a.length === b.length && a.every((m) => b.includes(m));
const unique = <T>(xs: T[]) => [...new Set(xs)];
/** Selectors with every list present (the book's may leave `ownGroups` and `match` out). */
type AllSelectors = Required<Selectors>;
const ownOf = (s: Selectors): string[] => s.ownGroups ?? [];
const noSelectors = (): AllSelectors => ({ colors: [], groups: [], ownGroups: [], maneuvers: [], match: "any" });
const refOf = (m: Move) => ({ group: m.group, name: m.name });
const uniqueRefs = (refs: { group: string; name: string }[]) =>
  refs.filter((r, i) => refs.findIndex((o) => o.group === r.group && o.name === r.name) === i);

// ---------------------------------------------------------------------------------------------
// Import

interface ReadContext {
  sheet: Sheet;
  problems: PathProblem[];
  /** When false, nothing is reported (a kept page read again to compare it with the book's). */
  report: boolean;
}

const problem = (ctx: ReadContext, path: string, message: string) => {
  if (ctx.report) ctx.problems.push({ path, message });
};

/** A category as the studio selects it: the standard group with the same maneuvers here, else their names. */
function categorySelectors(ctx: ReadContext, category: string, path: string): AllSelectors {
  const out = noSelectors();
  const members = ctx.sheet.moves.filter((m) => m.category === category);
  const named = GROUP_OF_CATEGORY.get(category);
  if (members.length === 0) {
    if (named) out.groups.push(named);
    else {
      out.groups.push(category);
      problem(ctx, path, `no sheet group is the category "${category}" (kept; lint reports it)`);
    }
    return out;
  }
  const candidates = [...(named ? [named] : []), ...GROUPS.filter((g) => g !== named)];
  const group = candidates.find((g) => sameMoves(selection(ctx.sheet, { ...noSelectors(), groups: [g] }), members));
  if (group) {
    out.groups.push(group);
    return out;
  }
  // A category of the character's own (a Bite, RAGE): its sheet group, named as such.
  const own = unique(members.filter((m) => m.own).map((m) => m.group));
  if (own.length === 1 && sameMoves(selection(ctx.sheet, { ...noSelectors(), ownGroups: own }), members)) {
    out.ownGroups.push(own[0]);
    return out;
  }
  out.maneuvers.push(...uniqueRefs(members.map(refOf)));
  if (!sameMoves(selection(ctx.sheet, out), members))
    problem(ctx, path, `the category "${category}" shares maneuver names with other groups: read as those names, which select more`);
  return out;
}

/** One leaf: whether it is an ONLY, and what it selects. */
function leafSelectors(ctx: ReadContext, leaf: Extract<LwwRestriction, { type: `${string}_${string}` }>, path: string): AllSelectors {
  const out = noSelectors();
  if ("colors" in leaf) {
    leaf.colors.forEach((c, i) => {
      const color = colorFromWord(c);
      if (!color) problem(ctx, `${path}.colors.${i}`, `unknown colour "${c}" (kept; lint reports it)`);
      out.colors.push(color ?? c.toLowerCase());
    });
  } else if ("categories" in leaf) {
    leaf.categories.forEach((c, i) => {
      const s = categorySelectors(ctx, c, `${path}.categories.${i}`);
      out.groups.push(...s.groups);
      out.ownGroups.push(...s.ownGroups);
      out.maneuvers.push(...s.maneuvers);
    });
  } else {
    leaf.names.forEach((n, i) => {
      const hits = uniqueRefs(ctx.sheet.moves.filter((m) => m.name.toUpperCase().includes(n.toUpperCase())).map(refOf));
      if (hits.length === 0) problem(ctx, `${path}.names.${i}`, `no maneuver's name contains "${n}" (kept; lint reports it)`);
      out.maneuvers.push(...(hits.length ? hits : [{ group: "", name: n }]));
    });
  }
  return {
    ...noSelectors(),
    colors: unique(out.colors),
    groups: unique(out.groups),
    ownGroups: unique(out.ownGroups),
    maneuvers: uniqueRefs(out.maneuvers),
  };
}

const isLeaf = (t: LwwRestriction): t is Extract<LwwRestriction, { type: `${string}_${string}` }> => t.type.includes("_");
const onlyLeaves = (t: LwwRestriction): boolean =>
  isLeaf(t) ? t.type.startsWith("ONLY_") : t.type === "OR" && t.children.every(onlyLeaves);

function orSelectors(ctx: ReadContext, t: LwwRestriction, path: string): AllSelectors {
  if (isLeaf(t)) return leafSelectors(ctx, t, path);
  const parts = (t as { children: LwwRestriction[] }).children.map((c, i) => orSelectors(ctx, c, `${path}.children.${i}`));
  return {
    ...noSelectors(),
    colors: unique(parts.flatMap((p) => p.colors)),
    groups: unique(parts.flatMap((p) => p.groups)),
    ownGroups: unique(parts.flatMap((p) => p.ownGroups)),
    maneuvers: uniqueRefs(parts.flatMap((p) => p.maneuvers)),
  };
}

function treeRestrictions(ctx: ReadContext, t: LwwRestriction, path: string): Restriction[] {
  if (t.type === "NONE") return [];
  if (isLeaf(t))
    return [{ type: t.type.startsWith("ONLY_") ? "only" : "no", ...storedSelectors(leafSelectors(ctx, t, path)), duration: "next-turn" }];
  if (t.type === "AND") return t.children.flatMap((c, i) => treeRestrictions(ctx, c, `${path}.children.${i}`));
  if (onlyLeaves(t)) return [{ type: "only", ...storedSelectors(orSelectors(ctx, t, path)), duration: "next-turn" }];
  problem(ctx, path, "an OR with NO or AND parts cannot be said as the studio's restrictions: kept for export, not played here");
  return [];
}

const rangeRestriction = (type: "only" | "no"): Restriction => ({
  type,
  ...storedSelectors(noSelectors()),
  groups: ["extended-range"],
  duration: "next-turn",
});

function effectsOf(ctx: ReadContext, list: readonly LwwEffect[], path: string): { restrictions: Restriction[]; effects: Effect[] } {
  const restrictions: Restriction[] = [];
  const effects: Effect[] = [];
  const add = (e: Effect) => effects.some((x) => sameJson(x, e)) || effects.push(e);
  list.forEach((e, i) => {
    const at = `${path}.${i}`;
    switch (e.type) {
      case "NEXT_TURN_DAMAGE_MODIFIER": {
        const s = noSelectors();
        if (e.forColor) {
          const color = colorFromWord(e.forColor);
          if (!color) problem(ctx, `${at}.forColor`, `unknown colour "${e.forColor}" (kept; lint reports it)`);
          s.colors.push(color ?? e.forColor.toLowerCase());
        }
        if (e.forCategory) {
          const c = categorySelectors(ctx, e.forCategory, `${at}.forCategory`);
          s.groups.push(...c.groups);
          s.ownGroups.push(...c.ownGroups);
          s.maneuvers.push(...c.maneuvers);
        }
        // A modifier for a colour and a category applies to the maneuvers that are both.
        if (e.forColor && e.forCategory) s.match = "all";
        restrictions.push({ type: "bonus", amount: e.amount, ...storedSelectors(s), duration: "next-turn" });
        break;
      }
      case "LOSE_WEAPON":
        add({ type: "weapon-lost" });
        break;
      case "RETRIEVE_WEAPON":
        add({ type: "weapon-retrieved" });
        break;
      case "NO_EXTENDED_RANGE":
        restrictions.push(rangeRestriction("no"));
        break;
      case "ONLY_EXTENDED_RANGE":
        restrictions.push(rangeRestriction("only"));
        break;
      case "SET_RANGE":
        restrictions.push(rangeRestriction(e.isExtendedRange ? "only" : "no"));
        break;
      case "HEALING":
        if (e.amount > 0)
          add(e.condition ? { type: "regain", points: e.amount, ifNotScoredOn: true } : { type: "regain", points: e.amount });
        break;
      case "ALTERNATE_RESULT":
        if (e.pageNumber % 2 === 1) add({ type: "turn-to", page: e.pageNumber, onScore: true });
        else problem(ctx, at, `"if scoring, go to page ${e.pageNumber}": not a picture page, kept for export, not played here`);
        break;
      case "DAMAGE":
        problem(ctx, at, `direct damage ${e.amount}: kept for export, not played here`);
        break;
    }
  });
  return { restrictions, effects };
}

/** A page's tree and effects as the book's tell (restrictions first, then those the effects add). */
function tellOf(ctx: ReadContext, page: Pick<LwwPicturePage, "restriction" | "effects">, path: string) {
  const fromTree = treeRestrictions(ctx, page.restriction, `${path}.restriction`);
  const fromEffects = effectsOf(ctx, page.effects, `${path}.effects`);
  const restrictions = withoutExcludedRange(ctx.sheet, [...fromTree, ...fromEffects.restrictions]);
  return { text: renderTell({ restrictions, effects: fromEffects.effects }), restrictions, effects: fromEffects.effects };
}

/**
 * "Only Yellow, Green or Brown" together with "no Extended Range" allows close Yellow and Green:
 * the Brown (all Extended Range) can never be chosen. The player's books print such pairs (it
 * reads the range from a separate flag); the studio reads an "only" that selects Extended Range
 * maneuvers as sending the side there, so the selectors the other restriction rules out are left
 * out of the "only", which then allows exactly what the player allows.
 */
function withoutExcludedRange(sheet: Sheet, restrictions: Restriction[]): Restriction[] {
  const extended = sheet.moves.filter((m) => rangeOfPage(sheet.set, m.page) === "extended");
  const excluded = (r: Restriction) => r.type === "no" && extended.length > 0 && extended.every((m) => selects(sheet, m, r));
  if (!restrictions.some(excluded)) return restrictions;
  const onlyExtended = (s: Selectors) => {
    const picked = selection(sheet, s);
    return picked.length > 0 && picked.every((m) => extended.includes(m));
  };
  return restrictions.map((r) => {
    if (r.type !== "only") return r;
    const kept = {
      colors: r.colors.filter((c) => !onlyExtended({ ...noSelectors(), colors: [c] })),
      groups: r.groups.filter((g) => !onlyExtended({ ...noSelectors(), groups: [g] })),
      maneuvers: r.maneuvers.filter((n) => !onlyExtended({ ...noSelectors(), maneuvers: [n] })),
    };
    return kept.colors.length + kept.groups.length + kept.maneuvers.length > 0 ? { ...r, ...kept } : r;
  });
}

const KNOWN_KEYS = {
  character: ["id", "name", "height", "bodyPoints", "startingPicturePage", "maneuvers", "picturePages", "lookupPages"],
  group: ["category", "moves"],
  move: ["name", "color", "normalPage", "extendedPage", "modifier"],
  picture: ["number", "title", "isExtendedRange", "damage", "restriction", "effects", "imageUrl", "imageUrlBW", "imageUrlColor"],
  lookup: ["number", "mapping"],
};

/** Fields the player's types do not declare: reported, since they cannot be kept. */
function unknownKeys(input: unknown, problems: PathProblem[]): void {
  const check = (o: unknown, known: string[], path: string) => {
    if (typeof o !== "object" || o === null) return;
    for (const k of Object.keys(o))
      if (!known.includes(k)) problems.push({ path: path ? `${path}.${k}` : k, message: "not a field of the format; left out" });
  };
  const c = input as Record<string, unknown[]>;
  check(c, KNOWN_KEYS.character, "");
  c.maneuvers?.forEach((g, i) => {
    check(g, KNOWN_KEYS.group, `maneuvers.${i}`);
    (g as { moves?: unknown[] }).moves?.forEach((m, j) => check(m, KNOWN_KEYS.move, `maneuvers.${i}.moves.${j}`));
  });
  c.picturePages?.forEach((p, i) => check(p, KNOWN_KEYS.picture, `picturePages.${i}`));
  c.lookupPages?.forEach((p, i) => check(p, KNOWN_KEYS.lookup, `lookupPages.${i}`));
}

const isWebUrl = (s: string | undefined): s is string => !!s && /^https?:\/\//.test(s);

export function importLostWorldsWeb(
  input: unknown,
  set: PageSet = STANDARD_PAGE_SET,
): { book: BookBody; problems: PathProblem[] } | { book: null; problems: PathProblem[] } {
  const parsed = lwwCharacterSchema.safeParse(input);
  if (!parsed.success) {
    return { book: null, problems: parsed.error.issues.map((i) => ({ path: i.path.join(".") || "(root)", message: i.message })) };
  }
  const c = parsed.data;
  const problems: PathProblem[] = [];
  unknownKeys(input, problems);
  const pageProblems = checkPageNumbers(c, set);
  if (pageProblems.length) return { book: null, problems: pageProblems };

  const book = emptyBook();
  book.character.name = c.name;
  book.character.height = c.height;
  book.character.bodyPoints = c.bodyPoints;
  const kept: LwwKept = { id: c.id, startingPicturePage: c.startingPicturePage ?? null, categories: {}, pages: {} };
  const moves: Move[] = [];
  book.sheet.groups = c.maneuvers.map((g, gi) => {
    const name = groupNameOf(g.category);
    kept.categories[name] = g.category;
    // A category that is no standard group (a monster's BITE, the player's RAGE) is the character's own.
    const ownGroup = !GROUP_OF_CATEGORY.has(g.category);
    return {
      name,
      own: ownGroup,
      maneuvers: g.moves.map((m, mi) => {
        let color: Color | null = m.color.trim() === "" ? null : colorFromWord(m.color);
        if (!color && m.color.trim() !== "") {
          color = set.colorOf.get(m.normalPage) ?? null;
          problems.push({ path: `maneuvers.${gi}.moves.${mi}.color`, message: `unknown colour "${m.color}"; used ${color ?? "none"}` });
        }
        moves.push({ name: m.name, color, page: m.normalPage, category: g.category, group: name, own: ownGroup });
        // An Extended Range maneuver names its own page as its extended page; the book leaves that out.
        const own = m.extendedPage === m.normalPage && rangeOfPage(set, m.normalPage) === "extended";
        return {
          name: m.name,
          color,
          page: m.normalPage,
          xPage: own ? null : m.extendedPage,
          mod: m.modifier,
          weaponMods: [],
          usesShield: false,
          disabled: false,
          expBonus: 0,
        };
      }),
    };
  });
  const ctx: ReadContext = { sheet: { moves, set }, problems, report: true };
  const rules = moves.length <= 32 ? sheetRules(moves, set) : null;
  const serverPictures: number[] = [];
  c.picturePages.forEach((p, i) => {
    const path = `picturePages.${i}`;
    const tell = tellOf(ctx, p, path);
    if (rules && p.isExtendedRange !== sendsToExtended(rules, tell.restrictions)) {
      problems.push({
        path: `${path}.isExtendedRange`,
        message:
          `isExtendedRange is ${p.isExtendedRange} but the restrictions read ${p.isExtendedRange ? "close" : "Extended"} range ` +
          `here (the restrictions decide in the studio)`,
      });
    }
    const src = [p.imageUrlColor, p.imageUrl, p.imageUrlBW].find(isWebUrl);
    if (!src && [p.imageUrlColor, p.imageUrl, p.imageUrlBW].some(Boolean)) serverPictures.push(p.number);
    book.pictures[String(p.number)] = {
      title: p.title,
      caption: emptyRichText(),
      image: src ? { src, alt: p.title } : null,
      score: p.damage,
      critical: null,
      tell,
      range: null,
    };
    kept.pages[String(p.number)] = {
      isExtendedRange: p.isExtendedRange,
      restriction: p.restriction,
      effects: p.effects,
      ...(p.imageUrl !== undefined && { imageUrl: p.imageUrl }),
      ...(p.imageUrlBW !== undefined && { imageUrlBW: p.imageUrlBW }),
      ...(p.imageUrlColor !== undefined && { imageUrlColor: p.imageUrlColor }),
    };
  });
  if (serverPictures.length)
    problems.push({
      path: "picturePages",
      message: `the pictures of ${serverPictures.length === c.picturePages.length ? "every page" : `pages ${serverPictures.join(", ")}`} are paths on that player's own server: kept for export, not shown here`,
    });
  for (const l of c.lookupPages) book.matrices[String(l.number)] = { rows: { ...l.mapping } };
  if (c.startingPicturePage !== undefined && c.startingPicturePage !== set.duelStart) {
    problems.push({
      path: "startingPicturePage",
      message: `starts on ${c.startingPicturePage}; Lost Worlds duels start on ${set.duelStart} (kept for export)`,
    });
  }
  book.lostWorldsWeb = kept;
  return { book, problems };
}

/** Page numbers the book can hold, each once, reported at the file's own paths. */
function checkPageNumbers(c: LwwCharacter, set: PageSet): PathProblem[] {
  const out: PathProblem[] = [];
  const check = (numbers: number[], odd: boolean, field: string) => {
    const seen = new Set<number>();
    numbers.forEach((n, i) => {
      const max = odd ? set.maxPicture : set.maxPicture + 1;
      if (n < 1 || n > max || n % 2 !== (odd ? 1 : 0))
        out.push({ path: `${field}.${i}.number`, message: `Expected ${odd ? "an odd picture page 1–63" : "an even lookup page 2–64"}` });
      else if (seen.has(n)) out.push({ path: `${field}.${i}.number`, message: `Expected each page once (${n} repeats)` });
      seen.add(n);
    });
  };
  check(
    c.picturePages.map((p) => p.number),
    true,
    "picturePages",
  );
  check(
    c.lookupPages.map((p) => p.number),
    false,
    "lookupPages",
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Export

/** The category a sheet group is written with: as imported, else the player's name for its pages. */
function categoryFor(book: BookBody, group: BookBody["sheet"]["groups"][number], set: PageSet): string {
  const kept = book.lostWorldsWeb?.categories[group.name];
  if (kept) return kept;
  const byName = upperSnake(group.name);
  if (PLAYER_CATEGORIES.has(byName)) return byName;
  const groups = pageGroups(set);
  const standard = GROUPS.find((g) => group.maneuvers.length > 0 && group.maneuvers.every((m) => groups.get(m.page)?.has(g)));
  return standard ? CATEGORY_OF[standard] : byName || "GROUP";
}

interface WriteContext {
  sheet: Sheet;
  /** Each exported category and its maneuvers. */
  categories: { category: string; moves: Move[] }[];
  lost: string[];
}

/** Categories whose maneuvers together are exactly `moves`, or null. */
function categoriesCovering(w: WriteContext, moves: Move[]): string[] | null {
  const inside = w.categories.filter((c) => c.moves.length > 0 && c.moves.every((m) => moves.includes(m)));
  const covered = inside.flatMap((c) => c.moves);
  return moves.length > 0 && sameMoves(unique(covered), moves) ? inside.map((c) => c.category) : null;
}

/** Names as the player matches them (contained, any case), checked to select what the book selects. */
function nameLeafNames(w: WriteContext, names: string[], meant: Move[]): string[] {
  const upper = unique(names.map((n) => n.toUpperCase()));
  const picked = w.sheet.moves.filter((m) => upper.some((n) => m.name.toUpperCase().includes(n)));
  if (!sameMoves(picked, meant)) {
    const extra = picked.filter((m) => !meant.includes(m)).map((m) => m.name);
    w.lost.push(
      `${upper.join(", ")} as names ${extra.length ? `also select ${unique(extra).join(", ")} there` : "select differently there"}`,
    );
  }
  return upper;
}

type Leaf = Extract<LwwRestriction, { type: `${string}_${string}` }>;

function leavesOf(w: WriteContext, r: Selectors, prefix: "ONLY" | "NO"): Leaf[] {
  const leaves: Leaf[] = [];
  if (r.colors.length) leaves.push({ type: `${prefix}_COLOR`, colors: r.colors.map((c) => c.toLowerCase()) });
  const categories: string[] = [];
  const names: string[] = [];
  for (const g of r.groups) {
    const moves = selection(w.sheet, { ...noSelectors(), groups: [g] });
    if (moves.length === 0) {
      const standard = CATEGORY_OF[g as GroupId];
      if (standard) categories.push(standard);
      else w.lost.push(`the group "${g}" selects nothing`);
      continue;
    }
    const covering = categoriesCovering(w, moves);
    if (covering) categories.push(...covering);
    else names.push(...nameLeafNames(w, unique(moves.map((m) => m.name)), moves));
  }
  if (categories.length) leaves.push({ type: `${prefix}_CATEGORY`, categories: unique(categories) });
  for (const g of ownOf(r)) {
    const moves = selection(w.sheet, { ...noSelectors(), ownGroups: [g] });
    const covering = moves.length ? categoriesCovering(w, moves) : null;
    if (covering) categories.push(...covering);
    else w.lost.push(`the group "${g}" (no category has exactly its maneuvers)`);
  }
  if (r.maneuvers.length) {
    const meant = selection(w.sheet, { ...noSelectors(), maneuvers: r.maneuvers });
    names.push(...nameLeafNames(w, unique(r.maneuvers.map((m) => m.name)), meant));
  }
  if (names.length) leaves.push({ type: `${prefix}_NAME`, names: unique(names) });
  return leaves;
}

const DURATION_WORDS: Record<string, string> = {
  "next-2-turns": "for the next 2 turns",
  "until-weapon-retrieved": "until the weapon is picked up",
  "rest-of-combat": "for the rest of the combat",
};

/** A tell as the player's tree and effects (what cannot be said goes to `w.lost`). */
function writeTell(w: WriteContext, page: PicturePage): { restriction: LwwRestriction; effects: LwwEffect[] } {
  const items: LwwRestriction[] = [];
  const effects: LwwEffect[] = [];
  for (const r of page.tell.restrictions) {
    if (r.type === "override") {
      w.lost.push("“Other restrictions are invalid” (its restrictions replace the earlier ones anyway)");
      continue;
    }
    if (r.duration !== "next-turn") w.lost.push(`“${renderRestriction(r)}” lasts one turn there, not ${DURATION_WORDS[r.duration]}`);
    if (r.match === "all") w.lost.push(`“${renderRestriction(r)}” selects maneuvers that are all of its terms; there, any of them`);
    if (r.type === "bonus" && r.when === "scores") w.lost.push(`“${renderRestriction(r)}”: there, the bonus counts whenever a SCORE shows`);
    if (r.type === "bonus") {
      const modifiers: LwwEffect[] = [];
      for (const c of r.colors) modifiers.push({ type: "NEXT_TURN_DAMAGE_MODIFIER", amount: r.amount, forColor: c });
      const leaves = leavesOf(w, { ...noSelectors(), groups: r.groups }, "ONLY");
      for (const l of leaves) {
        if (l.type === "ONLY_CATEGORY")
          for (const c of l.categories) modifiers.push({ type: "NEXT_TURN_DAMAGE_MODIFIER", amount: r.amount, forCategory: c });
        else w.lost.push(`a bonus for ${r.groups.join(", ")} (no category has exactly those maneuvers)`);
      }
      if (r.maneuvers.length)
        w.lost.push(`a bonus for ${r.maneuvers.map(maneuverLabel).join(", ")} (modifiers name colours or categories only)`);
      if (ownOf(r).length) w.lost.push(`a bonus for ${ownOf(r).join(", ")} (modifiers name standard categories only here)`);
      if (r.colors.length + r.groups.length + ownOf(r).length + r.maneuvers.length === 0)
        modifiers.push({ type: "NEXT_TURN_DAMAGE_MODIFIER", amount: r.amount });
      effects.push(...modifiers);
      continue;
    }
    const leaves = leavesOf(w, r, r.type === "only" ? "ONLY" : "NO");
    if (r.type === "only") items.push(leaves.length === 1 ? leaves[0] : { type: "OR", children: leaves });
    else items.push(...leaves);
  }
  for (const e of page.tell.effects) {
    if (e.type === "weapon-lost") effects.push({ type: "LOSE_WEAPON" });
    else if (e.type === "weapon-retrieved") effects.push({ type: "RETRIEVE_WEAPON" });
    else if (e.type === "regain")
      effects.push(
        e.ifNotScoredOn ? { type: "HEALING", amount: e.points, condition: "IF_NO_DAMAGE_TAKEN" } : { type: "HEALING", amount: e.points },
      );
    else if (e.type === "turn-to" && e.onScore)
      effects.push({ type: "ALTERNATE_RESULT", condition: "IF_SCORING_DAMAGE", pageNumber: e.page });
    else w.lost.push(`the effect “${renderEffect(e) ?? e.type}”`);
  }
  const restriction: LwwRestriction =
    items.length === 0 ? { type: "NONE" } : items.length === 1 ? items[0] : { type: "AND", children: items };
  return { restriction, effects };
}

const PLAYED_EFFECTS = new Set([
  "NEXT_TURN_DAMAGE_MODIFIER",
  "LOSE_WEAPON",
  "RETRIEVE_WEAPON",
  "NO_EXTENDED_RANGE",
  "ONLY_EXTENDED_RANGE",
  "SET_RANGE",
  "ALTERNATE_RESULT",
]);
/** Whether the studio plays an effect of the format (healing with or without its condition). */
const played = (e: LwwEffect) => PLAYED_EFFECTS.has(e.type) || e.type === "HEALING";
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function exportLostWorldsWeb(book: BookBody, set: PageSet = STANDARD_PAGE_SET): { data: LwwCharacter; problems: PathProblem[] } {
  const problems: PathProblem[] = [];
  const kept = book.lostWorldsWeb;
  const moves: Move[] = [];
  const categories: WriteContext["categories"] = [];
  const maneuvers = book.sheet.groups.map((g, gi) => {
    const category = categoryFor(book, g, set);
    const groupMoves = g.maneuvers.map((m) => ({ name: m.name, color: m.color, page: m.page, category, group: g.name, own: g.own }));
    moves.push(...groupMoves);
    const same = categories.find((c) => c.category === category);
    if (same) same.moves.push(...groupMoves);
    else categories.push({ category, moves: [...groupMoves] });
    return {
      category,
      moves: g.maneuvers.map((m, mi) => {
        const extended = rangeOfPage(set, m.page) === "extended";
        if (m.xPage === null && !extended)
          problems.push({ path: `sheet.groups.${gi}.maneuvers.${mi}.xPage`, message: `${m.name} has no X page: written as null` });
        const at = `sheet.groups.${gi}.maneuvers.${mi}`;
        if (m.weaponMods.length)
          problems.push({ path: `${at}.weaponMods`, message: `not in the format: ${m.name}'s MODs for further weapons` });
        if (m.color === null) problems.push({ path: `${at}.color`, message: `${m.name} has no colour: written as ""` });
        if (m.disabled)
          problems.push({ path: `${at}.disabled`, message: `not in the format: ${m.name} held back until a picture allows it` });
        if (m.usesShield) problems.push({ path: `${at}.usesShield`, message: `not in the format: ${m.name} done with the shield` });
        return {
          name: m.name,
          color: m.color ?? "",
          normalPage: m.page,
          extendedPage: m.xPage ?? (extended ? m.page : null),
          modifier: m.mod,
        };
      }),
    };
  });
  const sheet: Sheet = { moves, set };
  const rules = moves.length <= 32 ? sheetRules(moves, set) : null;
  const readBack: ReadContext = { sheet, problems: [], report: false };

  const picturePages: LwwPicturePage[] = Object.entries(book.pictures)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, p]) => {
      const w: WriteContext = { sheet, categories, lost: [] };
      const was = kept?.pages[key];
      const read = was && tellOf(readBack, was, "");
      const unchanged = read && sameJson([read.restrictions, read.effects], [p.tell.restrictions, p.tell.effects]);
      let tree: { restriction: LwwRestriction; effects: LwwEffect[] };
      let isExtendedRange: boolean;
      if (was && unchanged) {
        tree = { restriction: was.restriction, effects: was.effects };
        isExtendedRange = was.isExtendedRange;
      } else {
        tree = writeTell(w, p);
        // What the studio does not play stays with the page it was imported with.
        tree.effects.push(...(was?.effects.filter((e) => !played(e)) ?? []));
        isExtendedRange = rules ? sendsToExtended(rules, p.tell.restrictions) : false;
      }
      if (p.tell.text.trim() && p.tell.text.trim() !== renderTell(p.tell).trim()) w.lost.push("the printed “Tell opponent” text");
      if (p.critical)
        w.lost.push(`CRITICAL ${p.critical.threshold}${p.critical.text ? ` (“${p.critical.text}”)` : ""} and what it restricts`);
      if (richTextToPlain(p.caption).trim()) w.lost.push("the caption");
      if (p.range) w.lost.push(`the range mark “${p.range}”`);
      if (w.lost.length) problems.push({ path: `pictures.${key}`, message: `not in the format: ${unique(w.lost).join("; ")}` });
      const images: Pick<LwwPicturePage, "imageUrl" | "imageUrlBW" | "imageUrlColor"> = {};
      for (const f of ["imageUrl", "imageUrlBW", "imageUrlColor"] as const) if (was?.[f] !== undefined) images[f] = was[f];
      if (p.image && !Object.values(images).includes(p.image.src)) images.imageUrl = p.image.src;
      return {
        number: Number(key),
        title: p.title,
        isExtendedRange,
        damage: p.score,
        restriction: tree.restriction,
        effects: tree.effects,
        ...images,
      };
    });

  const ch = book.character;
  const extras = [
    ch.spellPoints && `spell points ${ch.spellPoints}`,
    ch.tacticPoints && `tactic points ${ch.tacticPoints}`,
    ch.luckPoints && `luck points ${ch.luckPoints}`,
    ch.attacks !== 1 && `attacks ${ch.attacks}`,
    ch.equipment.length > 0 && "equipment",
    richTextToPlain(ch.notes).trim() && "notes",
  ].filter(Boolean);
  if (extras.length) problems.push({ path: "character", message: `not in the format: ${extras.join(", ")}` });
  if (sheetManeuvers(book).some((m) => m.expBonus !== 0))
    problems.push({ path: "sheet", message: "not in the format: experience bonuses (+)" });

  const data: LwwCharacter = {
    id:
      kept?.id ??
      (ch.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") ||
        "character"),
    name: ch.name,
    height: ch.height,
    bodyPoints: ch.bodyPoints,
    maneuvers,
    picturePages,
    lookupPages: Object.entries(book.matrices)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([page, m]) => ({ number: Number(page), mapping: { ...m.rows } })),
  };
  const start = kept ? kept.startingPicturePage : set.duelStart;
  if (start !== null) data.startingPicturePage = start;
  return { data, problems };
}
