/**
 * The book a duel launched from the campaign uses (issue 8 "Views"): the character's printed book
 * with its current points and its MOD improvements written into the sheet's "+" column
 * (`expBonus`, seed 003: "+ = damage modifier due to experience"). The printed MOD stays as
 * printed, so the sheet reads like the paper one; damage adds both (RULES-NOTES §1 "Damage").
 * The campaign is the source of truth for experience: a "+" value the book came with is replaced.
 */
import type { BookBody } from "../kinds/book";
import type { DerivedLostWorldsCharacter } from "./derive";

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
