"use client";
// Plays and replays any registered game from a playtest document (seed + action log). Humans
// act through the game's board; bot seats move by themselves (or step by step); with several
// humans at one screen, a cover hides each seat's view until that player takes the device.
import { createElement, useEffect, useMemo, useState } from "react";
import { createBot, parseBotSpec } from "@/lib/engine/core/bots";
import { isSecretUntil, type ActionBase, type AnyGame, type GameEvent } from "@/lib/engine/core/game";
import type { PlaytestBody } from "@/lib/content/kinds/playtest";
import { botFor, botToAct, playBotTurn } from "@/lib/games/bot-turn";
import { continueUnderCurrentRules, replayLatest, type Divergence } from "@/lib/games/playtest-replay";
import { loadModule } from "@/lib/games/registry";
import { currentRulesVersion } from "@/lib/games/rules-version";
import type { GameModule } from "@/lib/games/types";
import type { EditorProps } from "@/components/editors/types";
import { boardFor, resultPanelFor, uiFor } from "@/components/games/registry";
import { controllerWords, turnSentence } from "./turn-text";
import { describeAction } from "./GenericBoard";
import { logLines } from "./log-text";
import { PlayProblems } from "./PlayProblems";

/** A move that no longer replays, in words. */
/** How long the page shows a move before a bot answers it (once per bot turn, not per action). */
const BOT_PAUSE_MS = 150;

function divergenceWords(d: Divergence): string {
  if (d.reason === "illegal") return `action ${describeAction(d.action)} is not legal here`;
  if (d.reason === "failed") return `action ${describeAction(d.action)} failed: ${d.message ?? "no reason given"}`;
  return "the rules now give different events";
}

export function PlaytestPlayer({ body, onChange, readOnly, userId }: EditorProps<PlaytestBody>) {
  const [mod, setMod] = useState<GameModule | null>(null);
  const game: AnyGame | null = mod?.game ?? null;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [autoplay, setAutoplay] = useState(true);
  const [revealed, setRevealed] = useState<number | null>(null);

  useEffect(() => {
    loadModule(body.gameId).then(setMod, (e: unknown) => setLoadError(String(e)));
  }, [body.gameId]);

  // Replayed incrementally: a new move (or a bot's turn) replays only itself, not the game again.
  const timeline = useMemo(() => (mod ? replayLatest(mod, body) : null), [mod, body]);
  // Each log line once per replay, not on every render.
  const lines = useMemo(() => (game && timeline ? logLines(game, body.log, timeline.states) : []), [game, timeline, body.log]);
  const last = timeline ? timeline.states.length - 1 : 0;
  const step = cursor === null ? last : Math.min(cursor, last);
  const live = step === last && !timeline?.divergence && !readOnly;
  const state = timeline?.states[step];
  const result = game && state !== undefined ? game.result(state) : null;
  const active = game && state !== undefined && !result ? game.activeSeats(state) : [];
  const humans = body.seats.map((s, i) => (s.controller === "human" ? i : -1)).filter((i) => i >= 0);
  const actingHuman = active.find((s) => humans.includes(s) && live);
  const botSeat = live && game && state !== undefined ? botToAct(game, body, state) : undefined;
  // Whose eyes: the acting human; else the only human; else (bots only, or replay) seat 0.
  const viewer = actingHuman ?? (humans.length === 1 ? humans[0] : 0);
  const needsCover = live && humans.length > 1 && actingHuman !== undefined && revealed !== actingHuman;

  /** Adds moves after the current step; a move made now is made under this studio's rules. */
  function append(entries: { action: ActionBase; events: GameEvent[] }[]) {
    if (!mod || entries.length === 0) return;
    // The side stays shown while the same player goes on (six set-up tiles in a row, say); the
    // cover comes back when another human seat is to act (needsCover compares seats).
    const log = [...body.log.slice(0, step), ...(entries as PlaytestBody["log"])];
    onChange({ ...body, rulesVersion: currentRulesVersion(mod), log });
  }
  function play(action: ActionBase) {
    if (!game || state === undefined) return;
    append([{ action, events: game.apply(state, action).events }]);
  }

  const ui = game ? uiFor(game.id) : null;
  const inSetup = (seat: number) => (game && state !== undefined && ui?.inSetup ? ui.inSetup(game.view(state, seat) as never) : false);
  const canPlaceForMe = !!game && state !== undefined && actingHuman !== undefined && !needsCover && inSetup(actingHuman);

  /**
   * "Place for me": the set-up played out at once, random legal moves for the people's seats and
   * each bot's own choices for its seats, until the first real turn (or someone else's secret choice).
   */
  function placeForMe() {
    if (!game || state === undefined || actingHuman === undefined) return;
    const log = body.log.slice(0, step);
    let s = state;
    for (let i = 0; i < 2000 && !game.result(s); i++) {
      const seats = game.activeSeats(s);
      const seat = seats[0];
      if (seat === undefined || !inSetupOf(s, seat)) break;
      // Another person's set-up stays theirs to make.
      if (body.seats[seat]?.controller === "human" && seat !== actingHuman) break;
      const spec = body.seats[seat]?.controller === "human" ? "random" : body.seats[seat].controller;
      const action = createBot(game, parseBotSpec(spec), `${body.seed}:place:${seat}:${log.length}`).choose(s, seat);
      const out = game.apply(s, action);
      log.push({ action, events: out.events } as PlaytestBody["log"][number]);
      s = out.state;
    }
    onChange({ ...body, rulesVersion: currentRulesVersion(mod!), log });
  }
  function inSetupOf(s: unknown, seat: number): boolean {
    return !!game && !!ui?.inSetup && ui.inSetup(game.view(s as never, seat) as never);
  }

  // Bots move by themselves while autoplay is on, a bot's whole turn at once (every action it
  // takes in a row: one change to the log, one replay, one save); off, "Bot move" steps them one
  // action at a time. The pause lets the page show the move before the bot's turn.
  useEffect(() => {
    if (!game || botSeat === undefined || !autoplay || state === undefined) return;
    const timer = setTimeout(() => append(playBotTurn(game, body, state, body.log.length).entries), BOT_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  if (loadError) return <p className="error">This playtest is for a game that is not installed: {loadError}</p>;
  if (timeline?.unplayable) {
    const refs = body.contentRef === null ? [] : Array.isArray(body.contentRef) ? body.contentRef : [body.contentRef];
    return (
      <PlayProblems
        problems={[{ document: refs.length === 1 ? 0 : null, message: timeline.unplayable, rule: null }]}
        documents={refs}
        intro="This playtest cannot be played: the game refuses what it was set up with."
      />
    );
  }
  if (!game || !timeline || state === undefined) return <p className="muted">Loading the game…</p>;

  const lastEvents = step > 0 ? (body.log[step - 1]?.events as GameEvent[]) : [];
  const board = createElement(boardFor(game.id), {
    view: game.view(state, viewer),
    seat: viewer,
    seatLabels: body.seats.map((s) => s.label),
    legal: actingHuman !== undefined && !needsCover ? game.legalActions(state, actingHuman) : [],
    onAction: play,
    lastEvents,
    content: body.content,
  });

  return (
    <div className="stack" data-testid="playtest">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <div className="row">
          <strong>{mod!.title}</strong>
          <span className="small muted">seed {String(body.seed)}</span>
          {body.seats.map((s, i) => (
            <span key={i} className={`badge ${active.includes(i) ? "" : "warn"}`} title={active.includes(i) ? "To act now" : undefined}>
              {s.label} · {controllerWords(s.controller, humans.length === 1)}
            </span>
          ))}
        </div>
        <div className="row">
          <label className="check">
            <input type="checkbox" checked={autoplay} onChange={(e) => setAutoplay(e.target.checked)} /> Bots move by themselves
          </label>
          {!autoplay && botSeat !== undefined && (
            <button onClick={() => play(botFor(game, body, botSeat, body.log.length).choose(state, botSeat))}>Bot move</button>
          )}
          {canPlaceForMe && (
            <button onClick={placeForMe} title="Random legal set-up moves for your side, up to the first turn">
              Place for me
            </button>
          )}
          {!readOnly && (
            <button onClick={() => onChange({ ...body, log: body.log.slice(0, Math.max(0, step - 1)) })} disabled={step === 0}>
              Undo
            </button>
          )}
        </div>
      </div>

      {timeline.divergence && timeline.rules === "current" && (
        <p className="error" role="alert">
          The recorded game stops replaying at step {timeline.divergence.step + 1}: {divergenceWords(timeline.divergence)}. Steps up to
          there are shown.
        </p>
      )}
      {timeline.divergence && timeline.rules !== "current" && (
        <div className="notice stack" role="alert" data-testid="older-rules">
          <p style={{ margin: 0 }}>
            This game was recorded under {timeline.rules === "older" ? "older" : "newer"} rules;{" "}
            {timeline.divergence.step > 0 ? `it replays up to move ${timeline.divergence.step}.` : "none of its moves replay."} Move{" "}
            {timeline.divergence.step + 1} is where {timeline.rules === "older" ? "today's rules" : "this studio's rules"} part from it (
            {divergenceWords(timeline.divergence)}).
            {!readOnly && " Go on from there under today's rules, or start the game again; the saved revisions keep the record as it was."}
          </p>
          {!readOnly && (
            <div className="row">
              {timeline.divergence.step > 0 && (
                <button className="primary" onClick={() => onChange(continueUnderCurrentRules(mod!, body, timeline.divergence!.step))}>
                  Continue from move {timeline.divergence.step}
                </button>
              )}
              <button onClick={() => onChange(continueUnderCurrentRules(mod!, body, 0))}>Start again</button>
            </div>
          )}
        </div>
      )}
      {result && (
        <p className="notice" data-testid="result">
          Game over:{" "}
          {result.unfinished
            ? "unfinished, no result"
            : result.draw
              ? "a draw"
              : `${result.winners.map((w) => body.seats[w]?.label ?? `seat ${w + 1}`).join(" and ")} won`}{" "}
          ({uiFor(game.id)?.outcomes?.reason?.(result.reason) ?? result.reason}).
        </p>
      )}
      {result &&
        userId &&
        step === last &&
        resultPanelFor(game.id) &&
        createElement(resultPanelFor(game.id)!, { playtest: body, view: game.view(state, 0), userId })}
      {!result && live && (
        <p className="small" data-testid="turn" style={{ margin: 0 }}>
          {turnSentence(body.seats, active, autoplay)}
        </p>
      )}

      <div className="layout-play">
        <div className="panel">
          {needsCover ? (
            <div className="empty stack" data-testid="cover">
              <h2>Pass the device to {body.seats[actingHuman!].label}</h2>
              <p className="muted">The other side&apos;s choices stay hidden.</p>
              <button className="primary" onClick={() => setRevealed(actingHuman!)}>
                I am {body.seats[actingHuman!].label}: show my side
              </button>
            </div>
          ) : (
            board
          )}
        </div>
        <aside className="panel stack" aria-label="Event log">
          <h2 style={{ margin: 0 }}>Log</h2>
          <div className="row">
            <button onClick={() => setCursor(0)} disabled={step === 0} aria-label="First step">
              ⇤
            </button>
            <button onClick={() => setCursor(Math.max(0, step - 1))} disabled={step === 0} aria-label="Previous step">
              ◀
            </button>
            <input
              type="range"
              min={0}
              max={last}
              value={step}
              onChange={(e) => setCursor(Number(e.target.value))}
              aria-label="Step"
              style={{ flex: 1 }}
            />
            <button onClick={() => setCursor(step + 1 >= last ? null : step + 1)} disabled={step >= last} aria-label="Next step">
              ▶
            </button>
            <button onClick={() => setCursor(null)} disabled={step === last} aria-label="Latest step">
              ⇥
            </button>
            <span className="small" data-testid="step">
              step {step} / {last}
            </span>
          </div>

          <ol className="event-log" data-testid="event-log">
            {body.log.slice(0, step).map((entry, i) => (
              <li key={i}>
                <button className="link" onClick={() => setCursor(i + 1)}>
                  {i + 1}.
                </button>{" "}
                <strong>{body.seats[(entry.action as ActionBase).seat]?.label}</strong>:{" "}
                {live && isSecretUntil(body.log as { events: GameEvent[] }[], i, step) ? "chose in secret" : lines[i]?.action}
                {(lines[i]?.events.length ?? 0) > 0 && (
                  <ul>
                    {lines[i].events.map((text, j) => (
                      <li key={j} className="small muted">
                        {text}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
