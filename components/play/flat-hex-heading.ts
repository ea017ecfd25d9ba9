// Where one flat-topped hex lies from another, as a compass heading a player would point out
// ("north", "2 north-east", "3 away, toward the south"), for the boards drawn with flat-topped
// hexes in the engine's axial coordinates (the scenario terrain and the island). Each game words
// the heading in its own nouns (spaces, Locations).

import { DIRECTIONS } from "@/lib/engine/core/hex";

/** Direction i of the engine's hex grid, as drawn flat-topped, as a compass point. */
export const FLAT_COMPASS = ["south-east", "south", "south-west", "north-west", "north", "north-east"] as const;
const STEPS = DIRECTIONS;

export interface Heading {
  /** Hex steps apart. */
  distance: number;
  /** The compass point straight along a line, or the one pointing closest to the target on screen. */
  direction: (typeof FLAT_COMPASS)[number];
  /** Whether the target lies exactly along that direction. */
  straight: boolean;
}

export function flatHexHeading(from: { q: number; r: number }, to: { q: number; r: number }): Heading {
  const dq = to.q - from.q,
    dr = to.r - from.r;
  const distance = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  const line = STEPS.findIndex((d) => d.q * distance === dq && d.r * distance === dr);
  if (line >= 0) return { distance, direction: FLAT_COMPASS[line], straight: true };
  // Not on a line: the direction whose step points closest to the target, on screen.
  const screen = (q: number, r: number) => ({ x: 1.5 * q, y: Math.sqrt(3) * (r + q / 2) });
  const t = screen(dq, dr);
  let best = 0,
    bestDot = -Infinity;
  STEPS.forEach((d, i) => {
    const p = screen(d.q, d.r);
    const dot = p.x * t.x + p.y * t.y;
    if (dot > bestDot) [best, bestDot] = [i, dot];
  });
  return { distance, direction: FLAT_COMPASS[best], straight: false };
}

/**
 * The way from one hex to another as at most two straight legs: `first` steps one way, then
 * `second` steps the next way clockwise. Every hex has exactly one such pair (its sextant), so the
 * words tell any two places apart, where a heading alone may not.
 */
export function flatHexLegs(
  from: { q: number; r: number },
  to: { q: number; r: number },
): { first: number; firstWay: Heading["direction"]; second: number; secondWay: Heading["direction"] } | null {
  const dq = to.q - from.q,
    dr = to.r - from.r;
  for (let i = 0; i < 6; i++) {
    const d1 = STEPS[i],
      d2 = STEPS[(i + 1) % 6];
    // Solve (dq, dr) = a·d1 + b·d2.
    const det = d1.q * d2.r - d1.r * d2.q;
    const a = (dq * d2.r - dr * d2.q) / det;
    const b = (d1.q * dr - d1.r * dq) / det;
    if (a > 0 && b >= 0) return { first: a, firstWay: FLAT_COMPASS[i], second: b, secondWay: FLAT_COMPASS[(i + 1) % 6] };
  }
  return null; // the same hex
}
