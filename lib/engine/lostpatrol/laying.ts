/**
 * Phases 2 and 3 and the set-up: removing tiles out of the soldiers' sight, splits, drawing and
 * laying tiles, rings, and the ship freezing the jungle.
 */
import { IllegalActionError } from "../core/game";
import type { Hex } from "../core/hex";
import { indexOf } from "./board-index";
import { sharedHex, slotOf, SLOTS } from "./keys";
import { countTileGroups, hasRing, hexOf, keyDistance, keyOf, opposite, ORIGIN, step, tileGroups } from "./board";
import { at, count, endGame, killSoldier, ownPending, placeTile, removeTiles, sightOf, type Events } from "./state";
import { KEEP_DISTANCE, MONSTERS, type LostPatrolAction, type LostPatrolState } from "./types";

/** Empty positions the drawn tile may go to, in ascending key order, with the edges facing the soldiers who see them. */
export interface LayPositions {
  keys: number[];
  facing: number[];
}

export function layPositions(s: LostPatrolState): LayPositions {
  const out: LayPositions = { keys: [], facing: [] };
  if (s.setupLeft.length > 0) {
    // Set-up: "выкладывает вокруг стартового гекса ещё 6 гексов"; they face the start tile.
    for (let e = 0; e < 6; e++) {
      const k = step(ORIGIN, e);
      if (s.setupLeft.includes(k)) addPosition(out, k, 1 << opposite(e));
    }
  } else {
    const sight = sightOf(s);
    for (let k = 0; k < sight.emptyCount; k++) addPosition(out, sight.emptyKeys[k], sight.emptyFacing[k]);
  }
  return out;
}

/** Kept in ascending key order by insertion (a handful of positions). A module function, not a closure per call. */
function addPosition(to: LayPositions, key: number, f: number): void {
  const { keys, facing } = to;
  let p = keys.length;
  keys.push(key);
  facing.push(f);
  for (; p > 0 && keys[p - 1] > key; p--) {
    keys[p] = keys[p - 1];
    facing[p] = facing[p - 1];
  }
  keys[p] = key;
  facing[p] = f;
}

/** Whether the drawn tile has anywhere to go (cheaper than listing the positions). */
const anyLayPosition = (s: LostPatrolState): boolean => s.setupLeft.length > 0 || sightOf(s).emptyCount > 0;

/**
 * "lay" actions by position slot and rotation (keys.ts slotOf), made once for the whole process
 * like the board index's actions; positions beyond the slot grid get a new object each time.
 */
const lays: (LostPatrolAction | undefined)[] = new Array(SLOTS * 6);

function layAction(key: number, rotation: number): LostPatrolAction {
  const slot = slotOf(key);
  if (slot < 0) return { seat: MONSTERS, type: "lay", at: sharedHex(key), rotation };
  return (lays[slot * 6 + rotation] ??= { seat: MONSTERS, type: "lay", at: sharedHex(key), rotation });
}

/** The monster player's choices for the drawn tile: position × distinct rotation. */
export function layActions(s: LostPatrolState): LostPatrolAction[] {
  if (s.drawn < 0) return [];
  const out: LostPatrolAction[] = [];
  const faceSoldiers = s.rules.tileRotation === "face-soldiers";
  const orientations = s.types[s.drawn].orientations;
  const { keys, facing } = layPositions(s);
  for (let p = 0; p < keys.length; p++) {
    for (let k = 0; k < orientations.length; k++) {
      const o = orientations[k];
      if (faceSoldiers && (o.paths & facing[p]) === 0) continue;
      out.push(layAction(keys[p], o.rotation));
    }
  }
  return out;
}

export function applyLay(s: LostPatrolState, where: Hex, rotation: number, events: Events): void {
  const key = keyOf(where);
  const positions = layPositions(s);
  const p = positions.keys.indexOf(key);
  const o = s.drawn >= 0 ? s.types[s.drawn].orientations.find((x) => x.rotation === rotation) : undefined;
  if (p < 0 || !o) throw new IllegalActionError(`cannot lay the drawn tile at ${where.q},${where.r} rotated ${rotation}`);
  if (s.rules.tileRotation === "face-soldiers" && (o.paths & positions.facing[p]) === 0) {
    throw new IllegalActionError("tileRotation is face-soldiers: the tile needs a path on an edge facing the soldiers");
  }
  const type = s.drawn;
  placeTile(s, { key, type, paths: o.paths, dead: o.dead, monsters: 0, from: -1, ambushed: false, acts: 0 });
  s.drawn = -1;
  count(s, "tilesLaid", 1);
  if (s.setupLeft.length > 0) s.setupLeft = s.setupLeft.filter((k) => k !== key);
  events.push({ type: "tile-laid", tile: s.types[type].id, at: at(s, key), rotation });
  if (s.types[type].kind === "ship") {
    // "Гекс с кораблём всегда выкладывается последним. Если он выложен, джунгли больше не изменяются."
    s.frozen = true;
    s.setupLeft = [];
    events.push({ type: "jungle-frozen" });
  }
  if (hasRing(s.board)) endGame(s, "ring closed", events);
}

/** Whether the monster player draws a tile to lay now (the deck is not empty and there is room in sight). */
export function drawTile(s: LostPatrolState, events: Events): boolean {
  if (s.frozen || s.deck.length === 0 || !anyLayPosition(s)) return false;
  s.drawn = s.deck[0];
  s.deck = s.deck.slice(1);
  events.push({ type: "tile-drawn", tile: s.types[s.drawn].id });
  return true;
}

/**
 * Phase 2: "На столе остаются только те гексы, на расстоянии 2 гексов от которых есть люди и те,
 * которые люди видят по прямой." The rest go, with their monsters. Then a split, if any.
 */
export function removeUnseen(s: LostPatrolState, events: Events): void {
  if (s.frozen) return;
  const sight = sightOf(s);
  const board = s.board;
  let gone: Set<number> | null = null;
  for (let i = 0; i < board.length; i++) {
    if (sight.seen[i] === 1) continue;
    const key = board[i].key;
    let near = false;
    for (let k = 0; k < s.soldiers.length && !near; k++) near = keyDistance(s.soldiers[k].at, key) <= KEEP_DISTANCE;
    if (!near) (gone ??= new Set()).add(key);
  }
  if (gone) {
    removeTiles(s, gone);
    events.push({ type: "tiles-removed", at: [...gone].map(hexOf) });
  }
  checkSplit(s, events);
}

/** Groups after a split that hold soldiers: the human's choices (see keepGroupChoices). */
export function checkSplit(s: LostPatrolState, events: Events): void {
  // The number of groups depends on the board alone: counted once per board index.
  const by = s.rules.splitBy;
  if (indexOf(s.board).groupCount(by === "adjacency" ? 0 : 1, () => countTileGroups(s.board, by)) < 2) return;
  const groups = tileGroups(s.board, by);
  events.push({ type: "jungle-split", groups: groups.length });
  const manned = groups.filter((g) => s.soldiers.some((x) => g.includes(x.at)));
  // Keeping a group without soldiers would lose the whole patrol, so only manned groups are
  // offered; with one manned group there is nothing to choose.
  if (manned.length === 1) keepGroup(s, manned[0], events);
  else ownPending(s).unshift({ kind: "keep-group", groups: manned.length ? manned : groups });
}

/** "из таких групп остаётся только одна (по выбору игрока-человека)": the rest leave play. */
export function keepGroup(s: LostPatrolState, group: number[], events: Events): void {
  const keep = new Set(group);
  removeTiles(s, new Set(s.board.filter((c) => !keep.has(c.key)).map((c) => c.key)));
  events.push({ type: "group-kept", at: group.map(hexOf) });
  // "Все люди, находящиеся в другой группе гексов погибают."
  for (const x of s.soldiers.slice()) if (!keep.has(x.at)) killSoldier(s, x.id, "lost in the jungle", events, "lost in a split");
}
