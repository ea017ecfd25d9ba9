/**
 * The engine core's environment-neutral surface (safe in browsers, Node and workers). The
 * simulation runners, which load games by id and use threads, live in lib/sim.
 */
export * from "./rng";
export * as hex from "./hex";
export * as grid from "./grid";
export * from "./game";
export * from "./match";
export * from "./bots";
export * from "./stats";
export { gameSeed, botSeed, playGame, runChunkTally, chunkIndices, type SimSpec, type GameRecord, type ChunkResult } from "./chunk";
