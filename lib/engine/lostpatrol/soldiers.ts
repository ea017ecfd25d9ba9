/**
 * Phase 1, the soldiers: "каждый солдат может выполнить 2 действия" (move or shoot, fewer is
 * fine), one soldier at a time: "Если вы начали действовать одним солдатом, то его действия не
 * могут прерываться действиями другого."
 */
import { IllegalActionError } from "../core/game";
import { Rng } from "../core/rng";
import { indexOf, type SoldierMoves } from "./board-index";
import { stubAfter } from "./board";
import { at, count, capacityOf, own, ownSoldierAt, soldiersAt, tileAt, type Events } from "./state";
import { GRENADIER_SHOT_DICE, HUMANS, SHOT_DICE, type Cell, type LostPatrolAction, type LostPatrolState, type Soldier } from "./types";

/** "На любом другом гексе одновременно могут находиться только 3 человека" (5 on the start tile). */
function hasRoom(s: LostPatrolState, c: Cell): boolean {
  return soldiersAt(s.soldiers, c.key) < capacityOf(s, c);
}

/** Whether soldier x may act now: it is the acting one, or none is acting and x has not finished. */
function mayAct(s: LostPatrolState, x: Soldier): boolean {
  return s.acting >= 0 ? x.id === s.acting : !x.done && x.acts > 0;
}

/** Two soldiers that only differ by id have the same moves; offer one of them to keep lists short. */
function twin(a: Soldier, b: Soldier): boolean {
  return a.kind === b.kind && a.at === b.at && a.from === b.from && a.stub === b.stub && a.acts === b.acts;
}

/** Whether a soldier before place n, free to act while none is acting, is x's twin. */
function offeredBefore(soldiers: readonly Soldier[], n: number, x: Soldier): boolean {
  for (let i = 0; i < n; i++) {
    const y = soldiers[i];
    if (!y.done && y.acts > 0 && twin(y, x)) return true;
  }
  return false;
}

const DONE: LostPatrolAction = Object.freeze({ seat: HUMANS, type: "done" });
/** "shoot" and "stop" by soldier id: they name no tile, so one object per soldier serves every board. */
const shoots: LostPatrolAction[] = [];
const stops: LostPatrolAction[] = [];
function shootAction(id: number): LostPatrolAction {
  return (shoots[id] ??= Object.freeze({ seat: HUMANS, type: "shoot", soldier: id }));
}
function stopAction(id: number): LostPatrolAction {
  return (stops[id] ??= Object.freeze({ seat: HUMANS, type: "stop", soldier: id }));
}

/**
 * The soldiers' choices, gathered without listing them (see gatherSoldierChoices): per soldier
 * who may act, its moves with room to go, whether it may shoot and whether it may stop. One
 * constant object of scratch, since choices are gathered at every soldier step.
 */
const choices = {
  count: 0,
  /** Soldier ids, at [k] for the k-th soldier who may act. */
  ids: new Int32Array(16),
  /** Its moves before room (from the board index), and which of them have room (bit k for move k). */
  moves: [] as SoldierMoves[],
  room: new Int32Array(16),
  /** Its number of choices: the moves with room, then 1 for "shoot" and 1 for "stop" when open. */
  sizes: new Int32Array(16),
  shoots: new Uint8Array(16),
  stops: new Uint8Array(16),
};

/**
 * Fills `choices` for `s`: per soldier who may act (twins once), a move across every edge it may
 * leave by whose path joins the neighbour's, where there is room; "shoot" when monsters share its
 * tile; "stop" for the acting soldier. Then "done". soldierActions lists them and soldierActionAt
 * picks one, so both read the one definition here.
 */
function gatherSoldierChoices(s: LostPatrolState): number {
  const board = s.board;
  const soldiers = s.soldiers;
  const types = s.types;
  const acting = s.acting;
  const idx = indexOf(board);
  if (choices.ids.length < soldiers.length) {
    const n = soldiers.length * 2;
    choices.ids = new Int32Array(n);
    choices.room = new Int32Array(n);
    choices.sizes = new Int32Array(n);
    choices.shoots = new Uint8Array(n);
    choices.stops = new Uint8Array(n);
  }
  let count = 0,
    total = 1;
  for (let n = 0; n < soldiers.length; n++) {
    const x = soldiers[n];
    // While a soldier acts, no other may (and no twin check is needed: it would find none).
    if (acting >= 0 ? x.id !== acting : x.done || x.acts <= 0 || offeredBefore(soldiers, n, x)) continue;
    const i = idx.find(x.at);
    const moves = idx.soldierMoves(x.id, i, x.stub, HUMANS);
    let room = 0,
      size = 0;
    for (let k = 0; k < moves.targets.length; k++) {
      const to = moves.targets[k];
      const capacity = types[board[idx.find(to)].type].capacity;
      // Soldier x is not on `to`: with no more soldiers than room in all, there is room.
      if (soldiers.length <= capacity || soldiersAt(soldiers, to) < capacity) {
        room |= 1 << k;
        size++;
      }
    }
    const shoots = board[i].monsters > 0 ? 1 : 0,
      stops = acting === x.id ? 1 : 0;
    choices.ids[count] = x.id;
    choices.moves[count] = moves;
    choices.room[count] = room;
    choices.shoots[count] = shoots;
    choices.stops[count] = stops;
    choices.sizes[count] = size + shoots + stops;
    total += size + shoots + stops;
    count++;
  }
  choices.count = count;
  return total;
}

/** Choice j (below sizes[k]) of the k-th soldier who may act: its moves with room, then "shoot", then "stop". */
function soldierChoice(k: number, j: number): LostPatrolAction {
  const moves = choices.moves[k];
  for (let m = 0, room = choices.room[k]; room !== 0; m++, room >>= 1) {
    if ((room & 1) === 0) continue;
    if (j === 0) return moves.actions[m];
    j--;
  }
  if (choices.shoots[k] === 1) {
    if (j === 0) return shootAction(choices.ids[k]);
    j--;
  }
  return stopAction(choices.ids[k]);
}

/** Per soldier who may act: its moves, "shoot", "stop"; then "done" (see gatherSoldierChoices). */
export function soldierActions(s: LostPatrolState): LostPatrolAction[] {
  gatherSoldierChoices(s);
  const out: LostPatrolAction[] = [];
  for (let k = 0; k < choices.count; k++) for (let j = 0; j < choices.sizes[k]; j++) out.push(soldierChoice(k, j));
  out.push(DONE);
  return out;
}

/** soldierActions(s)[pick(n)], n being its length, without listing them (see Game.legalActionAt). */
export function soldierActionAt(s: LostPatrolState, pick: (n: number) => number): LostPatrolAction {
  let j = pick(gatherSoldierChoices(s));
  for (let k = 0; k < choices.count; k++) {
    if (j < choices.sizes[k]) return soldierChoice(k, j);
    j -= choices.sizes[k];
  }
  return DONE;
}

/** Soldier `id`, ready to change, when it may act now. */
function actor(s: LostPatrolState, id: number): Soldier {
  const soldiers = s.soldiers;
  let n = 0;
  while (n < soldiers.length && soldiers[n].id !== id) n++;
  if (n === soldiers.length || !mayAct(s, soldiers[n])) throw new IllegalActionError(`soldier ${id} cannot act now`);
  return ownSoldierAt(s, n);
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
  const moves = idx.soldierMoves(id, i, x.stub, HUMANS);
  for (let k = 0; k < moves.targets.length; k++) {
    if (moves.targets[k] !== to) continue;
    const j = idx.find(to);
    if (!hasRoom(s, board[j])) throw new IllegalActionError(`no room for soldier ${id} on ${at(s, to).q},${at(s, to).r}`);
    events.push({ type: "soldier-moved", soldier: id, from: idx.hex(i), to: idx.hex(j) });
    x.from = x.at;
    x.at = to;
    x.stub = stubAfter(board[j], moves.edges[k]);
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
