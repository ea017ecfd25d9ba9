// The interchange with lost-worlds-web checked against that project's own files and code: its two
// published characters import and export back unchanged, and its own loader and restriction check
// (copied out of its repository at test time, never committed) read our export of Mirim. Set
// LOST_WORLDS_WEB_GIT to a git directory of lost-worlds-web; without one these tests are skipped
// (lost-worlds-web.test.ts covers the same ground on files of our own written in its format).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import { bookBodySchema, sheetEntries } from "../../content/kinds/book";
import { selectionMask, sheetRules } from "../../engine/lostworlds/restrictions";
import { mirrorFile, mirrorGitDir } from "../../exchange/mirror";
import { exportLostWorldsWeb, importLostWorldsWeb } from "./lost-worlds-web";
import { canonical, stored } from "./testdata/same-file";

const gitDir = mirrorGitDir("LOST_WORLDS_WEB_GIT", "/work/.mirror/danieldrasin+lost-worlds-web/repo");

describe.skipIf(!gitDir)("lost-worlds-web's own characters and loader", () => {
  const dir = mkdtempSync(join(tmpdir(), "lww-peer-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(["man-in-chainmail", "hill-troll"])("%s.json imports and exports back unchanged, key order aside", (name) => {
    const file = JSON.parse(mirrorFile(gitDir!, `public/characters/${name}.json`));
    const imported = importLostWorldsWeb(file);
    expect(imported.book, JSON.stringify(imported.problems)).not.toBeNull();
    // Through storage, as an imported document is kept, then written out again.
    const { data } = exportLostWorldsWeb(stored(imported.book!));
    expect(canonical(data)).toEqual(canonical(file));
  });

  it("its loader reads our Mirim with every picture page, lookup page and restriction, allowing what the studio allows", async () => {
    // Its loader and domain types import nothing but each other (types only, and the restriction check).
    const files = [
      "src/data/characterLoader.ts",
      ...["index", "maneuver", "restrictions", "effects", "character", "battle"].map((f) => `src/domain/types/${f}.ts`),
    ];
    for (const f of files) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), mirrorFile(gitDir!, f));
    }
    const loader = await import(/* @vite-ignore */ pathToFileURL(join(dir, "src/data/characterLoader.ts")).href);
    const types = await import(/* @vite-ignore */ pathToFileURL(join(dir, "src/domain/types/restrictions.ts")).href);

    const book = bookBodySchema.parse(mirim.body);
    const { data } = exportLostWorldsWeb(book);
    const character = loader.createCharacterFromDefinition(JSON.parse(JSON.stringify(data)));

    expect(character.sheet.maneuvers).toHaveLength(sheetEntries(book).length);
    expect([...character.book.picturePages.keys()].sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 32 }, (_, i) => 2 * i + 1),
    );
    expect([...character.book.lookupPages.keys()].sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 32 }, (_, i) => 2 * i + 2),
    );
    // Every lookup page maps as the book's matrix does.
    for (const [page, lookup] of character.book.lookupPages as Map<number, { mapping: Record<number, number> }>) {
      const rows = book.matrices[String(page)].rows as Record<string, number>;
      expect(Object.fromEntries(Object.entries(lookup.mapping).map(([k, v]) => [String(k), v])), `page ${page}`).toEqual(rows);
    }

    // Every restriction, read by its own check, allows exactly the maneuvers the studio allows.
    const moves = sheetEntries(book);
    const rules = sheetRules(moves);
    let restricted = 0;
    for (const [page, result] of character.book.picturePages as Map<number, { restriction: { type: string } }>) {
      if (result.restriction.type !== "NONE") restricted++;
      const theirs = (character.sheet.maneuvers as { normalPage: number }[])
        .filter((m) => types.checkRestriction(m, result.restriction).isAllowed)
        .map((m) => m.normalPage);
      let allowed = 2 ** moves.length - 1;
      for (const r of book.pictures[String(page)].tell.restrictions) {
        if (r.type === "only") allowed &= selectionMask(rules, r);
        if (r.type === "no") allowed &= ~selectionMask(rules, r);
      }
      const ours = moves.filter((_, i) => allowed & (1 << i)).map((m) => m.page);
      expect(theirs, `page ${page}`).toEqual(ours);
    }
    expect(restricted).toBe(27);
  });
});
