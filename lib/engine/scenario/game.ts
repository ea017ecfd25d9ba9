/**
 * Lost Worlds scenarios on hex terrain on the core Game contract. Content: the scenario with its
 * figures' books (input.ts); seats: the scenario's sides in order. The Movement Phase is one seat
 * at a time (which figure moves next, its chart actions ending with the Undefended Space, and an
 * opponent's answer when the mover enters its Battle Zone: halt or let pass); the Combat Phase
 * asks each figure in an opponent's Battle Zone whether and whom it engages; a ROUND of a
 * fight is a simultaneous step of the two fighters' seats, resolved by the duel engine. All dice
 * come from the seed, so a seed and the action log replay a game exactly.
 */
import { IllegalActionError, forgetOthers, type Game, type GameEvent, type Seat } from "../core/game";
import { Rng, seedRng, type Seed } from "../core/rng";
import { lostWorlds } from "../lostworlds/game";
import { viewOf } from "../lostworlds/view";
import { compileScenario } from "./compile";
import { duelSeatOf, fightSeats, playRound } from "./combat";
import { DEFAULT_SCENARIO_OPTIONS, type ScenarioOptions, type ScenarioSource } from "./input";
import { applyMovement, movementActions } from "./movement";
import { advance, startMove, startTurn, stillToMove } from "./turn";
import { applyHaltAnswer, haltActions } from "./halting";
import { applyEngagement, engagementActions } from "./engagement";
import { applyTouch, touchActions } from "./dematerialise";
import { scenarioHeuristic, scenarioPolicy } from "./policy";
import { hideUnseenSpells, spellPool } from "./magic";
import type { CompiledScenario, FigureState, ScenarioAction, ScenarioState, ScenarioView } from "./types";

const NOBODY: Seat[] = [];

/** Compiled terrains by source object: a simulation sets up thousands of games from one scenario. */
const compiled = new WeakMap<ScenarioSource, CompiledScenario>();
/** The scenario compiled (once per source object); throws ScenarioError for a scenario that cannot be set up. */
export function prepareScenario(source: ScenarioSource): CompiledScenario {
  let t = compiled.get(source);
  if (!t) {
    t = compileScenario(source);
    compiled.set(source, t);
  }
  return t;
}

function startFigure(t: CompiledScenario, f: number): FigureState {
  const src = t.source.figures[f];
  return {
    at: t.index.get(`${src.start.q},${src.start.r}`)!,
    body: src.book!.character.bodyPoints,
    posture: "standing",
    condition: "active",
    carrying: -1,
    mp: 0,
    ran: false,
    ranLastTurn: false,
    starred: false,
    entered: 0,
    fought: false,
    halted: false,
    haltedWith: -1,
    hasHalted: false,
    combatOffBalance: false,
    blocked: false,
    done: false,
    undefended: -1,
    bodyMoved: false,
    recoveryBonus: 0,
    weaponAt: -1,
    weaponDropped: false,
    regenerating: false,
    away: false,
    cast: false,
    spellPoints: spellPool(src),
    spellsUsed: 0,
    spellsShown: 0,
  };
}

/** A copy whose figures and objects the rules may change (the compiled terrain is shared). */
function copyState(s: ScenarioState): ScenarioState {
  return {
    ...s,
    order: s.order.slice(),
    figures: s.figures.map((f) => ({ ...f })),
    objects: s.objects.map((o) => ({ ...o })),
    haltOffer: s.haltOffer ? { mover: s.haltOffer.mover, by: s.haltOffer.by.slice() } : null,
    engaging: s.engaging ? s.engaging.slice() : null,
    touches: s.touches.map((x) => ({ ...x })),
    fights: s.fights.map((fight) => fight.slice()),
    fight: s.fight ? { ...s.fight } : null,
    held: s.held.slice(),
    vp: s.vp.slice(),
    met: s.met.slice(),
    defeated: s.defeated.slice(),
    spells: s.spells.map((sp) => ({ ...sp })),
  };
}

function activeSeats(s: ScenarioState): Seat[] {
  if (s.over) return NOBODY;
  if (s.phase === "movement") {
    if (s.haltOffer) return [s.t.seatOf[s.haltOffer.by[0]]];
    if (s.touches.length) return [s.t.seatOf[s.touches[0].figure]];
    if (s.active >= 0) return [s.t.seatOf[s.active]];
    return s.mover < s.order.length ? [s.order[s.mover]] : NOBODY;
  }
  if (s.phase === "combat" && s.engaging?.length) return [s.t.seatOf[s.engaging[0]]];
  if (s.phase === "combat" && s.fight) return fightSeats(s, s.fight);
  return NOBODY;
}

/**
 * The legal actions last worked out, with the state object and step they were for: a bot lists
 * them and then applies one, which checks it against the same list (states are plain data, so the
 * cache lives here and never in the state).
 */
let lastLegal: { state: ScenarioState | null; step: number; seat: number; list: ScenarioAction[] } = {
  state: null,
  step: -1,
  seat: -1,
  list: [],
};

function legalActions(s: ScenarioState, seat: Seat): ScenarioAction[] {
  if (lastLegal.state === s && lastLegal.step === s.step && lastLegal.seat === seat) return lastLegal.list;
  const list = listLegal(s, seat);
  lastLegal = { state: s, step: s.step, seat, list };
  return list;
}

function listLegal(s: ScenarioState, seat: Seat): ScenarioAction[] {
  if (!activeSeats(s).includes(seat)) return [];
  if (s.phase === "movement") {
    if (s.haltOffer) return haltActions(s);
    if (s.touches.length) return touchActions(s);
    if (s.active >= 0) return movementActions(s, s.active);
    return stillToMove(s, seat).map((f) => ({ seat, type: "select" as const, figure: f }));
  }
  if (s.engaging?.length) return engagementActions(s);
  const fight = s.fight!;
  const duelSeat = duelSeatOf(s, fight, seat);
  return lostWorlds.legalActions(fight.duel, duelSeat).map((a) => ({ seat, type: "maneuver" as const, page: a.page }));
}

function sameAction(a: ScenarioAction, b: ScenarioAction): boolean {
  return actionKey(a) === actionKey(b);
}

function actionKey(a: ScenarioAction): string {
  switch (a.type) {
    case "maneuver":
      return `${a.seat}:maneuver:${a.page}`;
    case "jump-onto":
    case "block":
    case "halt":
    case "let-pass":
    case "engage":
      return `${a.seat}:${a.type}:${a.figure}:${a.target}`;
    case "cast":
      return `${a.seat}:cast:${a.figure}:${a.card}:${a.target}`;
    case "shove":
      return `${a.seat}:shove:${a.figure}:${a.target}:${a.extra ? 1 : 0}`;
    case "end":
      return `${a.seat}:end:${a.figure}:${a.undefended}`;
    case "run":
    case "prone":
    case "stand":
    case "regain":
    case "pick-up":
    case "pick-up-weapon":
    case "slay":
    case "regenerate":
    case "select":
    case "decline":
      return `${a.seat}:${a.type}:${a.figure}`;
    default:
      return `${a.seat}:${a.type}:${a.figure}:${a.to}`;
  }
}

function checkLegal(s: ScenarioState, action: ScenarioAction): void {
  const legal = legalActions(s, action.seat);
  for (let i = 0; i < legal.length; i++) if (legal[i] === action || sameAction(legal[i], action)) return;
  throw new IllegalActionError(`not a legal action now: ${actionKey(action)}`, action);
}

function applyTo(s: ScenarioState, action: ScenarioAction): { state: ScenarioState; events: GameEvent[] } {
  s.step++;
  const rng = new Rng(s.rng);
  const events: GameEvent[] = [];
  if (action.type === "maneuver") {
    const done = playRound(s, s.fight!, action.seat, action.page, events);
    if (!done && s.fight!.duel.step.choices.some((c) => c === null)) events.push({ type: "chosen", seat: action.seat });
  } else if (action.type === "select") startMove(s, action.figure);
  else if (action.type === "halt" || action.type === "let-pass") applyHaltAnswer(s, action, events);
  else if (action.type === "engage" || action.type === "decline") applyEngagement(s, action, events);
  else if (action.type === "displace") applyTouch(s, action, events);
  else applyMovement(s, action, rng, events);
  advance(s, rng, events);
  s.rng = rng.state();
  return { state: s, events };
}

export function setupScenario(source: ScenarioSource, options: Partial<ScenarioOptions> | null | undefined, seed: Seed): ScenarioState {
  const t = prepareScenario(source);
  const o: ScenarioOptions = { ...DEFAULT_SCENARIO_OPTIONS, ...source.options, ...(options ?? {}) };
  const s: ScenarioState = {
    t,
    step: 0,
    options: o,
    rng: seedRng(seed),
    turn: 0,
    phase: "movement",
    order: [],
    mover: 0,
    active: -1,
    haltOffer: null,
    engaging: null,
    touches: [],
    figures: source.figures.map((_, f) => startFigure(t, f)),
    objects: source.objects.map((o) => ({ at: t.index.get(`${o.at.q},${o.at.r}`) ?? -1, carriedBy: -1 })),
    fights: [],
    fight: null,
    held: source.victory.map(() => 0),
    vp: source.sides.map(() => 0),
    met: source.victory.map(() => false),
    defeated: source.figures.map(() => []),
    spells: [],
    rounds: 0,
    over: null,
  };
  const rng = new Rng(s.rng);
  startTurn(s, rng, []);
  advance(s, rng, []);
  s.rng = rng.state();
  return s;
}

export function viewScenario(s: ScenarioState, seat: Seat): ScenarioView {
  const fight = s.fight;
  return {
    seat,
    turn: s.turn,
    phase: s.phase,
    order: s.order,
    mover: s.mover,
    active: s.active,
    haltOffer: s.haltOffer,
    engaging: s.engaging,
    touches: s.touches,
    figures: s.figures,
    objects: s.objects,
    fight: fight
      ? {
          a: fight.a,
          b: fight.b,
          figures: fight.figures,
          seatInFight: duelSeatOf(s, fight, seat),
          round: fight.round,
          // A seat sees the fight as its own figure's side does (the others' pending picks hidden).
          duel: viewOf(fight.duel, duelSeatOf(s, fight, seat)),
        }
      : null,
    vp: s.vp,
    met: s.met,
    held: s.held,
    over: s.over,
    defeated: s.defeated,
    spells: s.spells,
    conditions: s.t.source.victory,
    // The scenario itself is public: boards and the log read its terrain and names from here
    // (a live match's board has nothing else to draw from). Spell cards are held in hand until cast.
    source: sourceSeenBy(s, seat),
  };
}

/** The scenario as `seat` sees it: another side's figures show only the spell cards they have cast. */
function sourceSeenBy(s: ScenarioState, seat: Seat): ScenarioSource {
  const src = s.t.source;
  const hidden = (f: number) => src.figures[f].spells.some((_, card) => !(s.figures[f].spellsShown & (1 << card)));
  if (!src.figures.some((_, f) => s.t.seatOf[f] !== seat && hidden(f))) return src;
  return {
    ...src,
    figures: src.figures.map((fig, f) =>
      s.t.seatOf[f] === seat || !hidden(f)
        ? fig
        : { ...fig, spells: fig.spells.filter((_, card) => s.figures[f].spellsShown & (1 << card)) },
    ),
  };
}

export const scenarioGame: Game<ScenarioState, ScenarioAction, ScenarioSource, Partial<ScenarioOptions>, ScenarioView> = {
  id: "scenario",
  defaultOptions: {},
  seatCount: (_o, content) => Math.max(2, content?.sides?.length ?? 2),
  setup: (content, options, seed) => setupScenario(content, options, seed),
  activeSeats,
  legalActions,
  apply(state, action) {
    checkLegal(state, action);
    return applyTo(copyState(state), action);
  },
  applyInPlace(state, action) {
    checkLegal(state, action);
    return applyTo(state, action);
  },
  result: (s) => s.over,
  view: viewScenario,
  determinize(state, seat, rng) {
    // The dice to come and the other fighter's pending pick are what a seat cannot see.
    const s = copyState(state);
    s.rng = rng.state();
    rng.u32();
    hideUnseenSpells(s, seat);
    if (s.fight) {
      const duelSeat = duelSeatOf(s, s.fight, seat);
      s.fight = { ...s.fight, duel: { ...s.fight.duel, step: forgetOthers(s.fight.duel.step, duelSeat) } };
    }
    return s;
  },
  heuristic: scenarioHeuristic,
  policy: scenarioPolicy,
  actionKey,
  metrics(s) {
    const out: Record<string, number> = { turns: s.turn };
    s.vp.forEach((v, seat) => (out[`vp.${seat}`] = v));
    out.dead = s.figures.filter((f) => f.condition === "dead").length;
    out.unconscious = s.figures.filter((f) => f.condition === "unconscious").length;
    out.rounds = s.rounds;
    return out;
  },
};
