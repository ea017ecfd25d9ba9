// This process's match bus (see lib/db/match-change.ts): in memory on SQLite, LISTEN/NOTIFY on
// PostgreSQL.
import { getDb } from "./client";
import { databaseConfig } from "./config";
import { createMemoryBus, type MatchBus } from "./match-change";
import { createPostgresBus, MATCH_CHANNEL } from "./match-bus-postgres";

export type { MatchBus, MatchChange } from "./match-change";

// One bus per server process, next to the one Prisma client (Next's dev server re-evaluates
// modules; keep it on globalThis).
const holder = globalThis as unknown as { hexfolioMatchBus?: MatchBus };

/** This process's bus, for the database DATABASE_URL names. */
export function getMatchBus(): MatchBus {
  if (!holder.hexfolioMatchBus) {
    // Decided from the configuration alone: on SQLite no database client is needed to tell.
    const { provider, url } = databaseConfig(process.env);
    holder.hexfolioMatchBus =
      provider === "postgresql"
        ? createPostgresBus(
            url,
            async (text) => {
              await getDb().db.$executeRaw`SELECT pg_notify(${MATCH_CHANNEL}, ${text})`;
            },
            { onError: (err) => console.error("Live play: the listening connection was lost; reconnecting.", err) },
          )
        : createMemoryBus();
  }
  return holder.hexfolioMatchBus;
}
