/**
 * The restrictions in force on one side, over bitmasks. Same rules as
 * lib/content/lostworlds/restriction-state.ts (which lint uses; restrictions.test.ts checks that
 * both give the same legal maneuvers on every sequence it plays):
 *
 * - A picture of book X restricts X (X's opponent reads the tell to X; RULES-NOTES §1).
 * - Range: Extended Range maneuvers are legal only when an "only" in force selects one; then close
 *   ones are not ("Do Extended Range only when you are specifically instructed to do so"). See
 *   `legalOf` for the one point where the engine reads this more strictly than lint does.
 * - A choice must satisfy every "only" and avoid every "no". When together they allow nothing, the
 *   single restriction leaving the fewest (but some) maneuvers at the range applies, newest on a tie
 *   ("When given multiple restrictions, do the most restrictive"); option "strict" keeps the empty set.
 * - "Other restrictions are invalid": while the restrictions read with it last, all others are
 *   suspended (and resume afterwards if they have not expired).
 * - "Until your weapon is picked up" ends when a picture with the weapon-retrieved effect is read.
 *
 * An entry of `active` is four numbers: restriction id, choices left, suspended for, exclusive for.
 */
import { FOREVER, ONLY, type CompiledBook, type CompiledTell } from "./compile";

/** After a choice: every restriction in force has been obeyed once more. */
export function decay(active: readonly number[]): number[] {
  let kept = 0;
  for (let k = 1; k < active.length; k += 4) if (active[k] > 1) kept += 4;
  // All kept: a copy changed in place, cheaper than growing a new list entry by entry.
  const out: number[] = kept === active.length ? active.slice() : [];
  for (let k = 0; k < active.length; k += 4) {
    const left = active[k + 1] >= FOREVER ? FOREVER : active[k + 1] - 1;
    if (left <= 0) continue;
    const suspended = active[k + 2] > 0 ? active[k + 2] - 1 : 0,
      exclusive = active[k + 3] > 0 ? active[k + 3] - 1 : 0;
    if (kept === active.length) {
      out[k + 1] = left;
      out[k + 2] = suspended;
      out[k + 3] = exclusive;
    } else out.push(active[k], left, suspended, exclusive);
  }
  return out;
}

/** The tells just read out (a picture's, plus its CRITICAL when it applied) added to `decayed`. */
export function addTells(book: CompiledBook, decayed: number[], tells: readonly CompiledTell[]): number[] {
  return addTellsTo(book, decayed.slice(), tells[0], tells.length > 1 ? tells[1] : undefined);
}

/**
 * `addTells` with the tell and the optional CRITICAL passed apart, adding to `out` itself (which
 * the caller owns: every exchange reads a picture for both sides, and copying the list for each
 * step was most of this work). Returns `out`, or a new list when repeats were dropped.
 */
export function addTellsTo(book: CompiledBook, out: number[], tell: CompiledTell, crit: CompiledTell | undefined): number[] {
  if (tell.weaponRetrieved || (crit !== undefined && crit.weaponRetrieved)) {
    let w = 0;
    for (let k = 0; k < out.length; k += 4) {
      if (book.restrictions[out[k]].untilWeapon) continue;
      out[w] = out[k];
      out[w + 1] = out[k + 1];
      out[w + 2] = out[k + 2];
      out[w + 3] = out[k + 3];
      w += 4;
    }
    out.length = w;
  }
  let exclusive = 0;
  let suspended = 0;
  for (let k = 0; k < out.length; k += 4) if (out[k + 2] === 0 && out[k + 3] > suspended) suspended = out[k + 3];
  if (tell.override || (crit !== undefined && crit.override)) {
    exclusive = 1;
    if (tell.finiteTurns > exclusive) exclusive = tell.finiteTurns;
    if (crit !== undefined && crit.finiteTurns > exclusive) exclusive = crit.finiteTurns;
    for (let k = 0; k < out.length; k += 4) {
      if (out[k + 2] < exclusive) out[k + 2] = exclusive;
      out[k + 3] = 0;
    }
    suspended = 0;
  }
  for (const id of tell.restrictions) out.push(id, book.restrictions[id].turns, suspended, exclusive);
  if (crit !== undefined) for (const id of crit.restrictions) out.push(id, book.restrictions[id].turns, suspended, exclusive);
  return withoutRepeats(book, out);
}

/**
 * A restriction read out again while still in force with the same counters adds nothing, and one
 * suspended for all the turns it has left will never count again, except a range instruction: it
 * still says where the side is (see `legalOf`).
 */
function withoutRepeats(book: CompiledBook, active: number[]): number[] {
  // Most lists have nothing to drop: they are kept as they are (the caller owns them).
  let k = 0;
  for (; k < active.length; k += 4) if (dropped(book, active, k)) break;
  if (k >= active.length) return active;
  const out: number[] = active.slice(0, k);
  for (k += 4; k < active.length; k += 4) {
    if (!dropped(book, active, k)) out.push(active[k], active[k + 1], active[k + 2], active[k + 3]);
  }
  return out;
}

/**
 * Whether entry `k` of `active` adds nothing: spent while suspended, or a repeat of an earlier one
 * (an earlier entry that is itself dropped has a kept twin, or is spent like entry `k` would be).
 */
function dropped(book: CompiledBook, active: readonly number[], k: number): boolean {
  if (active[k + 2] >= active[k + 1] && !book.restrictions[active[k]].selectsExtended) return true;
  const key = book.restrictions[active[k]].key;
  for (let j = 0; j < k; j += 4) {
    if (
      book.restrictions[active[j]].key === key &&
      active[j + 1] === active[k + 1] &&
      active[j + 2] === active[k + 2] &&
      active[j + 3] === active[k + 3]
    )
      return true;
  }
  return false;
}

/** Maneuvers at `range` (a mask) allowed by the given entries of `active` together. */
function allowedBy(book: CompiledBook, active: readonly number[], entries: readonly number[], range: number): number {
  let mask = range;
  for (const k of entries) {
    const r = book.restrictions[active[4 * k]];
    mask = r.type === ONLY ? mask & r.mask : mask & ~r.mask;
  }
  return mask;
}

/** Entries of `active` that count now (not suspended), in order. */
export function counted(active: readonly number[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < active.length; k += 4) if (active[k + 2] === 0) out.push(k / 4);
  return out;
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export interface Legal {
  /** Bitmask over the sheet. */
  legal: number;
  /** The entry applied alone because the restrictions collide, or −1. */
  alone: number;
}

/**
 * Which maneuvers the restrictions in force allow.
 *
 * The range is where the pictures put the side, so it is settled first and nothing overrides it:
 * Extended Range when any "only" in force selects an Extended Range maneuver, suspended ones
 * included. Here the engine departs from restriction-state.ts (which lets a suspended range
 * instruction lapse, and lets the most-restrictive fallback leave the range): in a duel that puts
 * the two sides at different ranges although both books agree. Mirim vs Mirim: knocked down (p.41
 * "Do only Jumps for the next 2 turns. Other restrictions are invalid."), Mirim does Jump Away and
 * both books turn to p.57 "Do only Extended Range"; the opponent is at Extended Range, so she must
 * be too. When no restriction that counts can be obeyed at that range, the range instruction
 * applies alone.
 */
export function legalOf(book: CompiledBook, active: readonly number[], strict: boolean): Legal {
  let extCounted = false,
    suspendedAt = -1,
    instruction = -1;
  for (let k = 0; k < active.length; k += 4) {
    const r = book.restrictions[active[k]];
    if (!r.selectsExtended) continue;
    if (active[k + 2] === 0) extCounted = true;
    else {
      if (suspendedAt < 0) suspendedAt = k / 4;
      instruction &= r.mask;
    }
  }
  const range = extCounted || suspendedAt >= 0 ? book.extMask : book.closeMask;
  let all = range;
  for (let k = 0; k < active.length; k += 4) {
    if (active[k + 2] !== 0) continue;
    const r = book.restrictions[active[k]];
    all = r.type === ONLY ? all & r.mask : all & ~r.mask;
  }
  if (all !== 0 || strict) return { legal: all, alone: -1 };
  const entries = counted(active);
  let best = -1,
    bestMask = 0,
    bestCount = 0;
  for (let j = entries.length - 1; j >= 0; j--) {
    const alone = allowedBy(book, active, [entries[j]], range);
    const c = popcount(alone);
    if (alone !== 0 && (best < 0 || c < bestCount)) {
      best = entries[j];
      bestMask = alone;
      bestCount = c;
    }
  }
  if (best >= 0) return { legal: bestMask, alone: best };
  if (!extCounted && suspendedAt >= 0 && (range & instruction) !== 0) return { legal: range & instruction, alone: suspendedAt };
  return { legal: 0, alone: -1 };
}

/**
 * The restriction (id) that forbids maneuver `i`, or −1 when only the range rule does (an Extended
 * Range maneuver nobody instructed) or nothing does.
 */
export function forbiddenBy(book: CompiledBook, active: readonly number[], alone: number, i: number): number {
  const bit = 1 << i;
  for (const k of alone >= 0 ? [alone] : counted(active)) {
    const r = book.restrictions[active[4 * k]];
    if ((r.type === ONLY) !== ((r.mask & bit) !== 0)) return active[4 * k];
  }
  return -1;
}
