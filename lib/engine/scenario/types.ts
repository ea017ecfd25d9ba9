/**
 * Lost Worlds scenario types: the compiled terrain, the state, the actions and the view.
 *
 * Seats are the scenario's sides, in order. A turn is: Roll for Initiative (ties re-rolled), the
 * Movement Phase (sides in initiative order; each moves its figures one at a time, in the order
 * the side picks, action by action, ending each figure's move by naming its Undefended Space; an
 * opponent whose Battle Zone the mover enters may halt it), the Combat Phase (halted pairs fight;
 * then each figure in an opponent's Battle Zone may engage one; each fight is three ROUNDS of the
 * duel engine: both seats choose a maneuver page at once), Check for Falls, then Victory.
 */
import type { GameResult } from "../core/game";
import type { RngState } from "../core/rng";
import type { LostWorldsState } from "../lostworlds/types";
import type { ScenarioOptions, ScenarioSource, VictoryCondition } from "./input";

export type Posture = "standing" | "off-balance" | "down";
export type Condition = "active" | "unconscious" | "dead";

/** The terrain as arrays by space index (space i is `source.spaces[i]`), built once and shared. */
export interface CompiledScenario {
  source: ScenarioSource;
  /** Index of the space at each place ("q,r"). */
  index: Map<string, number>;
  level: Int8Array;
  /** 1 where no figure may stand (wall, pillar, impassable). */
  blocked: Uint8Array;
  /** Six neighbour indices per space (−1 off the map), direction i of core/hex.ts at 6i + d. */
  neighbours: Int32Array;
  /** Space indices each victory condition names (empty for conditions without spaces). */
  goalSpaces: number[][];
  /** Object index each `carry` condition names (−1 for others). */
  goalObject: number[];
  /** Seat of each victory condition's side. */
  goalSeat: number[];
  /** Seat (side index) of each figure. */
  seatOf: number[];
  sideCount: number;
}

export interface FigureState {
  /** Space index. */
  at: number;
  body: number;
  posture: Posture;
  condition: Condition;
  /** Object index carried, −1 for none. */
  carrying: number;
  /** Movement points left this phase. */
  mp: number;
  ran: boolean;
  ranLastTurn: boolean;
  /** Did a starred chart action this turn (no running then). */
  starred: boolean;
  /** Spaces entered this turn (a jump needs two first). */
  entered: number;
  fought: boolean;
  /** Halted by an opponent's Battle Zone: no more movement. */
  halted: boolean;
  /** The figure that halted this one (−1 for none): they must fight. */
  haltedWith: number;
  /** Halted an opponent this turn (one per turn; it may not move afterwards). */
  hasHalted: boolean;
  /** Starts the Combat Phase Off Balance (ran, or shoved with two extra points). */
  combatOffBalance: boolean;
  /** Blocked by an opponent: only Regain Balance is allowed this turn. */
  blocked: boolean;
  /** Done moving this phase. */
  done: boolean;
  /** Direction 0..5 of the Undefended Space, −1 before it is named. */
  undefended: number;
  /** Moved while unconscious this phase: no recovery roll. */
  bodyMoved: boolean;
  /** Added to the next recovery roll (slain while unconscious). */
  recoveryBonus: number;
  /** Where the figure's thrown weapon lies, −1 while in hand. */
  weaponAt: number;
  /**
   * Lost its weapon (an opponent jumped down onto it, or a fight ended before a picture gave it
   * back): its next fight starts with the book's weapon-lost modifiers until a picture retrieves it.
   */
  weaponDropped: boolean;
  /** Gave up its allowance to regenerate at the end of this Movement Phase. */
  regenerating: boolean;
  /**
   * Dematerialised to regenerate: off the board until the end of the Movement Phase (no Battle
   * Zone, its space empty to everyone else).
   */
  away: boolean;
  /** Cast a spell this turn: the allowance is gone, so no running for more. */
  cast: boolean;
  /** Spell points left for casting beyond two spaces (the book's, less what its cards cost). */
  spellPoints: number;
  /** Bit per spell card that has worked (each card is used once). */
  spellsUsed: number;
  /** Bit per spell card cast at least once (shown to everyone, fizzled or not). */
  spellsShown: number;
}

/** A figure Touched by `by` on its return: it is moved aside, then drained (dematerialise.ts). */
export interface Touch {
  by: number;
  figure: number;
}

/** A spell in effect beyond the moment it was cast (magic.ts). */
export interface LastingSpell {
  caster: number;
  /** Index of the card in the caster's spells, and its name (another side's view lists only cast cards). */
  card: number;
  spell: string;
  target: number;
  /** ROUNDS still to run; −1 for the rest of the game, 0 for an instant spell that only waits for this phase's recovery roll. */
  rounds: number;
}

export interface ObjectState {
  at: number;
  /** Figure index carrying it, −1 when on the ground. */
  carriedBy: number;
}

/** One fight of the Combat Phase: one figure against one or several, three ROUNDS of the duel engine. */
export interface Fight {
  /** Figure indices: a = the engine's seat 0 (the one who chose to fight, or alone against several), b = seat 1. */
  a: number;
  b: number;
  /** The figure of each duel seat: a, then its opponents (more than one: the books' multi-player rules). */
  figures: number[];
  /** ROUNDS completed (three end the fight). */
  round: number;
  duel: LostWorldsState;
}

export type Phase = "movement" | "combat" | "over";

export interface ScenarioState {
  t: CompiledScenario;
  /** Actions applied so far (a step counter: the legal actions of a state are worked out once per step). */
  step: number;
  options: ScenarioOptions;
  rng: RngState;
  turn: number;
  phase: Phase;
  /** Seats in this turn's initiative order. */
  order: number[];
  /** Index into `order` of the side moving now. */
  mover: number;
  /** Figure whose move is in progress (−1: the side picks one). */
  active: number;
  figures: FigureState[];
  objects: ObjectState[];
  /**
   * The mover has just entered the Battle Zones of these opponents, who may halt it: the first is
   * asked, then the next, until one halts it or all let it pass (null when nobody is asked).
   */
  haltOffer: { mover: number; by: number[] } | null;
  /**
   * Figures still to say, at the start of the Combat Phase, whether and whom they engage (the
   * first decides now); null outside that part of the phase.
   */
  engaging: number[] | null;
  /**
   * Figures Touched by a dematerialised figure that came back in their space, each still to be
   * moved to an adjacent space its own side chooses (the first is asked now); empty otherwise.
   */
  touches: Touch[];
  /** Fights still to come this Combat Phase (a figure, then its opponent or opponents), then the fight in progress. */
  fights: number[][];
  fight: Fight | null;
  /** Turns in a row each `hold` condition has been held (0 for others). */
  held: number[];
  /** Points earned per seat so far (conditions met). */
  vp: number[];
  /** Conditions already met (each scores once). */
  met: boolean[];
  /** ROUNDS fought so far, all fights together. */
  rounds: number;
  /** Figures slain or knocked out by each figure (campaign XP). */
  defeated: number[][];
  /** Spells in effect that outlast their casting. */
  spells: LastingSpell[];
  over: GameResult | null;
}

/**
 * One step of the figure whose move is in progress (`figure` is its index in the scenario; it
 * must be the moving one). Spaces are space indices; `target` is a figure index.
 */
export type ScenarioAction =
  | { seat: number; type: "run"; figure: number }
  | { seat: number; type: "move"; figure: number; to: number }
  | { seat: number; type: "crawl"; figure: number; to: number }
  | { seat: number; type: "jump"; figure: number; to: number }
  | { seat: number; type: "jump-down"; figure: number; to: number }
  | { seat: number; type: "jump-onto"; figure: number; target: number }
  | { seat: number; type: "prone" | "stand" | "regain" | "pick-up" | "pick-up-weapon" | "slay" | "regenerate"; figure: number }
  | { seat: number; type: "drop" | "throw" | "throw-weapon" | "shove-object"; figure: number; to: number }
  | { seat: number; type: "shove"; figure: number; target: number; extra: boolean }
  | { seat: number; type: "block"; figure: number; target: number }
  /** Cast spell card `card` (an index into the figure's spells) at figure `target`, for the whole allowance. */
  | { seat: number; type: "cast"; figure: number; card: number; target: number }
  /** The moving side picks which of its figures moves next (when more than one has still to move). */
  | { seat: number; type: "select"; figure: number }
  /** An opponent whose Battle Zone `target` just entered halts it (and will fight it), or lets it pass. */
  | { seat: number; type: "halt"; figure: number; target: number }
  | { seat: number; type: "let-pass"; figure: number; target: number }
  /** A Touched figure's side moves it to `to`, a space beside the figure that came back in its space. */
  | { seat: number; type: "displace"; figure: number; to: number }
  /** At the start of the Combat Phase: `figure` engages `target`, an opponent in its Battle Zone, or fights nobody. */
  | { seat: number; type: "engage"; figure: number; target: number }
  | { seat: number; type: "decline"; figure: number }
  /** End the figure's move, naming its Undefended Space (a direction 0..5 of core/hex.ts). */
  | { seat: number; type: "end"; figure: number; undefended: number }
  /** A ROUND of the current fight: the page of a maneuver on the seat's figure's own sheet. */
  | { seat: number; type: "maneuver"; page: number };

export type ScenarioActionType = ScenarioAction["type"];

/** The Movement Chart's actions of the moving figure (not the choices of who moves, halts or fights). */
export type ChartAction = Exclude<
  ScenarioAction,
  { type: "maneuver" | "select" | "halt" | "let-pass" | "engage" | "decline" | "displace" }
>;

export interface ScenarioView {
  seat: number;
  turn: number;
  phase: Phase;
  order: number[];
  mover: number;
  active: number;
  /** The halt being offered to opponents of the mover (public: everyone sees a figure step into a Battle Zone). */
  haltOffer: { mover: number; by: number[] } | null;
  /** Figures still to decide whether to engage at the start of the Combat Phase (the first decides now). */
  engaging: number[] | null;
  /** Touched figures still to be moved aside (public: everyone sees the figure come back). */
  touches: Touch[];
  figures: FigureState[];
  objects: ObjectState[];
  /** The fight in progress as the duel engine shows it to this seat (null when none). */
  /** `seatInFight`: the duel seat this seat sees the fight as (its figure choosing now, else its first in the fight). */
  fight: { a: number; b: number; figures: number[]; seatInFight: number; round: number; duel: unknown } | null;
  vp: number[];
  met: boolean[];
  held: number[];
  over: GameResult | null;
  /** Figures slain or knocked out by each figure: public, and what a campaign credits. */
  defeated: number[][];
  /** Spells in effect (public: everyone saw them cast). */
  spells: LastingSpell[];
  conditions: VictoryCondition[];
  /** The scenario played: terrain, figures with their books, sides; another side's spell cards only once cast. */
  source: ScenarioSource;
}
