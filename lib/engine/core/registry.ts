/**
 * The games registry: game id → loader. Workers (Node worker_threads and Web Workers) import
 * this module and load games by id, so a game is registered by adding a line to `GAME_LOADERS`
 * below (a lazy `import()` keeps each game in its own chunk). `registerGame` exists for tests and
 * plugins running in the current thread only: workers never see runtime registrations.
 */
import type { AnyGame } from "./game";

export type GameLoader = () => Promise<AnyGame>;

const GAME_LOADERS: Record<string, GameLoader> = {
  "test/dice-race": () => import("./testgames/dice-race").then((m) => m.diceRace),
  hulk: () => import("../hulk/game").then((m) => m.hulk),
  lostpatrol: () => import("../lostpatrol/game").then((m) => m.lostPatrol),
  lostworlds: () => import("../lostworlds/game").then((m) => m.lostWorlds),
};

const runtime = new Map<string, GameLoader>();
const cache = new Map<string, Promise<AnyGame>>();

/** Registers a loader in this thread only (tests, plugins). Built-in games go in GAME_LOADERS. */
export function registerGame(id: string, loader: GameLoader | AnyGame): void {
  runtime.set(id, typeof loader === "function" ? loader : async () => loader);
  cache.delete(id);
}

export function listGameIds(): string[] {
  return [...new Set([...Object.keys(GAME_LOADERS), ...runtime.keys()])].sort();
}

export function hasGame(id: string): boolean {
  return runtime.has(id) || Object.prototype.hasOwnProperty.call(GAME_LOADERS, id);
}

export class UnknownGameError extends Error {
  constructor(readonly gameId: string) {
    super(`unknown game "${gameId}" (known: ${listGameIds().join(", ")})`);
    this.name = "UnknownGameError";
  }
}

export function loadGame(id: string): Promise<AnyGame> {
  let p = cache.get(id);
  if (!p) {
    const loader = runtime.get(id) ?? (Object.prototype.hasOwnProperty.call(GAME_LOADERS, id) ? GAME_LOADERS[id] : undefined);
    if (!loader) return Promise.reject(new UnknownGameError(id));
    p = loader().then((g) => {
      if (g.id !== id) throw new Error(`game registered as "${id}" reports id "${g.id}"`);
      return g;
    });
    cache.set(id, p);
  }
  return p;
}
