/** The die tables of the Movement Chart, the throwing rules, the Falling Down and Recovery tables. */
import type { Posture } from "./types";

/** Reckless Jumping Down: 1–2 land standing, 3–4 Off Balance, 5 Knocked Down, 6 Knocked Down and hurt. */
export function recklessLanding(roll: number): { posture: Posture; hurt: boolean } {
  if (roll <= 2) return { posture: "standing", hurt: false };
  if (roll <= 4) return { posture: "off-balance", hurt: false };
  return { posture: "down", hurt: roll === 6 };
}

/** Jumping Down onto an Opponent, per die roll. */
export type JumpOntoResult = "hit" | "both-off-balance-drop" | "both-off-balance" | "miss";
export function jumpOntoResult(roll: number): JumpOntoResult {
  if (roll === 1) return "hit";
  if (roll === 2) return "both-off-balance-drop";
  if (roll <= 4) return "both-off-balance";
  return "miss";
}

/** The highest die roll that lands a throw in its target space, by range in spaces. */
export function hitsOnOrBelow(range: number): number {
  if (range <= 1) return 3;
  if (range <= 3) return 2;
  return 1;
}

/** Falling Down table on the adjusted roll: 1–3 no change, 4–5 Off Balance, 6 or more a fall. */
export function fallResult(roll: number): "none" | "off-balance" | "fall" {
  if (roll <= 3) return "none";
  if (roll <= 5) return "off-balance";
  return "fall";
}

export function fallAdjustment(posture: Posture, shoved: boolean): number {
  return (posture === "off-balance" ? 1 : 0) + (posture === "down" ? 2 : 0) + (shoved ? 1 : 0);
}

/** "D" in the Recovery table. */
export const DIES = null;
/** Recovery table: rows for body points 0, −1, −2, −3, −4; columns for adjusted die rolls 0..8. */
const RECOVERY: (number | null)[][] = [
  [6, 6, 4, 2, 0, 0, -1, -2, -3],
  [6, 4, 2, 0, -1, -1, -2, -3, -4],
  [4, 2, 0, -1, -2, -2, -3, -4, DIES],
  [2, 1, -1, -2, -3, -3, -4, DIES, DIES],
  [1, -1, -2, -3, -4, -4, DIES, DIES, DIES],
];

/** New body points of an unconscious figure (null: dead), rolls below 0 read as 0 and above 8 as 8. */
export function recovery(body: number, roll: number): number | null {
  const row = RECOVERY[Math.min(4, Math.max(0, -body))];
  return row[Math.min(8, Math.max(0, roll))];
}
