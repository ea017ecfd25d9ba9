/**
 * Phase 4, the monster player: create a stack of 2, grow a stack by 2, or move a stack any number
 * of tiles losing one token per tile crossed; at most 18 tokens in play.
 */
import { IllegalActionError } from "../core/game";
import { indexOf, type BoardIndex } from "./board-index";
import { at, own, spawnCreates, spawnSites, tileAt, type Events } from "./state";
import {
  MONSTER_ACTIONS,
  MONSTER_TOKENS,
  MONSTERS,
  monsterPool,
  TOKENS_PER_PLACEMENT,
  type Cell,
  type LostPatrolAction,
  type LostPatrolState,
} from "./types";

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

/**
 * The monster player's choices, gathered without listing them (see gatherMonsterChoices): where
 * new stacks may appear, then per stack that may act whether it may grow and its marches. One
 * constant object of scratch, since choices are gathered at every monster step.
 */
const choices = {
  /** The spawn sites without a stack, as places in spawnSites' list (ascending), and every site's "create" at the same place. */
  sites: new Int32Array(64),
  creates: [] as readonly LostPatrolAction[],
  siteCount: 0,
  /** Board indices of the stacks that may act, in key order. */
  stacks: new Int32Array(64),
  stackCount: 0,
  /** Whether tokens are left in the pool (then every stack that may act may grow). */
  grows: false,
  /** The number of marches of stacks[k], at [k]. */
  marchCounts: new Int32Array(64),
};

/**
 * Fills `choices` for `s`: creates at spawn points, then per stack in key order grow and march to
 * every tile within its reach (breadth-first order), then "done". monsterActions lists them and
 * monsterActionAt picks one, so both read the one definition here.
 */
function gatherMonsterChoices(s: LostPatrolState): number {
  const board = s.board;
  const idx = indexOf(board);
  const stacks = perStack(s);
  // Per player, nothing may act without actions left (mayAct, decided once for the list).
  const anyMayAct = stacks || s.monsterActs > 0;
  if (choices.stacks.length < board.length) {
    choices.stacks = new Int32Array(board.length * 2);
    choices.marchCounts = new Int32Array(board.length * 2);
  }
  const tiles = choices.stacks,
    marchCounts = choices.marchCounts;
  // One pass for both the tokens in play (the pool: see monsterPool) and the stacks that may act.
  let used = 0,
    count = 0;
  for (let i = 0; i < board.length; i++) {
    const c = board[i];
    const m = c.monsters;
    if (m === 0) continue;
    used += m;
    if (anyMayAct && !(stacks && c.acts <= 0)) tiles[count++] = i;
  }
  const pool = MONSTER_TOKENS - used;
  let total = 1;
  let siteCount = 0;
  if (mayDraft(s, pool) && anyMayAct) {
    const sites = spawnSites(s);
    if (choices.sites.length < sites.length) choices.sites = new Int32Array(sites.length * 2);
    for (let k = 0; k < sites.length; k++) if (board[sites[k]].monsters === 0) choices.sites[siteCount++] = k;
    choices.creates = spawnCreates();
    total += siteCount;
  }
  const grows = mayDraft(s, pool);
  for (let k = 0; k < count; k++) {
    const i = tiles[k];
    // A move of d steps costs d tokens and must leave one: d <= monsters - 1.
    const n = idx.marchCount(i, board[i].monsters - 1, MONSTERS);
    marchCounts[k] = n;
    total += n + (grows ? 1 : 0);
  }
  choices.siteCount = siteCount;
  choices.stackCount = count;
  choices.grows = grows;
  return total;
}

const DONE: LostPatrolAction = Object.freeze({ seat: MONSTERS, type: "done" });

/** Choices of the t-th stack that may act: "grow" when the pool allows, then its marches. */
const stackChoices = (t: number): number => (choices.grows ? 1 : 0) + choices.marchCounts[t];

/** Choice k (below stackChoices(t)) of the t-th stack that may act. */
function stackChoice(idx: BoardIndex, t: number, k: number): LostPatrolAction {
  const i = choices.stacks[t];
  if (!choices.grows) return idx.march(i, k);
  return k === 0 ? idx.growAction(i, MONSTERS) : idx.march(i, k - 1);
}

/**
 * Create (at spawn points), then per stack in key order: grow, and march to every tile within
 * its reach in breadth-first order, then "done". The action objects come from the board index.
 */
export function monsterActions(s: LostPatrolState): LostPatrolAction[] {
  gatherMonsterChoices(s);
  const out: LostPatrolAction[] = [];
  const idx = indexOf(s.board);
  for (let k = 0; k < choices.siteCount; k++) out.push(choices.creates[choices.sites[k]]);
  for (let t = 0; t < choices.stackCount; t++) for (let k = 0; k < stackChoices(t); k++) out.push(stackChoice(idx, t, k));
  out.push(DONE);
  return out;
}

/** monsterActions(s)[pick(n)], n being its length, without listing them (see Game.legalActionAt). */
export function monsterActionAt(s: LostPatrolState, pick: (n: number) => number): LostPatrolAction {
  let k = pick(gatherMonsterChoices(s));
  if (k < choices.siteCount) return choices.creates[choices.sites[k]];
  k -= choices.siteCount;
  const idx = indexOf(s.board);
  for (let t = 0; t < choices.stackCount; t++) {
    if (k < stackChoices(t)) return stackChoice(idx, t, k);
    k -= stackChoices(t);
  }
  return DONE;
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
    if (mayDraft(s, pool)) return true;
    for (let e = 0; c.monsters > 1 && e < 6; e++) if (idx.next(i, e) >= 0) return true;
  }
  return mayDraft(s, pool) && anySpawnPoint(s);
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

/** Whether a create or grow may draw from a pool of `pool` (lastToken "none": only with 2 left). */
const mayDraft = (s: LostPatrolState, pool: number): boolean => pool >= (s.rules.lastToken === "none" ? TOKENS_PER_PLACEMENT : 1);

export function createStack(s: LostPatrolState, key: number, events: Events): void {
  const i = indexOf(s.board).find(key);
  const pool = monsterPool(s);
  if (!mayAct(s) || !mayDraft(s, pool) || i < 0 || s.board[i].monsters !== 0 || !spawnSites(s).includes(i)) {
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
  if (!found || found.monsters === 0 || !mayAct(s, found) || !mayDraft(s, pool))
    throw new IllegalActionError(`cannot grow a stack on ${at(s, key).q},${at(s, key).r}`);
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
