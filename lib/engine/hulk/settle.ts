/**
 * After every action: bring the state to the next real decision — set-up steps with nothing to
 * choose, forced blip conversions, the end of the game, and turns nobody can act in any more.
 */
import type { Rng } from "../core/rng";
import { stealerSpaces } from "./actions";
import { forceConversions } from "./blips";
import { canAct, endTurn, finish, holds } from "./flow";
import { advanceSetup } from "./setup";
import { pieceById } from "./geometry";
import { budgetOf } from "./piece-actions";
import { marinesOnMap, type Events } from "./state";
import { MARINE, type HulkState } from "./types";

/**
 * Brings the state to the next decision: ends, conversions, turn changes nobody has to choose.
 * `sightChanged` false: the last action cannot have changed what any Marine sees (activating a
 * piece, ending one, going on overwatch), so blips need no new conversion check.
 */
export function settle(s: HulkState, rng: Rng, events: Events, sightChanged = true): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (s.end) return;
    if (s.phase === "marines" || s.phase === "stealers") {
      if (marinesOnMap(s) === 0) return finish(s, "no Marine left on the map", events);
      const first = s.board.victory.outcomes[0];
      if (first && first.when.type === "escaped" && holds(s, first.when)) return finish(s, "escaped", events);
      if (s.pending.length > 0) {
        const first = s.pending[0];
        if (first.kind === "react" && s.cp <= 0) {
          s.pending.shift();
          continue;
        }
        // A converted blip whose Genestealers find no free space: they are lost (base rules).
        if (first.kind === "place-stealers" && stealerSpaces(s, first).length === 0) {
          s.pending.shift();
          continue;
        }
        // A Marine's reaction that brings a blip into sight converts it at once: its Genestealers
        // are placed before the window goes on.
        if (first.kind === "react" && sightChanged && forceConversions(s, events, true)) continue;
        return;
      }
      if (sightChanged && forceConversions(s, events)) continue;
      if (s.active >= 0) {
        const p = pieceById(s, s.active);
        // Out of AP after acting: the activation is over (one just begun waits for "done").
        if (p && (!s.acted || budgetOf(s, p) > 0 || (p.kind === MARINE && p.freeShot))) return;
        s.active = -1;
      }
      if (!canAct(s)) {
        endTurn(s, rng, events);
        continue;
      }
      return;
    }
    if (advanceSetup(s, rng, events)) continue;
    return;
  }
  throw new Error("hulk: settle did not converge");
}
