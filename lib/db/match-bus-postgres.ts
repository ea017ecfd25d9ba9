// The match bus on PostgreSQL: LISTEN/NOTIFY, so a move made through one server process reaches
// browsers connected to any other. Prisma cannot LISTEN (its connections are pooled and handed
// out per query), so each process keeps one dedicated `pg` connection that only listens, and
// reconnects when it is lost. Publishing is a plain `SELECT pg_notify(...)` through whatever
// connection the caller gives (the Prisma client's pool in the studio).
//
// Notifications sent while the listening connection was down are gone for good: after every
// reconnect each match someone listens to gets a change with a null version, and its listeners
// read the match again.
import pg from "pg";
import { decodeChange, encodeChange, Listeners, type MatchBus } from "./match-change";

/** The one channel every match change goes out on (a payload names the match). */
export const MATCH_CHANNEL = "hexfolio_match";

export interface PostgresBusOptions {
  /** The first wait before reconnecting; it doubles on each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Told about connection trouble (the studio logs it); the bus itself keeps trying. */
  onError?: (err: unknown) => void;
}

export interface PostgresBus extends MatchBus {
  /** Resolves once the listening connection is up and listening (again). */
  listening(): Promise<void>;
  /** How many times the listening connection has been (re)established. */
  connections(): number;
}

export function createPostgresBus(url: string, notify: (payload: string) => Promise<void>, options: PostgresBusOptions = {}): PostgresBus {
  const retryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let established = 0;
  /** The current connection has run LISTEN and not been lost since. */
  let live = false;
  let wait = retryMs;
  let timer: NodeJS.Timeout | null = null;
  // Waiters for the next time the connection is listening.
  let up: { promise: Promise<void>; resolve: () => void } = deferred();

  function lost(which: pg.Client, err?: unknown) {
    if (client !== which) return;
    client = null;
    live = false;
    if (err) options.onError?.(err);
    which.removeAllListeners("notification");
    // The connection may be half-open: end it without waiting, and keep any late error quiet.
    which.on("error", () => {});
    which.end().catch(() => {});
    if (!closed) schedule();
  }

  function schedule() {
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    // A process waiting only to reconnect may still exit.
    timer.unref();
    wait = Math.min(wait * 2, maxRetryMs);
  }

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    next.on("notification", (msg) => {
      if (msg.channel !== MATCH_CHANNEL || msg.payload === undefined) return;
      const change = decodeChange(msg.payload);
      if (change) listeners.emit(change);
    });
    next.on("error", (err) => lost(next, err));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${MATCH_CHANNEL}`);
    } catch (err) {
      lost(next, err);
      return;
    }
    if (client !== next) return;
    wait = retryMs;
    live = true;
    established++;
    // After a gap, whatever was sent in it is lost: everyone listening reads again.
    if (established > 1) listeners.resyncAll();
    up.resolve();
    up = deferred();
  }

  void connect();

  return {
    async publish(change) {
      await notify(encodeChange(change));
    },
    subscribe: (matchId, listener) => listeners.add(matchId, listener),
    listening() {
      return live ? Promise.resolve() : up.promise;
    },
    connections: () => established,
    async close() {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        await c.end().catch(() => {});
      }
    },
  };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
