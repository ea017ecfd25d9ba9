import { describe, expect, it } from "vitest";
import mirim from "../content/samples/mirim.book.json";
import { bookBodySchema, type BookBody } from "../content/kinds/book";
import { scaledBook, scaledPageSet } from "./book-scaled";
import { STANDARD_PAGE_SET } from "../engine/lostworlds/pages";
import { addTells, compileTell, decay, emptyTables, legalOf } from "../engine/lostworlds/restrictions";
import type { Tell } from "../engine/lostworlds/restriction-model";
import { bookLintContext } from "./book-context";
import { lintDocument } from "./index";
import { BOOK_RULES, lintBook } from "./book";

const fresh = (): BookBody => bookBodySchema.parse(structuredClone(mirim.body));
const only = (book: BookBody, rule: string) => lintBook(book).filter((d) => d.rule === rule);

describe("book lint on Mirim", () => {
  it("finds no errors in the sample (through the CLI path too)", () => {
    const ds = lintBook(fresh());
    expect(ds.filter((d) => d.severity === "error")).toEqual([]);
    expect(lintDocument(mirim).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // The printed book lets a dislodged weapon ("Do only Retrieve Weapon") meet "Do no Special", and,
    // since a side keeps to the range the pictures put it at, Extended Range and what the pictures
    // read out there: reported, not errors.
    expect(ds.map((d) => d.rule)).toEqual(Array(5).fill("restriction-conflict"));
    expect(ds.every((d) => d.message.includes('"Do only Retrieve Weapon until your weapon is picked up." (picture 27)'))).toBe(true);
  });

  it("keeps every required rule id", () => {
    const ids = BOOK_RULES.map((r) => r.id);
    for (const id of [
      "unreachable-page",
      "missing-entry",
      "dead-entry",
      "bad-target",
      "bad-turn-to",
      "turn-to-loop",
      "missing-matrix",
      "duplicate-sheet-page",
      "sheet-page-out-of-range",
      "range-mismatch",
      "unknown-color",
      "unknown-group",
      "unknown-maneuver",
      "stuck-state",
      "dynamically-unreachable",
    ])
      expect(ids).toContain(id);
  });

  it("scales: the 10,000-parchment book lints like Mirim", () => {
    const blocks = Math.ceil(10_000 / 64);
    const ds = lintBook(scaledBook(fresh(), blocks), scaledPageSet(blocks));
    expect(ds.filter((d) => d.severity === "error")).toEqual([]);
  });
});

describe("book lint rules fail on a mutated Mirim", () => {
  it("missing-matrix", () => {
    const b = fresh();
    delete b.matrices["24"];
    expect(only(b, "missing-matrix")).toEqual([expect.objectContaining({ severity: "error", location: { page: 24 } })]);
  });

  it("missing-entry (absent row and 00 for a sheet page)", () => {
    const b = fresh();
    delete b.matrices["24"].rows["10"];
    b.matrices["56"].rows["50"] = 0;
    expect(only(b, "missing-entry").map((d) => d.location)).toEqual([
      { page: 24, row: 10 },
      { page: 56, row: 50 },
    ]);
  });

  it("dead-entry", () => {
    const b = fresh();
    b.matrices["2"].rows["34"] = 5;
    b.matrices["2"].rows["50"] = 5;
    expect(only(b, "dead-entry").map((d) => [d.severity, d.location])).toEqual([
      ["warning", { page: 2, row: 34 }],
      ["warning", { page: 2, row: 50 }],
    ]);
  });

  it("bad-target", () => {
    const b = fresh();
    b.matrices["4"].rows["2"] = 64;
    b.matrices["6"].rows["2"] = 99;
    delete b.pictures["3"];
    const ds = only(b, "bad-target").map((d) => d.location);
    expect(ds).toContainEqual({ page: 4, row: 2 });
    expect(ds).toContainEqual({ page: 6, row: 2 });
    expect(ds).toContainEqual({ page: 4, row: 10 }); // 4 row 10 → 3, now missing
  });

  it("bad-turn-to and turn-to-loop (one error per loop, naming its pages)", () => {
    const b = fresh();
    b.pictures["53"].tell.effects.push({ type: "turn-to", page: 19, onScore: true });
    b.pictures["19"].tell.effects.push({ type: "turn-to", page: 41, onScore: true });
    expect(only(b, "turn-to-loop")).toEqual([]); // a chain that ends is played
    b.pictures["41"].tell.effects.push({ type: "turn-to", page: 19, onScore: false });
    b.pictures["7"].critical!.effects.push({ type: "turn-to", page: 63, onScore: true });
    delete b.pictures["63"];
    expect(only(b, "turn-to-loop")).toEqual([
      expect.objectContaining({
        severity: "error",
        location: { page: 19, part: "tell" },
        message: expect.stringContaining("19 → 41 → 19"),
      }),
    ]);
    expect(only(b, "bad-turn-to")).toEqual([expect.objectContaining({ severity: "error", location: { page: 7, part: "critical" } })]);
  });

  it("a picture shown only through a turn-to is reachable, statically and in play", () => {
    const b = fresh();
    // A picture no entry page, whose every cell is then made 00: only a turn-to can show it.
    const named = (page: number) => Object.values(b.matrices).flatMap((m) => Object.entries(m.rows).filter(([, t]) => t === page));
    const lonely = [...Array(32).keys()]
      .map((k) => 2 * k + 1)
      .find((page) => named(page).length > 0 && ![57, 1, 19, 21, 23, 41].includes(page))!;
    for (const m of Object.values(b.matrices)) for (const [row, t] of Object.entries(m.rows)) if (t === lonely) m.rows[row] = 0;
    expect(only(b, "unreachable-page").map((d) => d.location.page)).toEqual([lonely]);
    b.pictures["53"].tell.effects.push({ type: "turn-to", page: lonely, onScore: true });
    expect(only(b, "unreachable-page")).toEqual([]);
    expect(only(b, "dynamically-unreachable").filter((d) => d.location.page === lonely)).toEqual([]);
  });

  it("duplicate-sheet-page and sheet-page-out-of-range", () => {
    const b = fresh();
    b.sheet.groups[0].maneuvers.push({ ...b.sheet.groups[0].maneuvers[0], name: "Again" });
    b.sheet.groups[1].maneuvers.push({
      name: "Odd",
      color: "red",
      page: 3,
      xPage: 7,
      mod: 0,
      weaponMods: [],
      usesShield: false,
      disabled: false,
      expBonus: 0,
    });
    expect(only(b, "duplicate-sheet-page")).toEqual([expect.objectContaining({ location: { page: 24 } })]);
    expect(only(b, "sheet-page-out-of-range").map((d) => d.location)).toEqual([{ page: 3 }, { page: 3, field: "xPage" }]);
  });

  it("range-mismatch", () => {
    const b = fresh();
    b.pictures["45"].range = "extended"; // Parrying High, named by close matrices (24 row 10)
    const ds = only(b, "range-mismatch");
    expect(ds.length).toBeGreaterThan(0);
    expect(ds.map((d) => d.location)).toContainEqual({ page: 24, row: 10 });
  });

  it("unreachable-page", () => {
    const b = fresh();
    for (const m of Object.values(b.matrices)) for (const [row, t] of Object.entries(m.rows)) if (t === 63) m.rows[row] = 3;
    expect(only(b, "unreachable-page")).toEqual([expect.objectContaining({ severity: "error", location: { page: 63 } })]);
  });

  it("unknown-color, unknown-group, unknown-maneuver", () => {
    const b = fresh();
    b.pictures["3"].tell.restrictions = [
      { type: "no", colors: ["purple"], groups: ["kicks"], maneuvers: [{ group: "", name: "Fireball" }], duration: "next-turn" },
    ];
    b.pictures["7"].critical!.restrictions = [
      { type: "only", colors: [], groups: [], maneuvers: [{ group: "", name: "Moonwalk" }], duration: "rest-of-combat" },
    ];
    expect(only(b, "unknown-color").map((d) => d.location)).toEqual([{ page: 3, part: "tell" }]);
    expect(only(b, "unknown-group").map((d) => d.location)).toEqual([{ page: 3, part: "tell" }]);
    expect(only(b, "unknown-maneuver").map((d) => d.location)).toEqual([
      { page: 3, part: "tell" },
      { page: 7, part: "critical" },
    ]);
  });

  it("stuck-state", () => {
    const b = fresh();
    // Without extended maneuvers, the opening "Do only Extended Range" leaves nothing.
    b.sheet.groups = b.sheet.groups.filter((g) => g.name !== "Extended Range");
    expect(only(b, "stuck-state")).toEqual([expect.objectContaining({ severity: "error", location: { page: 57 } })]);
  });

  it("dynamically-unreachable", () => {
    const b = fresh();
    // 63 is named only in the High Swing row, and the opening forbids High Swing for the whole combat.
    // So does the knock-down: its "Other restrictions are invalid" would suspend the opening's, and a
    // knocked-down side sent to Extended Range may do any Extended Range maneuver. When restrictions
    // collide, none that allows High Swing is ever the most restrictive (High Swing is not Brown).
    for (const m of Object.values(b.matrices)) for (const [row, t] of Object.entries(m.rows)) if (t === 63) m.rows[row] = 3;
    b.matrices["50"].rows["64"] = 63;
    for (const page of ["57", "41"])
      b.pictures[page].tell.restrictions.push({
        type: "no",
        colors: [],
        groups: [],
        maneuvers: [{ group: "Extended Range", name: "High Swing" }],
        duration: "rest-of-combat",
      });
    expect(only(b, "unreachable-page")).toEqual([]);
    expect(only(b, "dynamically-unreachable")).toEqual([expect.objectContaining({ severity: "warning", location: { page: 63 } })]);
  });
});

describe("stuck-state reads the picture effects that take maneuvers away", () => {
  const RETRIEVE = { group: "Special", name: "Retrieve Weapon" };
  /** Every maneuver of the sheet on the given pages. */
  const maneuversOn = (b: BookBody, pages: number[]) => b.sheet.groups.flatMap((g) => g.maneuvers.filter((m) => pages.includes(m.page)));
  const stuckPages = (b: BookBody) => only(b, "stuck-state").map((d) => d.location.page);

  it('a disable effect: p.21\'s "Do only Yellow" once it disables every Yellow maneuver', () => {
    const b = fresh();
    expect(stuckPages(b)).toEqual([]);
    for (const name of ["Wild Swing", "Dodge", "Jump Away"]) {
      const group = b.sheet.groups.find((g) => g.maneuvers.some((m) => m.name === name && m.color === "yellow"))!.name;
      b.pictures["21"].tell.effects.push({ type: "disable", maneuver: { group, name } });
    }
    expect(only(b, "stuck-state")).toEqual([
      expect.objectContaining({
        severity: "error",
        location: { page: 21 },
        message: expect.stringContaining(
          "In force: Do only Yellow next turn. No longer available: Wild Swing (40), Jump Dodge (8), Jump Away (16).",
        ),
      }),
    ]);
  });

  it("a maneuver not available at first: stuck on p.27 (only Retrieve Weapon), fine once the opening enables it", () => {
    const b = fresh();
    maneuversOn(b, [46])[0].disabled = true;
    expect(stuckPages(b)).toEqual([27]);
    b.pictures["57"].tell.effects.push({ type: "enable", maneuver: RETRIEVE });
    expect(stuckPages(b)).toEqual([]);
  });

  it("a dropped weapon: p.43 disables Retrieve Weapon; its retrieve keeps p.43 fine, without it p.43 is stuck", () => {
    const b = fresh();
    b.pictures["43"].tell.effects.push({ type: "disable", maneuver: RETRIEVE });
    // p.43 picks the weapon up, which ends p.27's "Do only Retrieve Weapon until your weapon is
    // picked up": fine after p.43. Dislodged again (p.27), nothing can pick it up now: stuck there.
    expect(only(b, "stuck-state")).toEqual([
      expect.objectContaining({ location: { page: 27 }, message: expect.stringContaining("No longer available: Retrieve Weapon (46).") }),
    ]);
    b.pictures["43"].tell.effects = b.pictures["43"].tell.effects.filter((e) => e.type !== "weapon-retrieved");
    expect(only(b, "stuck-state")).toEqual([
      expect.objectContaining({
        location: { page: 43 },
        message: expect.stringContaining(
          "In force: Do only Retrieve Weapon until your weapon is picked up. No longer available: Retrieve Weapon (46).",
        ),
      }),
    ]);
  });

  it('a broken shield: p.49\'s "Do only Blocks" after p.55 broke it, when the Shield Strikes need the shield', () => {
    const b = fresh();
    // p.55 breaks the shield and leaves only that; p.49 asks for a Shield Strike next turn.
    b.pictures["55"].tell.restrictions = [];
    b.pictures["49"].tell.restrictions = [{ type: "only", colors: [], groups: ["blocks"], maneuvers: [], duration: "next-turn" }];
    expect(stuckPages(b)).toEqual([]);
    for (const m of maneuversOn(b, [4, 26])) m.usesShield = true;
    expect(only(b, "stuck-state")).toEqual([
      expect.objectContaining({ location: { page: 49 }, message: expect.stringContaining("Shield Strike High (26)") }),
    ]);
    // Without the shield-lost effect the Shield Strikes stay available.
    b.pictures["55"].tell.effects = [];
    expect(stuckPages(b)).toEqual([]);
  });

  it("a knock-out ends the line of play: nothing after it is stuck", () => {
    const b = fresh();
    maneuversOn(b, [46])[0].disabled = true;
    b.pictures["27"].tell.effects.push({ type: "knocked-out" });
    expect(stuckPages(b)).toEqual([]);
  });
});

describe("restriction state", () => {
  // The engine's restriction model over the sheet as lint reads it (book-context.ts).
  const book = fresh();
  const rules = bookLintContext(book, STANDARD_PAGE_SET).rules!;
  const tables = emptyTables(rules);
  const nextRestrictions = (active: number[], tells: Pick<Tell, "restrictions" | "effects">[]) =>
    addTells(
      tables,
      decay(active),
      tells.map((t) => compileTell(rules, tables, { text: "", ...t }, 0, false)),
    );
  const pages = (active: number[]) => rules.pages.filter((_, i) => legalOf(tables, active, false).legal & (1 << i)).sort((a, b) => a - b);

  it("opens at Extended Range and follows the worked opening", () => {
    const start = nextRestrictions([], [book.pictures["57"].tell]);
    expect(pages(start)).toEqual([50, 52, 54, 56, 58, 60, 62, 64]);
    // B reads p.39 to A: "Do no Green or Yellow" — close range again, no green or yellow.
    const after = nextRestrictions(start, [book.pictures["39"].tell]);
    expect(pages(after)).toEqual([2, 6, 10, 12, 14, 22, 24, 28, 30, 32, 36, 38, 42, 44, 48]);
  });

  it("knocked down: only Jumps for two turns, other restrictions suspended meanwhile, but not where she is", () => {
    const p41 = book.pictures["41"];
    let s = nextRestrictions(
      [],
      [{ restrictions: [{ type: "no", colors: ["green"], groups: [], maneuvers: [], duration: "rest-of-combat" }], effects: [] }],
    );
    s = nextRestrictions(s, [p41.tell]);
    expect(pages(s)).toEqual([8, 16, 18, 20]);
    // Read out meanwhile: suspended, but it puts her at Extended Range, where no Jump is, so it
    // applies alone (docs/rules/lostworlds.md, "Range"; the engine's restrictions.test.ts agrees).
    s = nextRestrictions(s, [book.pictures["57"].tell]);
    expect(pages(s)).toEqual([50, 52, 54, 56, 58, 60, 62, 64]);
    s = nextRestrictions(s, [book.pictures["45"].tell]);
    expect(pages(s)).not.toContain(18); // "no Green" is back
  });

  it("a dislodged weapon lasts until it is picked up", () => {
    let s = nextRestrictions([], [book.pictures["27"].tell]);
    expect(pages(s)).toEqual([46]);
    s = nextRestrictions(s, [book.pictures["45"].tell]);
    expect(pages(s)).toEqual([46]);
    s = nextRestrictions(s, [book.pictures["43"].tell]);
    expect(pages(s)).toContain(24);
  });
});
