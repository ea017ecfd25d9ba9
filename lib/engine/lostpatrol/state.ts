/** Small shared helpers over the state: the working copy `apply` mutates, lookups, deaths, the end. */
import type { GameEvent } from "../core/game";
import { BoardLookup, findTile, hexOf, sightFrom, type Sight, type Tiles } from "./board";
import { HUMANS, MONSTERS, type Cell, type EndReason, type LostPatrolState, type Soldier } from "./types";

export type Events = GameEvent[];

/**
 * The working copy `apply` changes; the input state is never touched. Cells are copied on write
 * (`own`), since most actions change one tile or none and simulations apply millions of actions.
 * `apply` is synchronous and never nested, so the copy in progress and the cells it made are
 * module state rather than fields of the (plain-data) game state.
 */
let current: LostPatrolState | null = null;
const mine = new Set<Cell>();

export function working(s: LostPatrolState): LostPatrolState {
  current = {
    ...s,
    board: s.board.slice(),
    deck: s.deck.slice(),
    soldiers: s.soldiers.map((x) => ({ ...x })),
    setupLeft: s.setupLeft.slice(),
    pending: s.pending.slice(),
    stats: { ...s.stats },
  };
  mine.clear();
  return current;
}

/** The tile at `key` in the working copy, ready to change. */
export function own(s: LostPatrolState, key: number): Cell {
  if (s !== current) throw new Error("own(): not the working copy of the apply in progress");
  const i = s.board.findIndex((c) => c.key === key);
  if (i < 0) throw new Error(`own(): no tile at ${key}`);
  let c = s.board[i];
  if (!mine.has(c)) {
    c = { ...c };
    s.board[i] = c;
    mine.add(c);
  }
  return c;
}

/** The board as a lookup by key. Boards hold a few dozen tiles, so a scan beats building an index. */
export const tilesOf = (s: LostPatrolState): Tiles => new BoardLookup(s.board);
export const tileAt = (s: LostPatrolState, key: number): Cell | undefined => findTile(s.board, key);

export const soldierKeys = (s: LostPatrolState): number[] => s.soldiers.map((x) => x.at);
export const soldiersOn = (s: LostPatrolState, key: number): Soldier[] => s.soldiers.filter((x) => x.at === key);
export const soldierById = (s: LostPatrolState, id: number): Soldier | undefined => s.soldiers.find((x) => x.id === id);
export const sightOf = (s: LostPatrolState): Sight => sightFrom(tilesOf(s), soldierKeys(s));
export const capacityOf = (s: LostPatrolState, c: Cell): number => s.types[c.type].capacity;
export const isShip = (s: LostPatrolState, c: Cell): boolean => s.types[c.type].kind === "ship";

/** A position for events and actions. */
export const at = (key: number) => hexOf(key);

export function endGame(s: LostPatrolState, reason: EndReason, events: Events): void {
  if (s.end) return;
  const winner = reason === "ship reached" ? HUMANS : reason === "turn limit" ? -1 : MONSTERS;
  s.end = { reason, winner };
  s.pending = [];
  events.push({ type: "end", reason, winner });
}

/** Removes a soldier from play; the game ends when the last one dies. */
export function killSoldier(s: LostPatrolState, id: number, cause: string, events: Events, reason: EndReason = "wiped out"): void {
  const i = s.soldiers.findIndex((x) => x.id === id);
  if (i < 0) return;
  const [dead] = s.soldiers.splice(i, 1);
  s.stats.soldiersLost++;
  if (s.acting === id) s.acting = -1;
  events.push({ type: "soldier-killed", soldier: id, kind: dead.kind, cause, at: at(dead.at) });
  if (s.soldiers.length === 0) endGame(s, reason, events);
}

/** Lays a tile (the board stays in ascending key order). */
export function placeTile(s: LostPatrolState, cell: Cell): void {
  const i = s.board.findIndex((c) => c.key > cell.key);
  s.board = i < 0 ? [...s.board, cell] : [...s.board.slice(0, i), cell, ...s.board.slice(i)];
  mine.add(cell);
}

/** Removes tiles from play with any monsters on them ("все находящиеся на нём монстры исчезают"). */
export function removeTiles(s: LostPatrolState, keys: ReadonlySet<number>): void {
  s.board = s.board.filter((c) => !keys.has(c.key));
  s.stats.tilesRemoved += keys.size;
}
