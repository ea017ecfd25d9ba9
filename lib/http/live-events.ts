// A live match pushed to a browser as server-sent events. The stream opens with the match as the
// caller may see it and sends it again each time it changes; between changes it sends nothing but
// a comment now and then (so proxies keep the connection), and on that beat it also checks the
// match's stamp, so a change whose notice was lost still arrives within one beat.
//
// Events: `match` (data: the caller's view, id: its version) and `gone` (the caller may no longer
// see the match: every seat was taken by others, or the session ended). The stream ends itself
// once the match is over and its replay kept, and after `maxMs` in any case: the browser's
// EventSource then reconnects, which signs the caller in again (a revoked session stops there).
import type { LiveMatchView } from "../content/api";
import type { MatchBus } from "../db/match-change";
import { AppError } from "../errors";

export interface LiveStreamOptions {
  matchId: string;
  bus: MatchBus;
  /** The match as the caller may see it now (throws the policy's AppError when they may not). */
  read(): Promise<LiveMatchView>;
  /** The match's stamp (liveMatchStamp): changes whenever the view may. */
  stamp(): Promise<string | null>;
  /** The beat: a keep-alive comment and a stamp check. */
  beatMs?: number;
  /** How long one stream lasts before the browser is made to reconnect. */
  maxMs?: number;
  /** What the browser waits before reconnecting after a lost connection. */
  retryMs?: number;
  /** The request's: the browser went away. */
  signal?: AbortSignal;
}

const encoder = new TextEncoder();

const stampOf = (view: LiveMatchView) => `${view.version} ${view.playtestId ?? ""}`;
const finished = (view: LiveMatchView) => Boolean(view.result && view.playtestId);

/** One `event:` block; data is JSON on one line, as the format wants. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `event: ${event}\n${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/** The stream's body. `first` is the view already read (and authorized) before answering. */
export function liveMatchStream(first: LiveMatchView, o: LiveStreamOptions): ReadableStream<Uint8Array> {
  const beatMs = o.beatMs ?? 15_000;
  const maxMs = o.maxMs ?? 10 * 60_000;
  let sent = stampOf(first);
  let done = false;
  let cleanup = () => {};

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!done) controller.enqueue(encoder.encode(text));
      };
      const end = () => {
        if (done) return;
        done = true;
        cleanup();
        controller.close();
      };

      // One refresh at a time; a change arriving during one makes one more after it.
      let running = false;
      let again = false;
      const refresh = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            if ((await o.stamp()) === sent) continue;
            const view = await o.read();
            if (done) return;
            sent = stampOf(view);
            write(sseEvent("match", view, view.version));
            if (finished(view)) end();
          } while (again && !done);
        } catch (err) {
          if (err instanceof AppError && [401, 403, 404].includes(err.status)) write(sseEvent("gone", { status: err.status }));
          // Anything else (the database away): end, and let the browser reconnect.
          end();
        } finally {
          running = false;
        }
      };

      const stop = o.bus.subscribe(o.matchId, () => void refresh());
      const beat = setInterval(() => {
        write(": beat\n\n");
        void refresh();
      }, beatMs);
      const limit = setTimeout(end, maxMs);
      const gone = () => {
        done = true;
        cleanup();
      };
      o.signal?.addEventListener("abort", gone);
      cleanup = () => {
        stop();
        clearInterval(beat);
        clearTimeout(limit);
        o.signal?.removeEventListener("abort", gone);
      };

      write(`retry: ${o.retryMs ?? 3000}\n\n`);
      write(sseEvent("match", first, first.version));
      if (finished(first)) end();
      // A change between the first read and subscribing would otherwise wait for the beat.
      else void refresh();
    },
    cancel() {
      done = true;
      cleanup();
    },
  });
}
