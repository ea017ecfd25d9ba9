/**
 * The book a duel launched from the campaign uses: the character's printed book with its current
 * points and its MOD improvements written into the sheet's "+" column (`expBonus`, the sheet's
 * "+ = damage modifier due to experience"). The printed MOD stays as printed, so the sheet reads
 * like the paper one; damage adds both (docs/rules/lostworlds.md). The campaign is the source of
 * truth for experience: a "+" value the book came with is replaced.
 */
import type { BookBody } from "../../kinds/book";
import type { DerivedLostWorldsCharacter } from "./derived";

export function derivedBook(
  book: BookBody,
  character: Pick<DerivedLostWorldsCharacter, "improvements" | "maxBody" | "spellPoints" | "tacticPoints" | "luckPoints">,
): BookBody {
  return {
    ...book,
    character: {
      ...book.character,
      bodyPoints: character.maxBody,
      spellPoints: character.spellPoints ?? book.character.spellPoints,
      tacticPoints: character.tacticPoints ?? book.character.tacticPoints,
      luckPoints: character.luckPoints ?? book.character.luckPoints,
    },
    sheet: {
      ...book.sheet,
      groups: book.sheet.groups.map((g) => ({
        ...g,
        maneuvers: g.maneuvers.map((m) => ({ ...m, expBonus: character.improvements[m.page] ?? 0 })),
      })),
    },
  };
}
