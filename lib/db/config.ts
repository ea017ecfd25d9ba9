// Which database Hexfolio talks to, decided once from DATABASE_URL: a postgres:// URL
// selects PostgreSQL; anything else (or nothing) is the embedded SQLite file under data/.
export type DatabaseProvider = "sqlite" | "postgresql";

export interface DatabaseConfig {
  provider: DatabaseProvider;
  /** For SQLite a `file:` URL; for PostgreSQL the connection string. */
  url: string;
}

export const DEFAULT_SQLITE_URL = "file:./data/hexfolio.db";

export function databaseConfig(env: Record<string, string | undefined>): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return { provider: "postgresql", url };
  if (url && !url.startsWith("file:")) {
    throw new Error(`DATABASE_URL must start with postgres://, postgresql:// or file: (got "${url.split(":")[0]}:")`);
  }
  return { provider: "sqlite", url: url || DEFAULT_SQLITE_URL };
}

/** The filesystem path of a SQLite `file:` URL, relative to the working directory. */
export function sqliteFilePath(url: string): string {
  return url.replace(/^file:/, "").replace(/\?.*$/, "");
}
