/**
 * The one list of game modules. A game is added by writing its module (types.ts says what one
 * declares) and one line below (and its id in game-ids.json, which the lint rule against naming a
 * game outside its own folders reads); everything that offers, plays, simulates or records games
 * finds it here. Loading is lazy (`import()`), so each game stays in its own chunk for browsers and
 * workers. `registerModule` exists for tests running in the current thread only: simulation
 * workers never see runtime registrations.
 */
import type { GameModule } from "./types";

export type ModuleLoader = () => Promise<GameModule>;

const GAME_MODULES: Record<string, ModuleLoader> = {
  lostpatrol: () => import("./lostpatrol/module").then((m) => m.lostPatrolModule),
  hulk: () => import("./hulk/module").then((m) => m.hulkModule),
  lostworlds: () => import("./lostworlds/module").then((m) => m.lostWorldsModule),
  island: () => import("./island/module").then((m) => m.islandModule),
  scenario: () => import("./scenario/module").then((m) => m.scenarioModule),
  "test/dice-race": () => import("./dice-race/module").then((m) => m.diceRaceModule),
};

const runtime = new Map<string, ModuleLoader>();
const cache = new Map<string, Promise<GameModule>>();

/** Registers a module in this thread only (tests). Built-in games go in GAME_MODULES. */
export function registerModule(module: GameModule | ModuleLoader, id = typeof module === "function" ? "" : module.id): void {
  if (!id) throw new Error("registerModule: a loader needs an id");
  runtime.set(id, typeof module === "function" ? module : async () => module);
  cache.delete(id);
}

export function listGameIds(): string[] {
  return [...new Set([...Object.keys(GAME_MODULES), ...runtime.keys()])].sort();
}

export function hasGame(id: string): boolean {
  return runtime.has(id) || Object.hasOwn(GAME_MODULES, id);
}

export class UnknownGameError extends Error {
  constructor(readonly gameId: string) {
    super(`unknown game "${gameId}" (known: ${listGameIds().join(", ")})`);
    this.name = "UnknownGameError";
  }
}

export function loadModule(id: string): Promise<GameModule> {
  let p = cache.get(id);
  if (!p) {
    const loader = runtime.get(id) ?? (Object.hasOwn(GAME_MODULES, id) ? GAME_MODULES[id] : undefined);
    if (!loader) return Promise.reject(new UnknownGameError(id));
    p = loader().then((m) => {
      if (m.id !== id || m.game.id !== id) throw new Error(`game registered as "${id}" reports id "${m.id}" (engine "${m.game.id}")`);
      return m;
    });
    cache.set(id, p);
  }
  return p;
}

/** Every registered module (test games included: callers that offer games to people leave them out). */
export function loadModules(): Promise<GameModule[]> {
  return Promise.all(listGameIds().map(loadModule));
}
