/**
 * A Monte Carlo estimate of how often a ring closes (the soldiers' instant loss) with a deck:
 * whole games between random bots, from a fixed seed, so the figure is the same on every run.
 * Random monsters turn tiles at random, so this measures the deck, not a monster player who
 * hunts for rings (greedy and MCTS monsters close far more).
 */
import { playGame } from "../core/chunk";
import type { LostPatrolContent } from "./content";
import { lostPatrol } from "./game";
import type { LostPatrolOptions } from "./options";

export interface RingClosureEstimate {
  games: number;
  ringsClosed: number;
  share: number;
}

export function estimateRingClosure(
  content: LostPatrolContent,
  { games = 200, seed = "ring-closure", options = {} }: { games?: number; seed?: string; options?: LostPatrolOptions } = {},
): RingClosureEstimate {
  const spec = {
    gameId: lostPatrol.id,
    content,
    options,
    bots: [{ kind: "random" as const }, { kind: "random" as const }],
    n: games,
    baseSeed: seed,
  };
  let ringsClosed = 0;
  for (let i = 0; i < games; i++) ringsClosed += playGame(lostPatrol, spec, i).metrics.ringClosed;
  return { games, ringsClosed, share: games ? ringsClosed / games : 0 };
}
