/**
 * The engine core's environment-neutral surface (safe in browsers, Node and workers). The
 * runners are imported from their own modules: runner-node.ts (worker_threads) and
 * runner-browser.ts (Web Workers); runner.ts runs in the current thread.
 */
export * from "./rng";
export * as hex from "./hex";
export * as grid from "./grid";
export * from "./game";
export * from "./match";
export * from "./bots";
export * from "./stats";
export { gameSeed, botSeed, playGame, runChunk, chunkIndices, type SimSpec, type GameRecord } from "./chunk";
export { listGameIds, loadGame, hasGame, registerGame, UnknownGameError, type GameLoader } from "./registry";
