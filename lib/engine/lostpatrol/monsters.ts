/**
 * Phase 4, the monster player: create a stack of 2, grow a stack by 2, or move a stack any number
 * of tiles losing one token per tile crossed; at most 18 tokens in play.
 */
import { IllegalActionError } from "../core/game";
import { indexOf } from "./board-index";
import { hub, ReachBuffer } from "./board";
import { at, isShip, own, sightOf, tileAt, type Events } from "./state";
import { MONSTER_ACTIONS, MONSTERS, monsterPool, TOKENS_PER_PLACEMENT, type Cell, type LostPatrolAction, type LostPatrolState } from "./types";

const perStack = (s: LostPatrolState) => s.rules.monsterActions === "per-stack";

/** Whether a stack (or, with no stack, a new one) may still act this turn. */
const mayAct = (s: LostPatrolState, stack?: Cell): boolean => (perStack(s) ? (stack ? stack.acts > 0 : true) : s.monsterActs > 0);

let spawnMark = new Uint8Array(64);

/**
 * Where a new stack may appear, as board indices in ascending key order: "на окончание любой
 * тропинки (нетупиковый гекс на краю поля зрения людей)" — the last tile of a sight line, unless
 * its paths all end in dead ends — and "всегда … на гексе корабля". A tile that already has a
 * stack grows instead.
 */
export function spawnPoints(s: LostPatrolState): number[] {
  const board = s.board;
  const n = board.length;
  if (spawnMark.length < n) spawnMark = new Uint8Array(n * 2);
  else spawnMark.fill(0, 0, n);
  const sight = sightOf(s);
  for (const i of sight.ends) if (hub(board[i]) !== 0) spawnMark[i] = 1;
  const out: number[] = [];
  for (let i = 0; i < n; i++) if ((spawnMark[i] === 1 || isShip(s, board[i])) && board[i].monsters === 0) out.push(i);
  return out;
}

const reach = new ReachBuffer();

export function monsterActions(s: LostPatrolState): LostPatrolAction[] {
  const out: LostPatrolAction[] = [];
  const board = s.board;
  const idx = indexOf(board);
  const pool = monsterPool(s);
  if (pool > 0 && mayAct(s)) for (const i of spawnPoints(s)) out.push({ seat: MONSTERS, type: "create", at: idx.hex(i) });
  for (let i = 0; i < board.length; i++) {
    const c = board[i];
    if (c.monsters === 0 || !mayAct(s, c)) continue;
    if (pool > 0) out.push({ seat: MONSTERS, type: "grow", at: idx.hex(i) });
    reach.search(board, i, c.monsters - 1);
    for (let k = 0; k < reach.count; k++) out.push({ seat: MONSTERS, type: "march", from: idx.hex(i), to: idx.hex(reach.tiles[k]) });
  }
  out.push({ seat: MONSTERS, type: "done" });
  return out;
}

/** Whether any action besides "done" is open (cheaper than listing them; used to skip the phase). */
export function monstersMayAct(s: LostPatrolState): boolean {
  const pool = monsterPool(s);
  const board = s.board;
  const idx = indexOf(board);
  for (let i = 0; i < board.length; i++) {
    const c = board[i];
    if (c.monsters === 0 || !mayAct(s, c)) continue;
    if (pool > 0) return true;
    for (let e = 0; c.monsters > 1 && e < 6; e++) if (idx.next(i, e) >= 0) return true;
  }
  return pool > 0 && mayAct(s) && spawnPoints(s).length > 0;
}

function spend(s: LostPatrolState, stack: Cell): void {
  if (perStack(s)) stack.acts--;
  else s.monsterActs--;
}

/**
 * Adds tokens from the pool: 2, or what is left ("Если все жетоны уже в джунглях, добавлять
 * новых монстров в игру нельзя" forbids adding only when none is left, so a last single token
 * still comes in).
 */
const draft = (s: LostPatrolState): number => Math.min(TOKENS_PER_PLACEMENT, monsterPool(s));

export function createStack(s: LostPatrolState, key: number, events: Events): void {
  const i = indexOf(s.board).find(key);
  if (!mayAct(s) || monsterPool(s) === 0 || i < 0 || !spawnPoints(s).includes(i)) {
    throw new IllegalActionError(`no new stack may appear on ${at(s, key).q},${at(s, key).r} now`);
  }
  const c = own(s, key);
  c.monsters = draft(s);
  c.from = -1;
  // Per stack, creating is the new stack's first action.
  c.acts = MONSTER_ACTIONS;
  spend(s, c);
  events.push({ type: "stack-created", at: at(s, key), monsters: c.monsters });
}

export function growStack(s: LostPatrolState, key: number, events: Events): void {
  const found = tileAt(s, key);
  if (!found || found.monsters === 0 || !mayAct(s, found) || monsterPool(s) === 0) throw new IllegalActionError(`cannot grow a stack on ${at(s, key).q},${at(s, key).r}`);
  const c = own(s, key);
  const n = draft(s);
  c.monsters += n;
  spend(s, c);
  events.push({ type: "stack-grown", at: at(s, key), added: n, monsters: c.monsters });
}

/**
 * "каждый пройденный гекс уменьшает стопку монстров на 1": a move of d steps costs d tokens and
 * must leave at least one. "Если стопка перемещается на гекс, где уже есть монстры, все они
 * объединяются в одну стопку." A merged stack keeps the fewer actions left (per-stack option)
 * and counts as having ambushed if either part had.
 */
export function marchStack(s: LostPatrolState, fromKey: number, toKey: number, events: Events): void {
  const idx = indexOf(s.board);
  const i = idx.find(fromKey),
    j = idx.find(toKey);
  const found = i >= 0 ? s.board[i] : undefined;
  const route = found && j >= 0 && found.monsters > 0 && mayAct(s, found) ? reach.search(s.board, i, found.monsters - 1, j).indexOfTile(j) : -1;
  if (route < 0) throw new IllegalActionError(`the stack on ${at(s, fromKey).q},${at(s, fromKey).r} cannot reach ${at(s, toKey).q},${at(s, toKey).r}`);
  const steps = reach.steps[route],
    via = idx.key(reach.via[route]);
  const src = own(s, fromKey);
  spend(s, src);
  const arriving = src.monsters - steps;
  const dst = own(s, toKey);
  const merged = dst.monsters > 0;
  dst.acts = merged ? Math.min(dst.acts, src.acts) : src.acts;
  dst.ambushed = (merged && dst.ambushed) || src.ambushed;
  dst.monsters += arriving;
  dst.from = via;
  src.monsters = 0;
  src.from = -1;
  src.ambushed = false;
  events.push({ type: "stack-moved", from: idx.hex(i), to: idx.hex(j), lost: steps, monsters: dst.monsters, merged });
}
