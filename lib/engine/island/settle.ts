/**
 * The engine's loop: runs the agenda's tasks until a decision is needed (or the game is over),
 * then sees who is out and whether someone has won. Called after set-up and after every action.
 */
import { resolveCheck, rollCheck, startCheck } from "./checks";
import { runEffect } from "./effects";
import { monsterTurn } from "./monster";
import { next } from "./state";
import {
  dealPair,
  discardStep,
  drawAtLocation,
  endDraft,
  endTurn,
  engageStep,
  followLocation,
  moveStep,
  neutralStep,
  nextCard,
  revealCampsite,
  startTurn,
  transferStep,
} from "./turn";
import type { Events, IslandState, Task } from "./types";
import { advancedWinner, eliminate, endGame, instantWins } from "./victory";
import { runWindow, windowAnswered } from "./windows";

function run(s: IslandState, t: Task, ev: Events): void {
  switch (t.t) {
    case "draft":
      return dealPair(s, t.order, ev);
    case "draft-end":
      return endDraft(s, ev);
    case "turn":
      return startTurn(s, ev);
    case "move":
      return moveStep(s);
    case "engage":
      return engageStep(s, ev);
    case "neutrals":
      return neutralStep(s);
    case "transfer":
      return transferStep(s);
    case "discard":
      return discardStep(s);
    case "end-turn":
      return endTurn(s, ev);
    case "round-end":
      return roundEnd(s, t.next, ev);
    case "monsters":
      // One turn per Monster on the island, in the order they came out.
      next(s, ...s.monsters.map((card): Task => ({ t: "monster", card })));
      return;
    case "window":
      return runWindow(s, t);
    case "location":
      return followLocation(s, t, ev);
    case "fate":
      return drawAtLocation(s, t.loc, t.count, ev);
    case "cards":
      nextCard(s, t);
      return;
    case "campsite":
      return revealCampsite(s, t.loc, ev);
    case "check":
      return startCheck(s, ev);
    case "roll":
      return rollCheck(s, ev);
    case "resolve-check":
      return resolveCheck(s, ev);
    case "monster":
      return monsterTurn(s, t.card, ev);
    case "effect":
      return runEffect(s, t, ev);
  }
}

function roundEnd(s: IslandState, nextSeatToPlay: number, ev: Events): void {
  if (s.rules === "advanced") {
    const w = advancedWinner(s);
    if (w >= 0) return endGame(s, [w], "led every Follower and stopped every other Starting Character", ev, "advanced");
  }
  s.mods = s.mods.filter((m) => m.until !== 2);
  ev.push({ type: "round-end", round: s.round });
  if (s.round >= s.maxRounds) return endGame(s, [], `round limit (${s.maxRounds} rounds)`, ev, "round-limit");
  s.round++;
  s.seat = nextSeatToPlay;
}

/** Someone out of the game cannot be waited for: their decision is passed over. */
function dropPendingOfOut(s: IslandState): void {
  const p = s.pending;
  if (!p || !s.seats[p.seat].out) return;
  s.pending = null;
  if (p.kind === "defend") next(s, { t: "roll" });
  else if (p.kind === "react") windowAnswered(s, false);
  else if (p.kind === "reward") s.won = null;
  else if (p.kind === "answer") s.proposal = null;
}

/** The current player went out during their own turn: what is left of it is skipped. */
function cutTurn(s: IslandState): void {
  const i = s.tasks.findIndex((t) => t.t === "end-turn");
  if (i >= 0) s.tasks.length = i + 1;
  s.check = null;
  s.won = null;
  s.pending = null;
}

export function settle(s: IslandState, ev: Events): void {
  for (let guard = 0; guard < 100_000; guard++) {
    while (!s.end && !s.pending) {
      const t = s.tasks.pop();
      if (!t) break;
      run(s, t, ev);
    }
    if (s.end) {
      s.pending = null;
      return;
    }
    const gone = eliminate(s, ev);
    if (gone.includes(s.seat) && s.tasks.some((t) => t.t === "end-turn")) cutTurn(s);
    instantWins(s, ev);
    if (s.end) return;
    if (s.pending && s.seats[s.pending.seat].out) {
      dropPendingOfOut(s);
      continue;
    }
    if (s.pending) return;
    if (s.tasks.length === 0) {
      // Nothing left to do and nobody to ask: every player is gone.
      endGame(s, [], "nobody is left on the island", ev, "nobody");
      return;
    }
  }
  throw new Error("island: the engine kept running without a decision");
}
