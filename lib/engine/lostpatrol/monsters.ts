/**
 * Phase 4, the monster player: create a stack of 2, grow a stack by 2, or move a stack any number
 * of tiles losing one token per tile crossed; at most 18 tokens in play.
 */
import { IllegalActionError } from "../core/game";
import { indexOf } from "./board-index";
import { at, own, spawnCreates, spawnSites, tileAt, type Events } from "./state";
import { MONSTER_ACTIONS, MONSTER_TOKENS, MONSTERS, monsterPool, TOKENS_PER_PLACEMENT, type Cell, type LostPatrolAction, type LostPatrolState } from "./types";

const perStack = (s: LostPatrolState) => s.rules.monsterActions === "per-stack";

/** Whether a stack (or, with no stack, a new one) may still act this turn. */
const mayAct = (s: LostPatrolState, stack?: Cell): boolean => (perStack(s) ? (stack ? stack.acts > 0 : true) : s.monsterActs > 0);

/**
 * Where a new stack may appear, as board indices in ascending key order: the spawn sites (the
 * ends of sight lines that are not dead ends, and the ship; see state.ts spawnSites) without a
 * stack: "a tile that already has a stack grows instead".
 */
export function spawnPoints(s: LostPatrolState): number[] {
  const sites = spawnSites(s);
  const out: number[] = [];
  for (let k = 0; k < sites.length; k++) if (s.board[sites[k]].monsters === 0) out.push(sites[k]);
  return out;
}

function anySpawnPoint(s: LostPatrolState): boolean {
  const sites = spawnSites(s);
  for (let k = 0; k < sites.length; k++) if (s.board[sites[k]].monsters === 0) return true;
  return false;
}

const DONE: LostPatrolAction = Object.freeze({ seat: MONSTERS, type: "done" });

/** Board indices of the tiles with a stack (monsterActions' scratch, in one constant object). */
const stackTiles = { tiles: new Int32Array(64) };

/**
 * Create (at spawn points), then per stack in key order: grow, and march to every tile within
 * its reach in breadth-first order, then "done". The action objects come from the board index.
 */
export function monsterActions(s: LostPatrolState): LostPatrolAction[] {
  const out: LostPatrolAction[] = [];
  const board = s.board;
  const idx = indexOf(board);
  const stacks = perStack(s);
  // Per player, nothing may act without actions left (mayAct, decided once for the list).
  const anyMayAct = stacks || s.monsterActs > 0;
  // One pass for both the tokens in play (the pool: see monsterPool) and the tiles with a stack.
  if (stackTiles.tiles.length < board.length) stackTiles.tiles = new Int32Array(board.length * 2);
  const tiles = stackTiles.tiles;
  let used = 0,
    count = 0;
  for (let i = 0; i < board.length; i++) {
    const m = board[i].monsters;
    if (m === 0) continue;
    used += m;
    tiles[count++] = i;
  }
  const pool = MONSTER_TOKENS - used;
  if (pool > 0 && anyMayAct) {
    const sites = spawnSites(s);
    const creates = spawnCreates();
    for (let k = 0; k < sites.length; k++) if (board[sites[k]].monsters === 0) out.push(creates[k]);
  }
  for (let k = 0; anyMayAct && k < count; k++) {
    const i = tiles[k];
    const c = board[i];
    if (stacks && c.acts <= 0) continue;
    if (pool > 0) out.push(idx.growAction(i, MONSTERS));
    // A move of d steps costs d tokens and must leave one: d <= monsters - 1.
    const marches = idx.marches(i, c.monsters - 1, MONSTERS);
    for (let m = 0; m < marches.length; m++) out.push(marches[m]);
  }
  out.push(DONE);
  return out;
}

/** Whether any action besides "done" is open (cheaper than listing them; used to skip the phase). */
export function monstersMayAct(s: LostPatrolState): boolean {
  // mayAct decided once (settle asks after every monster action): per player, with no action
  // left nothing may act, and otherwise everything may; per stack, a stack with actions left
  // may, and so may a new one.
  const stacks = perStack(s);
  if (!stacks && s.monsterActs <= 0) return false;
  const pool = monsterPool(s);
  const board = s.board;
  const idx = indexOf(board);
  for (let i = 0; i < board.length; i++) {
    const c = board[i];
    if (c.monsters === 0 || (stacks && c.acts <= 0)) continue;
    if (pool > 0) return true;
    for (let e = 0; c.monsters > 1 && e < 6; e++) if (idx.next(i, e) >= 0) return true;
  }
  return pool > 0 && anySpawnPoint(s);
}

function spend(s: LostPatrolState, stack: Cell): void {
  if (perStack(s)) stack.acts--;
  else s.monsterActs--;
}

/**
 * Tokens a placement adds from a pool of `pool`: 2, or what is left ("Если все жетоны уже в
 * джунглях, добавлять новых монстров в игру нельзя" forbids adding only when none is left, so a
 * last single token still comes in).
 */
const draft = (pool: number): number => Math.min(TOKENS_PER_PLACEMENT, pool);

export function createStack(s: LostPatrolState, key: number, events: Events): void {
  const i = indexOf(s.board).find(key);
  const pool = monsterPool(s);
  if (!mayAct(s) || pool === 0 || i < 0 || s.board[i].monsters !== 0 || !spawnSites(s).includes(i)) {
    throw new IllegalActionError(`no new stack may appear on ${at(s, key).q},${at(s, key).r} now`);
  }
  const c = own(s, key);
  c.monsters = draft(pool);
  c.from = -1;
  // Per stack, creating is the new stack's first action.
  c.acts = MONSTER_ACTIONS;
  spend(s, c);
  events.push({ type: "stack-created", at: at(s, key), monsters: c.monsters });
}

export function growStack(s: LostPatrolState, key: number, events: Events): void {
  const found = tileAt(s, key);
  const pool = monsterPool(s);
  if (!found || found.monsters === 0 || !mayAct(s, found) || pool === 0) throw new IllegalActionError(`cannot grow a stack on ${at(s, key).q},${at(s, key).r}`);
  const c = own(s, key);
  const n = draft(pool);
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
  // Searched as far as the stack can go: a tile not listed then is out of its reach.
  const reach = found && j >= 0 && found.monsters > 0 && mayAct(s, found) ? idx.reach(i, found.monsters - 1) : null;
  const route = reach ? reach.tiles.indexOf(j) : -1;
  if (!reach || route < 0 || reach.steps[route] > found!.monsters - 1) {
    throw new IllegalActionError(`the stack on ${at(s, fromKey).q},${at(s, fromKey).r} cannot reach ${at(s, toKey).q},${at(s, toKey).r}`);
  }
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
