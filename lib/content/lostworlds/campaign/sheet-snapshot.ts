/**
 * The printed sheet a campaign character keeps (schema.ts `sheetSnapshotSchema`), taken
 * from a book when the character joins the roster. Book documents store absent categories as 0
 * points; the snapshot says null, because advancement may not add a category the sheet lacks.
 */
import type { BookBody } from "../../kinds/book";
import type { SheetSnapshot } from "./schema";

const presentOrNull = (points: number) => (points > 0 ? points : null);

export function sheetSnapshotFromBook(book: Pick<BookBody, "character" | "sheet">): SheetSnapshot {
  return {
    maxBody: book.character.bodyPoints,
    spellPoints: presentOrNull(book.character.spellPoints),
    tacticPoints: presentOrNull(book.character.tacticPoints),
    luckPoints: presentOrNull(book.character.luckPoints),
    // A sheet names maneuvers within their group ("Down Swing" / "Strong"); the roster needs both.
    mods: book.sheet.groups.flatMap((g) => g.maneuvers.map((m) => ({ page: m.page, name: `${g.name}: ${m.name}`, mod: m.mod }))),
  };
}
