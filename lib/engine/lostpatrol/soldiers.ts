/**
 * Phase 1, the soldiers: "каждый солдат может выполнить 2 действия" (move or shoot, fewer is
 * fine), one soldier at a time: "Если вы начали действовать одним солдатом, то его действия не
 * могут прерываться действиями другого."
 */
import { IllegalActionError } from "../core/game";
import { Rng } from "../core/rng";
import { indexOf } from "./board-index";
import { exitEdges, stubAfter } from "./board";
import { at, count, capacityOf, countSoldiersOn, occupancy, own, ownSoldier, tileAt, type Events } from "./state";
import { GRENADIER_SHOT_DICE, HUMANS, SHOT_DICE, type Cell, type LostPatrolAction, type LostPatrolState, type Soldier } from "./types";

/** "На любом другом гексе одновременно могут находиться только 3 человека" (5 on the start tile). */
const hasRoom = (s: LostPatrolState, c: Cell): boolean => countSoldiersOn(s, c.key) < capacityOf(s, c);

/** Whether soldier x may act now: it is the acting one, or none is acting and x has not finished. */
const mayAct = (s: LostPatrolState, x: Soldier): boolean => (s.acting >= 0 ? x.id === s.acting : !x.done && x.acts > 0);

/** Two soldiers that only differ by id have the same moves; offer one of them to keep lists short. */
const twin = (a: Soldier, b: Soldier) => a.kind === b.kind && a.at === b.at && a.from === b.from && a.stub === b.stub && a.acts === b.acts;

function offeredBefore(s: LostPatrolState, n: number, x: Soldier): boolean {
  for (let i = 0; i < n; i++) if (mayAct(s, s.soldiers[i]) && twin(s.soldiers[i], x)) return true;
  return false;
}

const DONE: LostPatrolAction = Object.freeze({ seat: HUMANS, type: "done" });
/** "shoot" and "stop" by soldier id: they name no tile, so one object per soldier serves every board. */
const shoots: LostPatrolAction[] = [];
const stops: LostPatrolAction[] = [];
const shootAction = (id: number) => (shoots[id] ??= Object.freeze({ seat: HUMANS, type: "shoot", soldier: id }));
const stopAction = (id: number) => (stops[id] ??= Object.freeze({ seat: HUMANS, type: "stop", soldier: id }));

/**
 * Per soldier who may act (twins once): a move across every edge it may leave by whose path
 * joins the neighbour's, where there is room; "shoot" when monsters share its tile; "stop" for
 * the acting soldier. Then "done". The action objects come from the board index.
 */
export function soldierActions(s: LostPatrolState): LostPatrolAction[] {
  const out: LostPatrolAction[] = [];
  const board = s.board;
  const idx = indexOf(board);
  const onTile = occupancy(s);
  for (let n = 0; n < s.soldiers.length; n++) {
    const x = s.soldiers[n];
    // While a soldier acts, no other may: skip the twin check (it would find none).
    if (s.acting >= 0 ? x.id !== s.acting : !mayAct(s, x) || offeredBefore(s, n, x)) continue;
    const i = idx.find(x.at);
    const walk = exitEdges(x, board[i]) & idx.joinedEdges(i);
    for (let e = 0; walk !== 0 && e < 6; e++) {
      if (((walk >> e) & 1) === 0) continue;
      const j = idx.next(i, e);
      if (onTile[j] < capacityOf(s, board[j])) out.push(idx.moveAction(x.id, j, HUMANS));
    }
    if (board[i].monsters > 0) out.push(shootAction(x.id));
    if (s.acting === x.id) out.push(stopAction(x.id));
  }
  out.push(DONE);
  return out;
}

function actor(s: LostPatrolState, id: number): Soldier {
  let x: Soldier | undefined;
  for (let n = 0; n < s.soldiers.length && !x; n++) if (s.soldiers[n].id === id) x = s.soldiers[n];
  if (!x || !mayAct(s, x)) throw new IllegalActionError(`soldier ${id} cannot act now`);
  return ownSoldier(s, id)!;
}

function spend(s: LostPatrolState, x: Soldier): void {
  x.acts--;
  s.acting = x.id;
  if (x.acts === 0) finish(s, x);
}

function finish(s: LostPatrolState, x: Soldier): void {
  x.done = true;
  s.acting = -1;
}

export function moveSoldier(s: LostPatrolState, id: number, to: number, events: Events): void {
  const x = actor(s, id);
  const board = s.board;
  const idx = indexOf(board);
  const i = idx.find(x.at);
  const walk = exitEdges(x, board[i]) & idx.joinedEdges(i);
  for (let e = 0; e < 6; e++) {
    if (((walk >> e) & 1) === 0) continue;
    const j = idx.next(i, e);
    if (board[j].key !== to) continue;
    if (!hasRoom(s, board[j])) throw new IllegalActionError(`no room for soldier ${id} on ${at(s, to).q},${at(s, to).r}`);
    events.push({ type: "soldier-moved", soldier: id, from: idx.hex(i), to: idx.hex(j) });
    x.from = x.at;
    x.at = to;
    x.stub = stubAfter(board[j], e);
    spend(s, x);
    return;
  }
  throw new IllegalActionError(`soldier ${id} has no joined path to ${at(s, to).q},${at(s, to).r}`);
}

/** "Каждая выпавшая шестёрка - это удачное попадание, убивающее одного монстра." */
export function shoot(s: LostPatrolState, id: number, events: Events): void {
  const x = actor(s, id);
  if (!tileAt(s, x.at)?.monsters) throw new IllegalActionError("no monsters on the soldier's tile (shooting other tiles is not allowed)");
  const cell = own(s, x.at);
  const rng = new Rng(s.rng);
  const dice = rng.nd6(x.kind === "grenadier" ? GRENADIER_SHOT_DICE : SHOT_DICE);
  s.rng = rng.state();
  let sixes = 0;
  for (const d of dice) if (d === 6) sixes++;
  const kills = Math.min(cell.monsters, sixes);
  cell.monsters -= kills;
  count(s, "monstersKilled", kills);
  events.push({ type: "shot", soldier: id, at: at(s, x.at), dice, kills });
  spend(s, x);
}

export function stopSoldier(s: LostPatrolState, id: number): void {
  if (s.acting !== id) throw new IllegalActionError(`soldier ${id} is not acting`);
  finish(s, actor(s, id));
}
