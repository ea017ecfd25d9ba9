/**
 * Phase 5, ambushes, and what follows them: casualties and retreats. The seed's "Засада",
 * "Результат засады", "Убитые" and "Отступление" sections.
 */
import { IllegalActionError } from "../core/game";
import { Rng } from "../core/rng";
import { indexOf } from "./board-index";
import { exitEdges, keyOf, step, stubAfter, walkTo } from "./board";
import { keepGroup } from "./laying";
import { at, count, killSoldier, own, ownPending, ownSoldier, soldierById, soldiersAt, soldiersOn, tileAt, type Events } from "./state";
import {
  HUMANS,
  MAX_MONSTERS_PER_TILE,
  MONSTERS,
  type Cell,
  type LostPatrolAction,
  type LostPatrolState,
  type Pending,
  type Soldier,
} from "./types";

/** Stacks that share a tile with soldiers and have not ambushed this turn, in ascending key order. */
export function ambushSites(s: LostPatrolState): number[] {
  const out: number[] = [];
  const board = s.board;
  for (let i = 0; i < board.length; i++) if (canAmbush(board[i], s.soldiers)) out.push(board[i].key);
  return out;
}

/** A stack that has not ambushed this turn, on a tile with soldiers. */
function canAmbush(c: Cell, soldiers: readonly Soldier[]): boolean {
  return c.monsters > 0 && !c.ambushed && soldiersAt(soldiers, c.key) > 0;
}

export function anyAmbushSite(s: LostPatrolState): boolean {
  const board = s.board;
  // Soldiers are few: look at their tiles rather than at every tile.
  const soldiers = s.soldiers;
  if (soldiers.length === 0) return false;
  const idx = indexOf(board);
  for (let k = 0; k < soldiers.length; k++) {
    const i = idx.find(soldiers[k].at);
    // Soldier k stands there, so only the stack matters.
    if (i >= 0 && board[i].monsters > 0 && !board[i].ambushed) return true;
  }
  return false;
}

const DONE: LostPatrolAction = Object.freeze({ seat: MONSTERS, type: "done" });

/** One "ambush" per stack that may (shared action objects, see BoardIndex), then "done". */
export function ambushActions(s: LostPatrolState): LostPatrolAction[] {
  const out: LostPatrolAction[] = [];
  const board = s.board;
  const idx = indexOf(board);
  for (let i = 0; i < board.length; i++) if (canAmbush(board[i], s.soldiers)) out.push(idx.ambushAction(i, MONSTERS));
  out.push(DONE);
  return out;
}

/**
 * Monsters: as many as on the tile, +1 when one die shows exactly that number ("максимальная
 * сила монстров - 7 (6 монстров + 1 бонус)", so a stack above 6, possible until extras are
 * removed at the end of the turn, counts as 6).
 */
export function monsterStrength(monsters: number, die: number, bigStacks: "six" | "all" = "six"): number {
  return (bigStacks === "all" ? monsters : Math.min(monsters, MAX_MONSTERS_PER_TILE)) + (die === monsters ? 1 : 0);
}

/**
 * Humans: the higher of two dice, +1 with the sergeant on the tile, +1 when the ambush is in the
 * grenadier's sight (his own tile included), or the number of soldiers on the tile if that is
 * more ("игрок-человек может принять решение … по количеству людей на гексе" — taking the higher
 * is always right, so the engine does it).
 */
export function humanStrength(dice: readonly number[], sergeant: boolean, grenadierSees: boolean, soldiers: number): number {
  return Math.max(Math.max(...dice) + (sergeant ? 1 : 0) + (grenadierSees ? 1 : 0), soldiers);
}

/** Whether a soldier on `from` sees tile `key` (his own tile included). */
function sees(s: LostPatrolState, from: number, key: number): boolean {
  const idx = indexOf(s.board);
  const home = idx.find(from);
  return home >= 0 && idx.sight(home).seen.includes(idx.find(key));
}

export function ambush(s: LostPatrolState, key: number, events: Events): void {
  const site = indexOf(s.board).find(key);
  if (site < 0 || !canAmbush(s.board[site], s.soldiers))
    throw new IllegalActionError(`no stack can ambush on ${at(s, key).q},${at(s, key).r}`);
  const cell = own(s, key);
  let here = 0,
    sergeant = false,
    grenadierSeen = false,
    grenadierSees = false;
  for (const x of s.soldiers) {
    if (x.at === key) {
      here++;
      if (x.kind === "sergeant") sergeant = true;
    }
    // The first grenadier (there is one in the patrol).
    if (x.kind === "grenadier" && !grenadierSeen) {
      grenadierSeen = true;
      grenadierSees = sees(s, x.at, key);
    }
  }
  const rng = new Rng(s.rng);
  const monsterDie = rng.d6();
  const humanDice = rng.nd6(2);
  s.rng = rng.state();
  const m = monsterStrength(cell.monsters, monsterDie, s.rules.bigStacks);
  const h = humanStrength(humanDice, sergeant, grenadierSees, here);
  cell.ambushed = true;
  count(s, "ambushes", 1);
  const outcome = m === h ? "tie" : m > h ? "monsters" : "humans";
  events.push({
    type: "ambush",
    at: at(s, key),
    monsters: cell.monsters,
    monsterDie,
    humanDice,
    monsterStrength: m,
    humanStrength: h,
    outcome,
  });
  // "Силы равны: ничья. Солдаты отступают на 1 гекс назад." / "Монстры сильнее: один солдат
  // убит, а остальные отступают" / "Люди сильнее: один монстр убит, а остальные отступают".
  if (outcome === "monsters") ownPending(s).push({ kind: "casualty", at: key, cause: "ambush" });
  if (outcome !== "humans") ownPending(s).push({ kind: "soldiers-retreat", at: key });
  else {
    cell.monsters--;
    count(s, "monstersKilled", 1);
    if (cell.monsters > 0) ownPending(s).push({ kind: "monster-retreat", at: key });
  }
}

// ---------------------------------------------------------------------------------------------
// Decisions that follow an ambush (and the end of a turn)

/** "Игрок-человек сам выбирает кто из его солдат погиб"; soldiers alike in every way are offered once. */
export function casualtyChoices(s: LostPatrolState, key: number): Soldier[] {
  const out: Soldier[] = [];
  for (const x of soldiersOn(s, key)) if (!out.some((o) => o.kind === x.kind && o.from === x.from && o.stub === x.stub)) out.push(x);
  return out;
}

/** "При отступление люди должны двигаться только по тропинкам, как обычно" (room does not matter). */
export function retreatChoices(s: LostPatrolState, x: Soldier): number[] {
  const out: number[] = [];
  const idx = indexOf(s.board);
  const i = idx.find(x.at);
  const exits = exitEdges(x, s.board[i]);
  for (let e = 0; e < 6; e++) {
    const j = walkTo(s.board, idx, i, exits, e);
    if (j >= 0) out.push(s.board[j].key);
  }
  return out;
}

/** A stack may fall back to any touching tile (monsters do not keep to paths). */
export function monsterRetreatChoices(s: LostPatrolState, key: number): number[] {
  const out: number[] = [];
  for (let e = 0; e < 6; e++) if (tileAt(s, step(key, e))) out.push(step(key, e));
  return out;
}

/**
 * "отступают на 1 гекс назад": back is the tile the soldier last stepped from, when it is still
 * on the table and joined by a path; otherwise the human picks a joined neighbour (automatic when
 * there is one), and a soldier with none stays put.
 */
function retreatSoldier(s: LostPatrolState, id: number, to: number, events: Events): void {
  const x = soldierById(s, id)!;
  const idx = indexOf(s.board);
  const i = idx.find(x.at);
  const exits = exitEdges(x, s.board[i]);
  for (let edge = 0; edge < 6; edge++) {
    const j = walkTo(s.board, idx, i, exits, edge);
    if (j >= 0 && s.board[j].key === to) return retreatAcross(s, id, i, j, edge, events);
  }
  throw new IllegalActionError(`soldier ${x.id} cannot retreat to ${at(s, to).q},${at(s, to).r}`);
}

/** Soldier `id` on board tile i falls back across `edge` to board tile j (a joined neighbour). */
function retreatAcross(s: LostPatrolState, id: number, i: number, j: number, edge: number, events: Events): void {
  const idx = indexOf(s.board);
  events.push({ type: "soldier-retreated", soldier: id, from: idx.hex(i), to: idx.hex(j) });
  const to = s.board[j];
  const moving = ownSoldier(s, id)!;
  // Back again would be the ambush tile; where "back" is after a retreat is unknown.
  moving.from = -1;
  moving.at = to.key;
  moving.stub = stubAfter(to, edge);
}

/** Whether board tile j touches board tile i. */
function touches(s: LostPatrolState, i: number, j: number): boolean {
  if (j < 0) return false;
  const idx = indexOf(s.board);
  for (let e = 0; e < 6; e++) if (idx.next(i, e) === j) return true;
  return false;
}

/**
 * The stack falls back; it counts as having ambushed. Joining a stack that has not ambushed yet,
 * the merged stack counts as having ambushed too (retreatJoin "ambushed"), or keeps the standing
 * stack's state ("receiver").
 */
function retreatStack(s: LostPatrolState, key: number, to: number, events: Events): void {
  const idx = indexOf(s.board);
  const i = idx.find(key);
  if (i < 0 || !touches(s, i, idx.find(to))) throw new IllegalActionError(`the stack cannot retreat to ${at(s, to).q},${at(s, to).r}`);
  const src = own(s, key),
    dst = own(s, to);
  events.push({ type: "stack-retreated", from: at(s, key), to: at(s, to), monsters: src.monsters });
  const joins = dst.monsters > 0;
  if (!joins) dst.from = -1;
  dst.monsters += src.monsters;
  dst.ambushed = joins && s.rules.retreatJoin === "receiver" ? dst.ambushed : true;
  src.monsters = 0;
  src.from = -1;
}

/** Resolves the first pending item when it needs no decision; false when a seat must choose. */
export function resolveAutomatic(s: LostPatrolState, events: Events): boolean {
  const p = s.pending[0];
  switch (p.kind) {
    case "keep-group":
      return false;
    case "casualty": {
      const choices = casualtyChoices(s, p.at);
      if (choices.length > 1) return false;
      ownPending(s).shift();
      if (choices.length === 1) killSoldier(s, choices[0].id, p.cause, events);
      return true;
    }
    case "soldiers-retreat": {
      // Every soldier on the tile, in soldier order, retreats (one decision each).
      const each: Pending[] = [];
      for (const x of s.soldiers) if (x.at === p.at) each.push({ kind: "retreat", soldier: x.id });
      ownPending(s).splice(0, 1, ...each);
      return true;
    }
    case "retreat": {
      // Back when it is among the joined neighbours, else the only one, else none: no choice.
      const x = soldierById(s, p.soldier);
      let choices = 0,
        only = -1,
        back = -1,
        i = -1;
      const idx = indexOf(s.board);
      if (x) {
        i = idx.find(x.at);
        const exits = exitEdges(x, s.board[i]);
        for (let e = 0; e < 6; e++) {
          const j = walkTo(s.board, idx, i, exits, e);
          if (j < 0) continue;
          choices++;
          only = e;
          if (s.board[j].key === x.from) back = e;
        }
      }
      const edge = back >= 0 ? back : choices === 1 ? only : choices === 0 ? -1 : null;
      if (edge === null) return false;
      ownPending(s).shift();
      if (x && edge >= 0) retreatAcross(s, x.id, i, idx.next(i, edge), edge, events);
      return true;
    }
    case "monster-retreat": {
      // Back when it touches the tile, else the only touching tile, else none: no choice.
      const idx = indexOf(s.board);
      const i = idx.find(p.at);
      const cell = i >= 0 ? s.board[i] : undefined;
      let choices = 0,
        only = -1,
        back = -1;
      if (cell && cell.monsters > 0) {
        for (let e = 0; e < 6; e++) {
          const j = idx.next(i, e);
          if (j < 0) continue;
          choices++;
          only = j;
          if (idx.key(j) === cell.from) back = j;
        }
      }
      const j = back >= 0 ? back : choices === 1 ? only : choices === 0 ? -1 : null;
      if (j === null) return false;
      ownPending(s).shift();
      if (j >= 0) retreatStack(s, p.at, idx.key(j), events);
      return true;
    }
  }
}

export function pendingSeat(p: Pending): number {
  return p.kind === "monster-retreat" ? MONSTERS : HUMANS;
}

/** The choices for a pending decision (only called when resolveAutomatic left it). */
export function pendingActions(s: LostPatrolState, p: Pending): LostPatrolAction[] {
  switch (p.kind) {
    case "keep-group":
      return p.groups.map((_, group) => ({ seat: HUMANS, type: "keep-group", group }));
    case "casualty":
      return casualtyChoices(s, p.at).map((x) => ({ seat: HUMANS, type: "casualty", soldier: x.id }));
    case "retreat": {
      const x = soldierById(s, p.soldier);
      return x ? retreatChoices(s, x).map((k) => ({ seat: HUMANS, type: "retreat", soldier: x.id, to: at(s, k) })) : [];
    }
    case "monster-retreat":
      return monsterRetreatChoices(s, p.at).map((k) => ({ seat: MONSTERS, type: "monster-retreat", to: at(s, k) }));
    case "soldiers-retreat":
      return [];
  }
}

/** Applies a seat's answer to the first pending decision. */
export function answerPending(s: LostPatrolState, action: LostPatrolAction, events: Events): void {
  const p = s.pending[0];
  if (p.kind === "keep-group" && action.type === "keep-group") {
    const group = p.groups[action.group];
    if (!group) throw new IllegalActionError(`no group ${action.group}`);
    ownPending(s).shift();
    keepGroup(s, group, events);
    return;
  }
  if (p.kind === "casualty" && action.type === "casualty") {
    const x = soldierById(s, action.soldier);
    if (!x || x.at !== p.at) throw new IllegalActionError(`soldier ${action.soldier} is not on the ambushed tile`);
    ownPending(s).shift();
    killSoldier(s, x.id, p.cause, events);
    return;
  }
  if (p.kind === "retreat" && action.type === "retreat" && action.soldier === p.soldier) {
    retreatSoldier(s, p.soldier, keyOf(action.to), events);
    ownPending(s).shift();
    return;
  }
  if (p.kind === "monster-retreat" && action.type === "monster-retreat") {
    retreatStack(s, p.at, keyOf(action.to), events);
    ownPending(s).shift();
    return;
  }
  throw new IllegalActionError(`expected an answer to "${p.kind}", got "${action.type}"`);
}
