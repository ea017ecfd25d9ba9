/**
 * Which sheet maneuvers a side can no longer (or can now) do for the rest of the combat, apart from
 * restrictions: the one implementation of the picture effects that change it, shared by the duel
 * (exchange.ts `showPicture`, which every pairing of a multi-player fight goes through too) and
 * the book lint's exploration of reachable states (lib/lint/book-dynamic.ts), so all agree on what
 * is legal (`legalOf`'s `off`; multi.ts `soloLegal` for the solo side over its pairings).
 *
 * - A maneuver the sheet marks "not available at first" starts off (`SheetRules.disabledMask`).
 * - "You may now do M" (`enable`) and "You may no longer do M" (`disable`) switch M on and off,
 *   the picture's tell first, then its CRITICAL.
 * - "Your shield is broken" (`shield-lost`) takes away every maneuver done with the shield
 *   (`SheetRules.shieldMask`) for good: no later `enable` gives one back.
 *
 * A dropped weapon is not here: it changes the MOD (the next weapon's), and what the side may do
 * while it is dropped is said by the "until your weapon is picked up" restrictions, which the
 * restriction state keeps (restrictions.ts `addTellsTo`).
 */
import type { CompiledTell } from "./restrictions";

/** Whether the side's shield is broken once `tell` (and its CRITICAL, when read) are read to it. */
export function shieldBrokenAfter(broken: boolean, tell: CompiledTell, crit: CompiledTell | undefined): boolean {
  return broken || tell.shieldLost || (crit !== undefined && crit.shieldLost);
}

/**
 * The maneuvers unavailable (a mask over the sheet) after `tell` and its CRITICAL are read to a
 * side that had `off` unavailable; `shieldBroken` is the shield once they are read
 * (`shieldBrokenAfter`).
 */
export function unavailableAfter(
  shieldMask: number,
  off: number,
  shieldBroken: boolean,
  tell: CompiledTell,
  crit: CompiledTell | undefined,
): number {
  off = (off & ~tell.enable) | tell.disable;
  if (crit !== undefined) off = (off & ~crit.enable) | crit.disable;
  return shieldBroken ? off | shieldMask : off;
}
