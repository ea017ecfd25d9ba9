/**
 * Phase 4, the monster player: create a stack of 2, grow a stack by 2, or move a stack any number
 * of tiles losing one token per tile crossed; at most 18 tokens in play.
 */
import { IllegalActionError } from "../core/game";
import { hub, monsterReach, step } from "./board";
import { at, isShip, own, sightOf, tileAt, tilesOf, type Events } from "./state";
import { MONSTER_ACTIONS, MONSTERS, monsterPool, TOKENS_PER_PLACEMENT, type Cell, type LostPatrolAction, type LostPatrolState } from "./types";

const perStack = (s: LostPatrolState) => s.rules.monsterActions === "per-stack";

/** Whether a stack (or, with no stack, a new one) may still act this turn. */
const mayAct = (s: LostPatrolState, stack?: Cell): boolean => (perStack(s) ? (stack ? stack.acts > 0 : true) : s.monsterActs > 0);

/**
 * Where a new stack may appear: "на окончание любой тропинки (нетупиковый гекс на краю поля
 * зрения людей)" — the last tile of a sight line, unless its paths all end in dead ends — and
 * "всегда … на гексе корабля". A tile that already has a stack grows instead.
 */
export function spawnPoints(s: LostPatrolState): number[] {
  const out = new Set<number>();
  for (const k of sightOf(s).ends) if (hub(tileAt(s, k)!) !== 0) out.add(k);
  for (const c of s.board) if (isShip(s, c)) out.add(c.key);
  return [...out].filter((k) => tileAt(s, k)!.monsters === 0).sort((a, b) => a - b);
}

const stacks = (s: LostPatrolState): Cell[] => s.board.filter((c) => c.monsters > 0);

export function monsterActions(s: LostPatrolState): LostPatrolAction[] {
  const out: LostPatrolAction[] = [];
  const pool = monsterPool(s);
  if (pool > 0 && mayAct(s)) for (const k of spawnPoints(s)) out.push({ seat: MONSTERS, type: "create", at: at(k) });
  for (const c of stacks(s)) {
    if (!mayAct(s, c)) continue;
    if (pool > 0) out.push({ seat: MONSTERS, type: "grow", at: at(c.key) });
    for (const k of monsterReach(tilesOf(s), c.key, c.monsters - 1).keys()) out.push({ seat: MONSTERS, type: "march", from: at(c.key), to: at(k) });
  }
  out.push({ seat: MONSTERS, type: "done" });
  return out;
}

/** Whether any action besides "done" is open (cheaper than listing them; used to skip the phase). */
export function monstersMayAct(s: LostPatrolState): boolean {
  const pool = monsterPool(s);
  const tiles = tilesOf(s);
  for (const c of stacks(s)) {
    if (!mayAct(s, c)) continue;
    if (pool > 0) return true;
    for (let e = 0; c.monsters > 1 && e < 6; e++) if (tiles.has(step(c.key, e))) return true;
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
  if (!mayAct(s) || monsterPool(s) === 0 || !spawnPoints(s).includes(key)) {
    throw new IllegalActionError(`no new stack may appear on ${at(key).q},${at(key).r} now`);
  }
  const c = own(s, key);
  c.monsters = draft(s);
  c.from = -1;
  // Per stack, creating is the new stack's first action.
  c.acts = MONSTER_ACTIONS;
  spend(s, c);
  events.push({ type: "stack-created", at: at(key), monsters: c.monsters });
}

export function growStack(s: LostPatrolState, key: number, events: Events): void {
  const found = tileAt(s, key);
  if (!found || found.monsters === 0 || !mayAct(s, found) || monsterPool(s) === 0) throw new IllegalActionError(`cannot grow a stack on ${at(key).q},${at(key).r}`);
  const c = own(s, key);
  const n = draft(s);
  c.monsters += n;
  spend(s, c);
  events.push({ type: "stack-grown", at: at(key), added: n, monsters: c.monsters });
}

/**
 * "каждый пройденный гекс уменьшает стопку монстров на 1": a move of d steps costs d tokens and
 * must leave at least one. "Если стопка перемещается на гекс, где уже есть монстры, все они
 * объединяются в одну стопку." A merged stack keeps the fewer actions left (per-stack option)
 * and counts as having ambushed if either part had.
 */
export function marchStack(s: LostPatrolState, fromKey: number, toKey: number, events: Events): void {
  const found = tileAt(s, fromKey);
  const route = found && found.monsters > 0 && mayAct(s, found) ? monsterReach(tilesOf(s), fromKey, found.monsters - 1).get(toKey) : undefined;
  if (!route) throw new IllegalActionError(`the stack on ${at(fromKey).q},${at(fromKey).r} cannot reach ${at(toKey).q},${at(toKey).r}`);
  const src = own(s, fromKey);
  spend(s, src);
  const arriving = src.monsters - route.steps;
  const dst = own(s, toKey);
  const merged = dst.monsters > 0;
  dst.acts = merged ? Math.min(dst.acts, src.acts) : src.acts;
  dst.ambushed = (merged && dst.ambushed) || src.ambushed;
  dst.monsters += arriving;
  dst.from = route.via;
  src.monsters = 0;
  src.from = -1;
  src.ambushed = false;
  events.push({ type: "stack-moved", from: at(fromKey), to: at(toKey), lost: route.steps, monsters: dst.monsters, merged });
}
