/**
 * Phase 1, the soldiers: "каждый солдат может выполнить 2 действия" (move or shoot, fewer is
 * fine), one soldier at a time: "Если вы начали действовать одним солдатом, то его действия не
 * могут прерываться действиями другого."
 */
import { IllegalActionError } from "../core/game";
import { Rng } from "../core/rng";
import { walk } from "./board";
import { at, capacityOf, own, soldierById, soldiersOn, tileAt, tilesOf, type Events } from "./state";
import { GRENADIER_SHOT_DICE, HUMANS, SHOT_DICE, type Cell, type LostPatrolAction, type LostPatrolState, type Soldier } from "./types";

/** "На любом другом гексе одновременно могут находиться только 3 человека" (5 on the start tile). */
const hasRoom = (s: LostPatrolState, c: Cell): boolean => soldiersOn(s, c.key).length < capacityOf(s, c);

/** Soldiers that may act now: the acting one, or every soldier that has not finished. */
function candidates(s: LostPatrolState): Soldier[] {
  if (s.acting >= 0) return s.soldiers.filter((x) => x.id === s.acting);
  return s.soldiers.filter((x) => !x.done && x.acts > 0);
}

/** Two soldiers that only differ by id have the same moves; offer one of them to keep lists short. */
const twin = (a: Soldier, b: Soldier) => a.kind === b.kind && a.at === b.at && a.from === b.from && a.stub === b.stub && a.acts === b.acts;

export function soldierActions(s: LostPatrolState): LostPatrolAction[] {
  const out: LostPatrolAction[] = [];
  const offered: Soldier[] = [];
  for (const x of candidates(s)) {
    if (offered.some((o) => twin(o, x))) continue;
    offered.push(x);
    for (let e = 0; e < 6; e++) {
      const w = walk(tilesOf(s), x, e);
      if (w && hasRoom(s, w.to)) out.push({ seat: HUMANS, type: "move", soldier: x.id, to: at(w.to.key) });
    }
    if (tileAt(s, x.at)!.monsters > 0) out.push({ seat: HUMANS, type: "shoot", soldier: x.id });
    if (s.acting === x.id) out.push({ seat: HUMANS, type: "stop", soldier: x.id });
  }
  out.push({ seat: HUMANS, type: "done" });
  return out;
}

function actor(s: LostPatrolState, id: number): Soldier {
  const x = soldierById(s, id);
  if (!x || !candidates(s).includes(x)) throw new IllegalActionError(`soldier ${id} cannot act now`);
  return x;
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
  for (let e = 0; e < 6; e++) {
    const w = walk(tilesOf(s), x, e);
    if (!w || w.to.key !== to) continue;
    if (!hasRoom(s, w.to)) throw new IllegalActionError(`no room for soldier ${id} on ${at(to).q},${at(to).r}`);
    events.push({ type: "soldier-moved", soldier: id, from: at(x.at), to: at(to) });
    x.from = x.at;
    x.at = to;
    x.stub = w.stub;
    spend(s, x);
    return;
  }
  throw new IllegalActionError(`soldier ${id} has no joined path to ${at(to).q},${at(to).r}`);
}

/** "Каждая выпавшая шестёрка - это удачное попадание, убивающее одного монстра." */
export function shoot(s: LostPatrolState, id: number, events: Events): void {
  const x = actor(s, id);
  const cell = own(s, x.at);
  if (cell.monsters === 0) throw new IllegalActionError("no monsters on the soldier's tile (shooting other tiles is not allowed)");
  const rng = new Rng(s.rng);
  const dice = rng.nd6(x.kind === "grenadier" ? GRENADIER_SHOT_DICE : SHOT_DICE);
  s.rng = rng.state();
  const kills = Math.min(cell.monsters, dice.filter((d) => d === 6).length);
  cell.monsters -= kills;
  s.stats.monstersKilled += kills;
  events.push({ type: "shot", soldier: id, at: at(x.at), dice, kills });
  spend(s, x);
}

export function stopSoldier(s: LostPatrolState, id: number): void {
  if (s.acting !== id) throw new IllegalActionError(`soldier ${id} is not acting`);
  finish(s, actor(s, id));
}

