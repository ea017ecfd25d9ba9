/**
 * The turn: "Каждый ход состоит из следующих фаз: 1) Действует игрок-человек; 2) Игрок-монстр
 * убирает старые гексы…; 3) …выкладывает новые гексы…; 4) Действует игрок-монстр; 5) …засады;
 * 6) Игроки убирают лишних солдат и монстров." `settle` runs every step that needs no decision
 * and stops where a seat has to choose, so each `apply` ends at a decision or at the end.
 */
import { anyAmbushSite, resolveAutomatic } from "./ambush";
import { drawTile, removeUnseen } from "./laying";
import { monstersMayAct } from "./monsters";
import { at, capacityOf, endGame, isShip, own, ownPending, ownSoldierAt, soldiersAt, type Events } from "./state";
import { indexOf } from "./board-index";
import { MAX_MONSTERS_PER_TILE, MONSTER_ACTIONS, SOLDIER_ACTIONS, type Cell, type LostPatrolState } from "./types";

export function settle(s: LostPatrolState, events: Events): void {
  while (!s.end) {
    if (s.pending.length > 0) {
      if (resolveAutomatic(s, events)) continue;
      return;
    }
    switch (s.phase) {
      case "humans":
        return;
      case "removal":
        removeUnseen(s, events);
        s.phase = "lay";
        continue;
      case "lay":
        if (s.drawn >= 0) return;
        // setupLays "six": set-up ends with the six round the start, the rest waits for turn 1.
        if (!(s.turn === 0 && s.setupLeft.length === 0 && s.rules.setupLays === "six") && drawTile(s, events)) return;
        s.setupLeft = [];
        if (s.turn === 0) startTurn(s, events);
        else s.phase = "monsters";
        continue;
      case "monsters":
        if (monstersMayAct(s)) return;
        s.phase = "ambush";
        continue;
      case "ambush":
        if (anyAmbushSite(s)) return;
        s.phase = "extras";
        continue;
      case "extras":
        removeExtras(s, events);
        s.phase = "end-turn";
        continue;
      case "end-turn":
        // "Если в конце хода хотя бы один солдат находится на гексе с кораблём, люди выигрывают."
        if (onShip(s)) endGame(s, "ship reached", events);
        // A simulation's safety cap (none by default): the game stops unfinished, with no result.
        else if (s.rules.maxTurns > 0 && s.turn >= s.rules.maxTurns) endGame(s, "unfinished", events);
        else startTurn(s, events);
        continue;
    }
  }
}

/** Whether a soldier stands on the ship (a loop, not `some` with a closure: settle runs every apply). */
function onShip(s: LostPatrolState): boolean {
  const idx = indexOf(s.board);
  for (let k = 0; k < s.soldiers.length; k++) if (isShip(s, s.board[idx.find(s.soldiers[k].at)])) return true;
  return false;
}

function startTurn(s: LostPatrolState, events: Events): void {
  s.turn++;
  s.phase = "humans";
  s.acting = -1;
  s.monsterActs = MONSTER_ACTIONS;
  // Only soldiers who acted change (and are copied): the others are ready as they are.
  for (let n = 0; n < s.soldiers.length; n++) {
    const x = s.soldiers[n];
    if (x.acts === SOLDIER_ACTIONS && !x.done) continue;
    const mine = ownSoldierAt(s, n);
    mine.acts = SOLDIER_ACTIONS;
    mine.done = false;
  }
  for (const c of s.board) {
    if (!c.ambushed && c.acts === MONSTER_ACTIONS) continue;
    const mine = own(s, c.key);
    mine.ambushed = false;
    mine.acts = MONSTER_ACTIONS;
  }
  events.push({ type: "turn", turn: s.turn });
}

/**
 * Phase 6: "В конце хода лишние солдаты или монстры умирают." Monsters above 6 go back to the
 * pool; for soldiers above the tile's room the human picks who is lost, one at a time.
 */
function removeExtras(s: LostPatrolState, events: Events): void {
  for (let i = 0; i < s.board.length; i++) {
    const c = s.board[i];
    if (c.monsters > MAX_MONSTERS_PER_TILE) {
      events.push({ type: "extra-monsters-removed", at: at(s, c.key), removed: c.monsters - MAX_MONSTERS_PER_TILE });
      own(s, c.key).monsters = MAX_MONSTERS_PER_TILE;
    }
  }
  // Too many soldiers can only be where soldiers stand (unless a tile's room is below zero); most
  // turns end with no tile crowded, which is cheaper to see than the tiles' list is to make.
  if (anyRoomBelowZero(s)) for (let i = 0; i < s.board.length; i++) addCasualties(s, s.board[i]);
  else if (anyCrowded(s)) {
    const tiles = soldierTiles(s);
    for (let k = 0; k < tiles.length; k++) addCasualties(s, s.board[tiles[k]]);
  }
}

/** Whether some soldier's tile holds more soldiers than it has room for. */
function anyCrowded(s: LostPatrolState): boolean {
  const idx = indexOf(s.board);
  const soldiers = s.soldiers;
  for (let k = 0; k < soldiers.length; k++) {
    const key = soldiers[k].at;
    const i = idx.find(key);
    if (i >= 0 && soldiersAt(soldiers, key) > capacityOf(s, s.board[i])) return true;
  }
  return false;
}

/** One "casualty" decision per soldier on `c` beyond its room. */
function addCasualties(s: LostPatrolState, c: Cell): void {
  const extra = soldiersAt(s.soldiers, c.key) - capacityOf(s, c);
  for (let k = 0; k < extra; k++) ownPending(s).push({ kind: "casualty", at: c.key, cause: "extra" });
}

function anyRoomBelowZero(s: LostPatrolState): boolean {
  for (let t = 0; t < s.types.length; t++) if (s.types[t].capacity < 0) return true;
  return false;
}

/** The board indices of the tiles soldiers stand on, each once, ascending. */
function soldierTiles(s: LostPatrolState): number[] {
  const idx = indexOf(s.board);
  const out: number[] = [];
  for (let k = 0; k < s.soldiers.length; k++) {
    const i = idx.find(s.soldiers[k].at);
    if (i < 0 || out.includes(i)) continue;
    // Insertion into a sorted handful.
    let p = out.length;
    out.push(i);
    for (; p > 0 && out[p - 1] > i; p--) out[p] = out[p - 1];
    out[p] = i;
  }
  return out;
}
