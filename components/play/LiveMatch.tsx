"use client";
// A live match seen from one browser: join an open seat, act through the game's board, and get
// the other side's moves pushed by the server (server-sent events: the match is sent whenever it
// changes). The seat belongs to the account, so a reload or a lost connection comes back to the
// same match.
import Link from "next/link";
import { createElement, useEffect, useState } from "react";
import type { ActionBase } from "@/lib/engine/core/game";
import type { LiveMatchView } from "@/lib/content/api";
import { api, ApiError } from "@/components/studio/api";
import { boardFor } from "@/components/games/registry";

/** How often the match is read while no event stream is open. */
const FALLBACK_MS = 15_000;

export function LiveMatch({ initial }: { initial: LiveMatchView }) {
  const [match, setMatch] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [online, setOnline] = useState(true);
  const [copied, setCopied] = useState(false);
  // Every seat was taken by others: the match is theirs now and no longer shown here.
  const [gone, setGone] = useState(false);
  // Answers can arrive out of order (an event and a post): never go back to an older version.
  function accept(next: LiveMatchView) {
    setMatch((prev) => (next.version < prev.version ? prev : next));
  }

  // The match's events. EventSource reconnects by itself after a dropped connection (the server
  // sends the whole match again on each); a refused one (the session ended, the server down) is
  // closed for good, so it is opened again after a pause. While no stream is open the match is
  // read once every FALLBACK_MS, which is also how a match closed to us is noticed.
  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    const stop = () => {
      stopped = true;
      source?.close();
      source = null;
      if (reopen) clearTimeout(reopen);
      clearInterval(fallback);
    };
    const read = async () => {
      try {
        const next = await api<LiveMatchView>(`/api/live/${initial.id}`);
        if (stopped) return;
        accept(next);
        if (next.result && next.playtestId) stop();
      } catch (err) {
        if (stopped) return;
        if (err instanceof ApiError && err.status === 404) {
          setGone(true);
          stop();
        }
      }
    };
    const open = () => {
      if (stopped) return;
      const es = new EventSource(`/api/live/${initial.id}/events`);
      source = es;
      es.addEventListener("open", () => setOnline(true));
      es.addEventListener("match", (e) => {
        const next = JSON.parse((e as MessageEvent<string>).data) as LiveMatchView;
        setOnline(true);
        accept(next);
        if (next.result && next.playtestId) stop();
      });
      es.addEventListener("gone", () => {
        setGone(true);
        stop();
      });
      es.addEventListener("error", () => {
        if (stopped) return;
        setOnline(false);
        if (es.readyState === EventSource.CLOSED) {
          source = null;
          void read();
          reopen = setTimeout(open, FALLBACK_MS);
        }
      });
    };
    const fallback = setInterval(() => {
      if (source?.readyState !== EventSource.OPEN) void read();
    }, FALLBACK_MS);
    open();
    return stop;
  }, [initial.id]);

  async function send(path: string, json?: unknown) {
    setBusy(true);
    setError(null);
    try {
      accept(await api<LiveMatchView>(path, { method: "POST", json }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.body.current) accept(err.body.current as LiveMatchView);
      setError(err instanceof ApiError ? err.describe() : String(err));
    } finally {
      setBusy(false);
    }
  }

  const open = match.seats.some((s) => !s.taken);
  const link = typeof window === "undefined" ? `/live/${match.id}` : `${window.location.origin}/live/${match.id}`;
  const seatLabels = match.seats.map((s) => s.label);
  const waiting = match.activeSeats.filter((s) => s !== match.mySeat).map((s) => seatLabels[s]);

  return (
    <div className="stack" data-testid="live-match" data-version={match.version}>
      <div className="row" style={{ justifyContent: "space-between" }}>
        <div className="stack" style={{ gap: 2 }}>
          <h1 style={{ margin: 0 }}>{match.title}</h1>
          <span className="small muted">
            Live {match.gameName} · {online ? "connected" : "reconnecting…"}
          </span>
        </div>
        <div className="row">
          {match.seats.map((s, i) => (
            <span key={i} className={`badge ${s.taken ? "" : "warn"}`} data-testid={`live-seat-${i}`}>
              {s.label}: {s.mine ? "you" : s.taken ? "taken" : "open"}
            </span>
          ))}
        </div>
      </div>

      {open && (
        <div className="panel row" style={{ justifyContent: "space-between" }}>
          <span>
            Send this link to the other player: <code data-testid="live-link">{link}</code>
          </span>
          <button
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy link"}
          </button>
        </div>
      )}

      {!match.started && (
        <section className="panel stack" aria-label="What is played" data-testid="live-terms">
          <h2 style={{ margin: 0 }}>What is played</h2>
          {match.sources.length === 0 ? (
            <p className="muted" style={{ margin: 0 }}>
              {match.gameName} needs no documents.
            </p>
          ) : (
            <ul style={{ margin: 0, paddingLeft: "1.2rem" }}>
              {match.sources.map((s, i) => (
                <li key={i} data-testid="live-source">
                  {s.slot}:{" "}
                  {s.readable && s.documentId ? (
                    <>
                      <Link href={`/documents/${s.documentId}`} target="_blank">
                        {s.title}
                      </Link>{" "}
                      <span className="muted small">(version {s.version})</span>
                    </>
                  ) : (
                    <span className="warn">a {s.kind} you cannot read: ask its owner to share it with you before joining</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <details data-testid="live-options">
            <summary>Rule options</summary>
            <dl className="small" style={{ margin: 0 }}>
              {Object.entries(match.options).map(([key, value]) => (
                <div key={key} className="row" style={{ gap: "0.5rem" }}>
                  <dt className="muted">{key}</dt>
                  <dd style={{ margin: 0 }}>{typeof value === "object" ? JSON.stringify(value) : String(value)}</dd>
                </div>
              ))}
            </dl>
          </details>
          <p className="muted small" style={{ margin: 0 }}>
            The server deals the game when every seat is taken; nobody sees any of it before, and its seed stays secret until the end.
          </p>
        </section>
      )}

      {match.mySeat === null && open && (
        <div className="panel empty stack">
          <h2>Join this match</h2>
          <p className="muted">You take the first open seat; the match starts when every seat is taken.</p>
          <button
            className="primary"
            disabled={busy || match.sources.some((s) => !s.readable)}
            onClick={() => send(`/api/live/${match.id}/join`)}
          >
            Join as {match.seats.find((s) => !s.taken)?.label}
          </button>
        </div>
      )}
      {match.mySeat === null && (!open || gone) && <p className="notice">Every seat is taken; you are not playing in this match.</p>}

      {error && (
        <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {error}
        </pre>
      )}
      {match.result && (
        <p className="notice" data-testid="result">
          Game over:{" "}
          {match.result.unfinished
            ? "unfinished, no result"
            : match.result.draw
              ? "a draw"
              : `${match.result.winners.map((w) => seatLabels[w]).join(" and ")} won`}{" "}
          ({match.result.reason}).
          {match.playtestId && (
            <>
              {" "}
              <Link href={`/documents/${match.playtestId}`}>Open the replay</Link>
            </>
          )}
        </p>
      )}
      {!match.result && match.mySeat !== null && (
        <p className="small" data-testid="turn">
          {open
            ? "Waiting for the other player to join."
            : match.legal.length > 0
              ? "Your move."
              : `Waiting for ${waiting.join(" and ") || "the other side"}.`}
        </p>
      )}
      {match.view !== null && match.mySeat !== null && (
        <div className="panel">
          {createElement(boardFor(match.gameId), {
            view: match.view,
            seat: match.mySeat,
            seatLabels,
            legal: open || busy ? [] : match.legal,
            onAction: (action: ActionBase) => send(`/api/live/${match.id}/actions`, { version: match.version, action }),
            lastEvents: match.lastEvents,
          })}
        </div>
      )}
    </div>
  );
}
