/** What a bot is to the games and the runner; bots.ts makes them. */
import type { ActionBase, Seat } from "./game";

export interface Bot<S = unknown, A extends ActionBase = ActionBase> {
  readonly name: string;
  /** An action for `seat` in `state`; `seat` must be active and have at least one legal action. */
  choose(state: S, seat: Seat): A;
}

/** Serializable description of a bot (what the runner sends to workers and the CLI parses). */
export type BotSpec =
  | { kind: "random" }
  | { kind: "greedy" }
  /** Mixed equilibrium of each simultaneous step; needs a game with `stepMatrix` (equilibrium.ts). */
  | { kind: "equilibrium" }
  | { kind: "mcts"; iterations?: number; exploration?: number; rolloutDepth?: number };
