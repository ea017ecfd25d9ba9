/**
 * Scripted play for the engine's tests: an action named by a few of its fields is found among the
 * acting seat's legal actions and applied, so a test can never play a move the rules would refuse.
 * Test code only.
 */
import type { GameEvent } from "../core/game";
import { Rng, seedRng } from "../core/rng";
import { scenarioGame } from "./game";
import type { ScenarioAction, ScenarioState } from "./types";

export type ActionPattern = Partial<ScenarioAction> & { type: ScenarioAction["type"] };

/** The legal actions of the seat to act. */
export const legalOf = (s: ScenarioState): ScenarioAction[] => scenarioGame.legalActions(s, scenarioGame.activeSeats(s)[0]);

/** Applies the legal action matching `a` (every field given), or throws naming what was legal. */
export function playLegal(s: ScenarioState, a: ActionPattern): { state: ScenarioState; events: GameEvent[] } {
  const legal = legalOf(s);
  const found = legal.find((x) => Object.entries(a).every(([k, v]) => (x as unknown as Record<string, unknown>)[k] === v));
  if (!found) throw new Error(`not legal: ${JSON.stringify(a)} among ${JSON.stringify(legal)}`);
  return scenarioGame.apply(s, found);
}

/** The state with its dice set so that the next die rolled is `value` (a seed found by trying). */
export function withNextDie(s: ScenarioState, value: number): ScenarioState {
  for (let k = 0; ; k++) {
    const st = seedRng(`die-${k}`);
    if (new Rng(st).d6() === value) return { ...s, rng: st };
  }
}
