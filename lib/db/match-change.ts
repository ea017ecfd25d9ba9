// How a change to a live match reaches every server process that has a browser waiting on it.
// A change is small: the match's id and its new version (or a null version: "something may have
// been missed, read the match again"). Whoever hears one reads the match from the database, which
// stays the only holder of the state; the bus only says when to look.
//
// - SQLite is one server process (one file, one writer): an in-process EventEmitter is enough.
// - PostgreSQL may be served by several processes: LISTEN/NOTIFY carries the change to all of
//   them (lib/db/match-bus-postgres.ts), the one that made the move included.
// Each process has one bus (lib/db/match-bus.ts).
import { EventEmitter } from "node:events";
import { z } from "zod";

export interface MatchChange {
  matchId: string;
  /** The match's version after the change; null when the bus may have lost changes (a reconnect). */
  version: number | null;
}

export type MatchListener = (change: MatchChange) => void;

export interface MatchBus {
  /** Tells every process (this one too) that the match changed. Call after the change is committed. */
  publish(change: { matchId: string; version: number }): Promise<void>;
  /** Calls `listener` on each change of `matchId` until the returned function is called. */
  subscribe(matchId: string, listener: MatchListener): () => void;
  close(): Promise<void>;
}

/** What crosses the wire (a NOTIFY payload): `<version>:<matchId>`, checked where it is read. */
const payload = z.string().regex(/^\d{1,15}:[A-Za-z0-9_-]{1,100}$/);

export function encodeChange(change: { matchId: string; version: number }): string {
  return `${change.version}:${change.matchId}`;
}

/** The change a payload names, or null for anything else (nobody else should write our channel). */
export function decodeChange(text: string): MatchChange | null {
  const ok = payload.safeParse(text);
  if (!ok.success) return null;
  const at = ok.data.indexOf(":");
  return { matchId: ok.data.slice(at + 1), version: Number(ok.data.slice(0, at)) };
}

/** Listeners per match id, shared by both buses: one emitter event per match. */
export class Listeners {
  private readonly emitter = new EventEmitter();
  constructor() {
    // Every spectator of a match is one listener: there is no fixed bound to warn at.
    this.emitter.setMaxListeners(0);
  }
  add(matchId: string, listener: MatchListener): () => void {
    this.emitter.on(matchId, listener);
    return () => this.emitter.off(matchId, listener);
  }
  emit(change: MatchChange): void {
    this.emitter.emit(change.matchId, change);
  }
  /** Every match someone is listening to: told to read again after changes may have been lost. */
  resyncAll(): void {
    for (const name of this.emitter.eventNames()) {
      if (typeof name === "string") this.emit({ matchId: name, version: null });
    }
  }
  count(): number {
    return this.emitter.eventNames().reduce((n, name) => n + this.emitter.listenerCount(name), 0);
  }
}

export function createMemoryBus(): MatchBus {
  const listeners = new Listeners();
  return {
    async publish(change) {
      listeners.emit(change);
    },
    subscribe: (matchId, listener) => listeners.add(matchId, listener),
    async close() {},
  };
}
