// Places on the Lost Patrol table as a player would point them out: from the start tile, in
// compass steps ("2 tiles east, then 1 south-east of the start"), not as axial coordinates.
import { DIRECTIONS, type Hex } from "@/lib/engine/core/hex";

/** Pointy-topped directions in the engine's numbering (0 = east, clockwise on screen). */
const COMPASS = ["east", "south-east", "south-west", "west", "north-west", "north-east"];

/**
 * The tile at `h` counted from the start (the origin): a steps in one direction, then b in the next
 * one clockwise. Every hex has exactly one such pair with a > 0 and b ≥ 0 (its sextant).
 */
export function placeName(h: Hex): string {
  if (h.q === 0 && h.r === 0) return "the start";
  for (let i = 0; i < 6; i++) {
    const d1 = DIRECTIONS[i];
    const d2 = DIRECTIONS[(i + 1) % 6];
    // Solve h = a·d1 + b·d2 (two equations, q and r).
    const det = d1.q * d2.r - d1.r * d2.q;
    const a = (h.q * d2.r - h.r * d2.q) / det;
    const b = (d1.q * h.r - d1.r * h.q) / det;
    if (a > 0 && b >= 0) {
      const first = `${a} ${a === 1 ? "tile" : "tiles"} ${COMPASS[i]}`;
      return `${b > 0 ? `${first}, then ${b} ${COMPASS[(i + 1) % 6]}` : first} of the start`;
    }
  }
  return `${h.q},${h.r}`;
}
