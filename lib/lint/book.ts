// Lost Worlds book lint. Rule ids are part of the product contract; one diagnostic per defect;
// locations carry `page` and, for matrix cells, `row`. The rules that play out restrictions use the
// duel engine's restriction model (book-dynamic.ts), so they report what play does.
import { sheetManeuvers, type BookBody, type Restriction } from "../content/kinds/book";
import { COLORS, GROUPS, STANDARD_PAGE_SET, isColor, isGroup, isPicturePage, type PageSet } from "../engine/lostworlds/pages";
import { maneuverLabel } from "../engine/lostworlds/tell-text";
import type { Selectors } from "../engine/lostworlds/restriction-model";
import { allowedBy, counted, countedRange, legalOf, restrictionKey, type RestrictionTables } from "../engine/lostworlds/restrictions";
import { runRules, type Diagnostic, type LintRule } from "./diagnostic";
import { bookLintContext, staticallyReachable, type BookLintContext } from "./book-context";
import { exploreRestrictions, type Exploration, type StuckState } from "./book-dynamic";
import { loopText, turnToLoop } from "../engine/lostworlds/turn-chain";

type Finding = Omit<Diagnostic, "rule" | "severity">;

const explorations = new WeakMap<BookLintContext, Exploration>();
/** Both dynamic rules share one exploration per lint run. */
function exploration(ctx: BookLintContext): Exploration {
  let e = explorations.get(ctx);
  if (!e) explorations.set(ctx, (e = exploreRestrictions(ctx)));
  return e;
}

/** Every restriction printed in the book, with the picture and part (tell or CRITICAL) it is in. */
function* restrictionsOf(ctx: BookLintContext): Generator<{ page: number; part: "tell" | "critical"; r: Restriction }> {
  for (const [page, p] of ctx.pictures) {
    for (const r of p.tell.restrictions) yield { page, part: "tell", r };
    for (const r of p.critical?.restrictions ?? []) yield { page, part: "critical", r };
  }
}

type Terms = Required<Selectors>;
function selectorRule<F extends "colors" | "groups" | "ownGroups" | "maneuvers">(
  id: string,
  description: string,
  field: F,
  known: (term: Terms[F][number], ctx: BookLintContext) => boolean,
  message: (term: Terms[F][number], ctx: BookLintContext) => string,
): LintRule<BookLintContext> {
  return {
    id,
    severity: "error",
    description,
    *check(ctx) {
      for (const { page, part, r } of restrictionsOf(ctx)) {
        if (r.type === "override") continue;
        for (const term of (r[field] ?? []) as Terms[F][number][]) {
          if (!known(term, ctx))
            yield {
              message: `Parchment ${page} (${part === "tell" ? "Tell opponent" : "CRITICAL"}): ${message(term, ctx)}`,
              location: { page, part },
            };
        }
      }
    },
  };
}

/**
 * The smallest part of a colliding combination (restriction ids), at the range the restrictions
 * that count put the side at: one that allows nothing there on its own, with the instruction that
 * put the side there; else a pair if there is one; else all of them.
 */
function clashingPart(tables: RestrictionTables, active: readonly number[]): number[] {
  const entries = counted(active);
  const range = countedRange(tables, active, entries);
  const id = (k: number) => active[4 * k];
  const instruction = entries.find((k) => tables.restrictions[id(k)].selectsExtended);
  for (const k of entries) {
    if (allowedBy(tables, active, [k], range) !== 0) continue;
    return instruction === undefined || instruction === k ? [id(k)] : [id(k), id(instruction)];
  }
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++)
      if (allowedBy(tables, active, [entries[i], entries[j]], range) === 0) return [id(entries[i]), id(entries[j])];
  }
  return entries.map(id);
}

/** The picture a page's own tell turns to, 0 for none (or a page the book lacks: bad-turn-to's). */
function turnToOf(ctx: BookLintContext, page: number): number {
  // The last one, as the duel reads a tell that prints several.
  const e = ctx.pictures
    .get(page)
    ?.tell.effects.filter((x) => x.type === "turn-to")
    .pop();
  return e && ctx.pictures.has(e.page) ? e.page : 0;
}

const rangeName = (ctx: BookLintContext, page: number) => ctx.ranges.get(page) ?? "no standard";

/** "Retrieve Weapon (46)": a sheet maneuver as a player names it, with its page. */
function sheetLabel(ctx: BookLintContext, page: number): string {
  const group = ctx.book.sheet.groups.find((g) => g.maneuvers.some((m) => m.page === page));
  return `${maneuverLabel({ group: group?.name ?? "", name: ctx.sheetByPage.get(page)?.label ?? String(page) })} (${page})`;
}

/**
 * Why a stuck state allows nothing, in words: the restrictions that count, and the maneuvers they
 * would allow that the side can no longer do (disabled, or needing the broken shield).
 */
function stuckReason(ctx: BookLintContext, tables: RestrictionTables, s: StuckState): string {
  const rules = counted(s.active)
    .map((k) => tables.restrictions[s.active[4 * k]].text)
    .join(" ");
  const wanted = legalOf(tables, s.active, false).legal & s.off;
  const gone = ctx.rules!.pages.filter((_, i) => wanted & (1 << i)).map((page) => sheetLabel(ctx, page));
  const parts = [rules && `In force: ${rules}`, gone.length > 0 && `No longer available: ${gone.join(", ")}.`].filter(Boolean);
  return parts.join(" ");
}

export const BOOK_RULES: readonly LintRule<BookLintContext>[] = [
  {
    id: "missing-matrix",
    severity: "error",
    description: "Every standard maneuver page has a matrix (any opponent may choose it).",
    *check(ctx) {
      for (const page of [...ctx.set.close, ...ctx.set.extended]) {
        if (!ctx.matrices.has(page))
          yield {
            message: `Parchment ${page} has no matrix: an opponent who does maneuver ${page} cannot look up the result.`,
            location: { page },
          };
      }
    },
  },
  {
    id: "missing-entry",
    severity: "error",
    description: "Each matrix of a range names a picture for every page on the sheet of that range.",
    *check(ctx) {
      for (const [page, matrix] of ctx.matrices) {
        const range = ctx.ranges.get(page);
        if (!range) continue;
        for (const m of ctx.sheetByPage.values()) {
          if (m.range !== range) continue;
          const target = matrix.rows[m.page];
          if (target === undefined || target === 0) {
            yield {
              message: `Matrix ${page} has ${target === 0 ? "00" : "no entry"} for row ${m.page} ("${m.label}"), a maneuver on the sheet.`,
              location: { page, row: m.page },
            };
          }
        }
      }
    },
  },
  {
    id: "dead-entry",
    severity: "warning",
    description: "A cell that can never be read (its row is not a sheet page of the matrix's range) should be 00.",
    *check(ctx) {
      for (const c of ctx.cells) {
        if (c.live || c.target === 0) continue;
        const why = ctx.sheetByPage.has(c.row)
          ? `row ${c.row} is a ${rangeName(ctx, c.row)}-range maneuver and matrix ${c.matrix} is ${rangeName(ctx, c.matrix)}-range`
          : `page ${c.row} is not on the sheet`;
        yield {
          message: `Matrix ${c.matrix} row ${c.row} names ${c.target}, but it can never be read (${why}); printed books say 00.`,
          location: { page: c.matrix, row: c.row },
        };
      }
    },
  },
  {
    id: "bad-target",
    severity: "error",
    description: "A cell names 00 or an odd picture page 1–63 that exists in the book.",
    *check(ctx) {
      for (const c of ctx.cells) {
        if (c.target === 0) continue;
        if (!isPicturePage(ctx.set, c.target)) {
          yield {
            message: `Matrix ${c.matrix} row ${c.row} names ${c.target}, which is not a picture page (odd, 1–${ctx.set.maxPicture}).`,
            location: { page: c.matrix, row: c.row },
          };
        } else if (!ctx.pictures.has(c.target)) {
          yield {
            message: `Matrix ${c.matrix} row ${c.row} names picture ${c.target}, which the book does not have.`,
            location: { page: c.matrix, row: c.row },
          };
        }
      }
    },
  },
  {
    id: "bad-turn-to",
    severity: "error",
    description: 'A "turn to" names a picture page the book has (the duel cannot show one it lacks).',
    *check(ctx) {
      for (const [page, p] of ctx.pictures) {
        for (const [part, tell] of [
          ["tell", p.tell],
          ["critical", p.critical],
        ] as const) {
          for (const e of tell?.effects ?? []) {
            if (e.type === "turn-to" && !ctx.pictures.has(e.page))
              yield {
                message: `Parchment ${page} (${part === "tell" ? "Tell opponent" : "CRITICAL"}) turns to picture ${e.page}, which the book does not have.`,
                location: { page, part },
              };
          }
        }
      }
    },
  },
  {
    id: "turn-to-loop",
    severity: "error",
    description: 'Pictures turned to in a row come to an end (each one\'s own "turn to" is followed too).',
    *check(ctx) {
      const next = (page: number) => turnToOf(ctx, page);
      const reported = new Set<string>();
      for (const page of ctx.pictures.keys()) {
        const loop = turnToLoop(page, next);
        if (!loop) continue;
        const key = [...new Set(loop)].sort((a, b) => a - b).join(",");
        if (reported.has(key)) continue;
        reported.add(key);
        yield {
          message: `Pictures turn to one another without end: ${loopText(loop)}; the duel cannot be played.`,
          location: { page: loop[0], part: "tell" },
        };
      }
    },
  },
  {
    id: "duplicate-sheet-page",
    severity: "error",
    description: "Each page appears once on the sheet (a page is what the opponent looks up).",
    *check(ctx) {
      const seen = new Map<number, string>();
      for (const m of sheetManeuvers(ctx.book)) {
        const first = seen.get(m.page);
        if (first !== undefined)
          yield { message: `Page ${m.page} is on the sheet twice ("${first}" and "${m.name}").`, location: { page: m.page } };
        else seen.set(m.page, m.name);
      }
    },
  },
  {
    id: "sheet-page-out-of-range",
    severity: "error",
    description: "Sheet pages are standard maneuver pages (close 2–48, extended 50–64); X pages are extended ones.",
    *check(ctx) {
      for (const m of sheetManeuvers(ctx.book)) {
        if (!ctx.ranges.has(m.page))
          yield { message: `"${m.name}" is on page ${m.page}, which is not a standard maneuver page.`, location: { page: m.page } };
        if (m.xPage !== null && ctx.ranges.get(m.xPage) !== "extended") {
          yield {
            message: `"${m.name}" has X page ${m.xPage}, which is not a standard extended-range page.`,
            location: { page: m.page, field: "xPage" },
          };
        }
      }
    },
  },
  {
    id: "range-mismatch",
    severity: "error",
    description: "A close matrix names no picture marked extended-range, and an extended matrix none marked close-range.",
    *check(ctx) {
      for (const c of ctx.cells) {
        const range = ctx.ranges.get(c.matrix);
        const picture = ctx.pictures.get(c.target);
        if (!range || !picture?.range || picture.range === range) continue;
        yield {
          message: `Matrix ${c.matrix} (${range} range) row ${c.row} names picture ${c.target}, which is marked ${picture.range} range.`,
          location: { page: c.matrix, row: c.row },
        };
      }
    },
  },
  {
    id: "unreachable-page",
    severity: "error",
    description: "Every picture is named by some readable matrix cell or is an entry page (57; 1, 19, 21, 23, 41).",
    *check(ctx) {
      const reachable = staticallyReachable(ctx);
      for (const page of ctx.pictures.keys()) {
        if (!reachable.has(page))
          yield {
            message:
              `Picture ${page} ("${ctx.pictures.get(page)!.title}") is named by no matrix cell of a sheet page, so it can ` +
              `never be turned to.`,
            location: { page },
          };
      }
    },
  },
  selectorRule(
    "unknown-color",
    "Restrictions name the standard colours.",
    "colors",
    (c) => isColor(c),
    (c) => `"${c}" is not a colour (${COLORS.join(", ")}).`,
  ),
  selectorRule(
    "unknown-group",
    "Restrictions name the standard maneuver groups.",
    "groups",
    (g) => isGroup(g),
    (g) => `"${g}" is not a maneuver group (${GROUPS.join(", ")}).`,
  ),
  selectorRule(
    "unknown-own-group",
    "Restrictions name only the groups this sheet marks as the character's own.",
    "ownGroups",
    (g, ctx) => ctx.ownGroups.some((o) => o === g.toLowerCase()),
    (g) => `"${g}" is not a group of this character's own on the sheet.`,
  ),
  selectorRule(
    "unknown-maneuver",
    "A restriction that names a maneuver names one on this book's sheet, by its group and name (the restriction applies to this character).",
    "maneuvers",
    (n, ctx) => ctx.sheet.some((m) => m.name === n.name.toLowerCase() && m.group === n.group.toLowerCase()),
    (n) => `"${maneuverLabel(n)}"${n.group ? ` (group ${n.group})` : ""} is not a maneuver on this sheet.`,
  ),
  {
    id: "stuck-state",
    severity: "error",
    description:
      "No reachable state of play (restrictions in force, maneuvers disabled or needing a broken shield) leaves this character without a legal maneuver.",
    *check(ctx) {
      const seen = new Set<number>();
      const e = exploration(ctx);
      for (const s of e.stuck) {
        if (seen.has(s.page)) continue;
        seen.add(s.page);
        yield {
          message:
            `After picture ${s.page} ("${ctx.pictures.get(s.page)?.title ?? ""}") no maneuver on this sheet is legal. ` +
            stuckReason(ctx, e.tables!, s),
          location: { page: s.page },
        };
      }
    },
  },
  {
    id: "restriction-conflict",
    severity: "warning",
    description: "Reachable restrictions that together allow nothing; the most restrictive single one then applies.",
    *check(ctx) {
      const printedOn = new Map<number, Set<number>>();
      for (const { page, r } of restrictionsOf(ctx)) {
        if (r.type !== "only" && r.type !== "no") continue;
        const k = restrictionKey(r);
        if (!printedOn.has(k)) printedOn.set(k, new Set());
        printedOn.get(k)!.add(page);
      }
      const seen = new Set<string>();
      const e = exploration(ctx);
      for (const s of e.conflicts) {
        const clash = clashingPart(e.tables!, s.active).map((id) => e.tables!.restrictions[id]);
        const key = clash
          .map((r) => r.key)
          .sort((a, b) => a - b)
          .join("&");
        if (seen.has(key)) continue;
        seen.add(key);
        const pages = clash.flatMap((r) => [...(printedOn.get(r.key) ?? [])]);
        const said = clash.map((r) => `"${r.text}" (picture ${[...(printedOn.get(r.key) ?? [])].join(", ")})`);
        yield {
          message: `Reachable together, ${said.join(" and ")} allow no maneuver on this sheet; only the most restrictive one applies then.`,
          location: { page: Math.min(...pages, s.page) },
        };
      }
    },
  },
  {
    id: "dynamically-unreachable",
    severity: "warning",
    description: "Pictures that matrices name but that no legal sequence of play from page 57 reaches.",
    *check(ctx) {
      const e = exploration(ctx);
      if (e.truncated || !e.tables) return;
      const entry = new Set(ctx.set.entryPages);
      for (const page of staticallyReachable(ctx)) {
        if (entry.has(page) || e.reached.has(page) || !ctx.pictures.has(page)) continue;
        yield {
          message:
            `Picture ${page} ("${ctx.pictures.get(page)!.title}") is named only in cells that no legal sequence of play from ` +
            `page ${ctx.set.duelStart} reads.`,
          location: { page },
        };
      }
    },
  },
  {
    id: "dynamic-analysis-truncated",
    severity: "info",
    description: "The exploration of reachable states of play stopped at its state limit; dynamic results are partial.",
    *check(ctx) {
      const e = exploration(ctx);
      if (e.truncated)
        yield {
          message: `Stopped after ${e.states} states of play; stuck states beyond them are not checked.`,
          location: {},
        } satisfies Finding;
    },
  },
];

export function lintBook(body: BookBody, set: PageSet = STANDARD_PAGE_SET): Diagnostic[] {
  return runRules(BOOK_RULES, bookLintContext(body, set));
}
