/**
 * The turn: "Каждый ход состоит из следующих фаз: 1) Действует игрок-человек; 2) Игрок-монстр
 * убирает старые гексы…; 3) …выкладывает новые гексы…; 4) Действует игрок-монстр; 5) …засады;
 * 6) Игроки убирают лишних солдат и монстров." `settle` runs every step that needs no decision
 * and stops where a seat has to choose, so each `apply` ends at a decision or at the end.
 */
import { anyAmbushSite, resolveAutomatic } from "./ambush";
import { drawTile, removeUnseen } from "./laying";
import { monstersMayAct } from "./monsters";
import { indexOf } from "./board-index";
import { at, capacityOf, endGame, isShip, own, ownAllSoldiers, ownPending, soldiersPerTile, tileAt, type Events } from "./state";
import { MAX_MONSTERS_PER_TILE, MONSTER_ACTIONS, SOLDIER_ACTIONS, type LostPatrolState } from "./types";

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
        if (drawTile(s, events)) return;
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
        if (s.soldiers.some((x) => isShip(s, tileAt(s, x.at)!))) endGame(s, "ship reached", events);
        else if (s.turn >= s.rules.maxTurns) endGame(s, "turn limit", events);
        else startTurn(s, events);
        continue;
    }
  }
}

function startTurn(s: LostPatrolState, events: Events): void {
  s.turn++;
  s.phase = "humans";
  s.acting = -1;
  s.monsterActs = MONSTER_ACTIONS;
  for (const x of ownAllSoldiers(s)) {
    x.acts = SOLDIER_ACTIONS;
    x.done = false;
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
  const onTile = soldiersPerTile(s, indexOf(s.board));
  for (let i = 0; i < s.board.length; i++) {
    const c = s.board[i];
    if (c.monsters > MAX_MONSTERS_PER_TILE) {
      events.push({ type: "extra-monsters-removed", at: at(s, c.key), removed: c.monsters - MAX_MONSTERS_PER_TILE });
      own(s, c.key).monsters = MAX_MONSTERS_PER_TILE;
    }
    const extra = onTile[i] - capacityOf(s, c);
    for (let i = 0; i < extra; i++) ownPending(s).push({ kind: "casualty", at: c.key, cause: "extra" });
  }
}
