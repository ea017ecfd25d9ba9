/**
 * Hand-built positions for tests and experiments: a small map, pieces where you want them, the
 * turn of your choice. Built through the real set-up (content compilation, initial state), then
 * with the pieces placed directly.
 */
import type { Feature } from "../../content/kinds/mission";
import { defaultRuleset, type RulesetBody } from "../../content/kinds/ruleset";
import { missionFromRows, pitfallBody } from "../../content/hulk/test-missions";
import { seedRng } from "../../engine/core/rng";
import { hulk } from "../../engine/hulk/game";
import { setupGame } from "../../engine/hulk/setup";
import { newPiece } from "../../engine/hulk/state";
import { BLIP, MARINE, STEALER, type HulkAction, type HulkState, type Piece } from "../../engine/hulk/types";
import { boardFor } from "./compile";

export interface ScenarioPiece {
  kind: "marine" | "stealer" | "blip";
  /** [level, x, y] */
  at: [number, number, number];
  facing?: number;
  blip?: number;
  sergeant?: boolean;
  gun?: "storm-bolter" | "heavy-flamer";
  prone?: boolean;
  ap?: number;
}

export interface ScenarioSpec {
  /** Rows per level, bottom level first (see missionFromRows). */
  levels: string[][];
  features?: Feature[];
  doors?: { level: number; x: number; y: number; open?: boolean }[];
  pieces: ScenarioPiece[];
  phase?: "marines" | "stealers";
  cp?: number;
  seed?: number;
  ruleset?: RulesetBody;
}

/** A two-level 7×5 open hulk (all floor), the default test map. */
export const OPEN_2x7x5 = [Array(5).fill("......."), Array(5).fill(".......")];

export function scenario(spec: ScenarioSpec): HulkState {
  const m = missionFromRows(spec.levels);
  m.features = spec.features ?? [];
  m.doors = (spec.doors ?? []).map((d) => ({ ...d, open: d.open ?? false }));
  const marines = spec.pieces.filter((p) => p.kind === "marine");
  m.forces = {
    squads: [
      {
        name: "Test squad",
        members: marines.map((p, i) => ({
          name: `M${i}`,
          rank: p.sergeant ? ("sergeant" as const) : ("marine" as const),
          weapons: [p.gun ?? "storm-bolter", "power-glove"],
        })),
      },
    ],
  };
  m.reinforcements = { startingBlips: 0, arrivals: [], limitedPool: null, unlimitedFromTurn: null };
  m.victory = pitfallBody().victory;
  const s = setupGame(boardFor({ mission: m, ruleset: spec.ruleset ?? defaultRuleset() }), null, spec.seed ?? 1);
  const b = s.board;
  const R = b.rules;
  s.phase = spec.phase ?? "marines";
  s.turn = 1;
  s.toDeploy = [];
  s.counterDeck = [];
  s.cp = spec.cp ?? 0;
  let slot = 0;
  for (const p of spec.pieces) {
    const [level, x, y] = p.at;
    const cell = level * b.plane + y * b.width + x;
    const kind = p.kind === "marine" ? MARINE : p.kind === "stealer" ? STEALER : BLIP;
    const defaultAp = kind === MARINE ? R.actionPoints.marine : kind === BLIP ? R.actionPoints.blip : R.actionPoints.stealer;
    const piece = newPiece(
      s,
      kind,
      cell,
      p.facing ?? 0,
      p.ap ?? (s.phase === "marines" ? (kind === MARINE ? defaultAp : 0) : kind === MARINE ? 0 : defaultAp),
    );
    if (kind === MARINE) {
      piece.slot = slot++;
      if (p.gun === "heavy-flamer") piece.ammo = 6;
    }
    if (kind === BLIP) piece.blip = p.blip ?? 1;
    piece.prone = !!p.prone;
  }
  return s;
}

export const cellOf = (s: HulkState, level: number, x: number, y: number): number => level * s.board.plane + y * s.board.width + x;

export const pieceAt = (s: HulkState, level: number, x: number, y: number): Piece | undefined => {
  const c = cellOf(s, level, x, y);
  return s.pieces.find((p) => p.cell === c);
};

/** The same position with the dice of `seed` to come. */
export const reseeded = (s: HulkState, seed: number): HulkState => ({ ...s, rng: seedRng(seed) });

/** Applies a piece's action, activating the piece first when it is not the active one. */
export function act(s: HulkState, a: HulkAction) {
  let state = s;
  const events = [];
  if ("piece" in a && a.type !== "activate" && state.active !== a.piece && state.pending.length === 0) {
    const r = hulk.apply(state, { seat: a.seat, type: "activate", piece: a.piece });
    state = r.state;
    events.push(...r.events);
  }
  const r = hulk.apply(state, a);
  return { state: r.state, events: [...events, ...r.events] };
}

/** Legal actions of one piece (activating it first when needed), by type. */
export function actionsOf(s: HulkState, piece: number, type?: HulkAction["type"]): HulkAction[] {
  let state = s;
  const seat = s.phase === "marines" ? 0 : 1;
  if (state.active !== piece && state.pending.length === 0) state = hulk.apply(state, { seat, type: "activate", piece }).state;
  return hulk.legalActions(state, seat).filter((a) => "piece" in a && a.piece === piece && (!type || a.type === type));
}
