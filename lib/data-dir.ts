import path from "node:path";

/** Where an install keeps its local state (SQLite file, generated secret, demo account). */
export function dataDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ env.HEXFOLIO_DATA_DIR || "data");
}
