/** Why a maneuver is illegal, in words a player understands: the restriction and its page. */
import type { CompiledBook, CompiledDuel } from "./compile";
import { sideName } from "./exchange";
import { forbiddenBy } from "./restrictions";
import type { SideState } from "./types";

/** Why maneuver `i` is unavailable to `side` for the rest of the combat (availability.ts), or null. */
export function unavailableReason(book: CompiledBook, side: SideState, i: number): string | null {
  if (!(side.off & (1 << i))) return null;
  return side.shieldLost && book.shieldMask & (1 << i)
    ? "it is done with the shield, and the shield is broken"
    : "not available in this combat (the sheet holds it back until a picture allows it, or a picture took it away)";
}

/** The reason maneuver `i` of `seat`'s sheet is forbidden for `side`, or null when it is legal. */
export function forbiddenReason(t: CompiledDuel, seat: number, side: SideState, i: number): string | null {
  if (side.legal & (1 << i)) return null;
  const book = t.books[seat];
  const who = sideName(seat);
  const unavailable = unavailableReason(book, side, i);
  if (unavailable) return unavailable;
  const id = forbiddenBy(book, side.active, side.alone, i);
  if (id < 0) {
    return (book.extMask & (1 << i)) !== 0
      ? "Extended Range only when specifically instructed to do so (the Lost Worlds rules)"
      : "no restriction in force allows a close-range maneuver";
  }
  const r = book.restrictions[id];
  const collide = side.alone >= 0 ? " (the restrictions in force collide; the most restrictive one applies)" : "";
  return `"${r.text}" ${r.fromCritical ? "CRITICAL " : ""}from page ${r.page} of ${who}'s book "${book.name}"${collide}`;
}
