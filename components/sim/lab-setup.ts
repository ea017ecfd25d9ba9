// What the lab's single run is set up with: the per-match options it offers (how many players,
// which rules), the bots for that many seats, and the options the run plays with. Pure, so the
// lab and its tests agree.
import type { GameInfo } from "@/lib/games/catalog";

type SetupOption = GameInfo["setupOptions"][number];

/** The number of seats the options give (the one marked `seats`), else the game's own. */
export function seatsFromSetup(game: GameInfo | undefined, values: Record<string, unknown>): number {
  const o = game?.setupOptions.find((x) => x.seats);
  return o && values[o.key] !== undefined ? Number(values[o.key]) : (game?.seats ?? 2);
}

/**
 * The per-match options a run chooses: those the engine reads for bots too; options with a
 * default for people (table actions: leaving, a shared win) stay at the engine's.
 */
export function labSetupOptions(game: GameInfo | undefined): SetupOption[] {
  return (game?.setupOptions ?? []).filter((o) => o.playDefault === undefined);
}

export function startingSetup(game: GameInfo | undefined): Record<string, unknown> {
  return Object.fromEntries(labSetupOptions(game).map((o) => [o.key, o.start]));
}

/** The bots for `seats` seats: those already chosen, added seats playing as the last one does. */
export function botsForSeats(bots: readonly string[], seats: number, fallback: readonly string[] = []): string[] {
  return Array.from({ length: seats }, (_, i) => bots[i] ?? bots[bots.length - 1] ?? fallback[0] ?? "random");
}

/** The options a run plays with: the game UI's rule options, then the per-match options chosen. */
export function runOptions(rules: Record<string, unknown> | null, setup: Record<string, unknown>): Record<string, unknown> | undefined {
  const options = { ...(rules ?? {}), ...setup };
  return Object.keys(options).length ? options : undefined;
}
