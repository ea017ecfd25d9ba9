/**
 * The optional Obstructions rules: what stands in a fighter's Battle Zone (its six neighbouring
 * spaces) takes maneuvers off its sheet for the whole fight (nobody moves during a Combat Phase).
 * Maneuvers are named by their standard page, the same in every book.
 *
 * - No sideswings (Side Swing 2, 10, 28 and Protected Attack Side Swing 48) with more than one tall
 *   object, terrain feature (wall, pillar, steps, a closed space) or friendly figure in the zone.
 * - No Retrieve Weapon (46) while the figure's thrown weapon lies in another space.
 * - No dodge (Dodge 8 and 52) with more than one figure or object in the zone; terrain does not count,
 *   and an unconscious or slain figure counts as an object.
 * - No Jump Away (16) or Jump Back (62) when the Undefended Space holds anything but a step: terrain,
 *   an object, a figure, or the edge of the terrain.
 */
import type { ScenarioState } from "./types";

export const SIDESWING_PAGES = [2, 10, 28, 48];
export const RETRIEVE_WEAPON_PAGE = 46;
export const DODGE_PAGES = [8, 52];
export const JUMP_AWAY_PAGES = [16, 62];

/** Standard maneuver pages figure f may not choose in a fight, by what surrounds it. */
export function obstructedPages(s: ScenarioState, f: number): number[] {
  const { t } = s;
  const me = s.figures[f];
  const seat = t.seatOf[f];
  const spaces = t.source.spaces;
  const out: number[] = [];
  let sideswingObstructions = 0;
  let dodgeObstructions = 0;
  const terrainAt = (i: number) => spaces[i].impassable || spaces[i].terrain !== "floor";
  for (let d = 0; d < 6; d++) {
    const n = t.neighbours[6 * me.at + d];
    if (n < 0) continue;
    if (terrainAt(n)) sideswingObstructions++;
    s.objects.forEach((o, i) => {
      if (o.carriedBy !== -1 || o.at !== n) return;
      dodgeObstructions++;
      if (t.source.objects[i].tall) sideswingObstructions++;
    });
    s.figures.forEach((g, i) => {
      if (i === f || g.at !== n) return;
      dodgeObstructions++;
      if (g.condition === "active" && t.seatOf[i] === seat) sideswingObstructions++;
    });
  }
  if (sideswingObstructions > 1) out.push(...SIDESWING_PAGES);
  if (me.weaponAt !== -1 && me.weaponAt !== me.at) out.push(RETRIEVE_WEAPON_PAGE);
  if (dodgeObstructions > 1) out.push(...DODGE_PAGES);
  if (me.undefended >= 0) {
    const u = t.neighbours[6 * me.at + me.undefended];
    const occupied =
      u < 0 ||
      (spaces[u].terrain !== "steps" && terrainAt(u)) ||
      s.objects.some((o) => o.carriedBy === -1 && o.at === u) ||
      s.figures.some((g, i) => i !== f && g.at === u);
    if (occupied) out.push(...JUMP_AWAY_PAGES);
  }
  return out;
}
