/**
 * Phases 2 and 3 and the set-up: removing tiles out of the soldiers' sight, splits, drawing and
 * laying tiles, rings, and the ship freezing the jungle.
 */
import { IllegalActionError } from "../core/game";
import type { Hex } from "../core/hex";
import { hasRing, keyDistance, keyOf, opposite, ORIGIN, step, tileGroups } from "./board";
import { at, endGame, killSoldier, placeTile, removeTiles, sightOf, soldierKeys, tilesOf, type Events } from "./state";
import { KEEP_DISTANCE, MONSTERS, type LostPatrolAction, type LostPatrolState } from "./types";

/** Empty positions the drawn tile may go to, each with the edges facing the soldiers who see it. */
export function layPositions(s: LostPatrolState): Map<number, number> {
  if (s.setupLeft.length > 0) {
    // Set-up: "выкладывает вокруг стартового гекса ещё 6 гексов"; they face the start tile.
    const out = new Map<number, number>();
    for (let e = 0; e < 6; e++) {
      const k = step(ORIGIN, e);
      if (s.setupLeft.includes(k)) out.set(k, 1 << opposite(e));
    }
    return out;
  }
  return sightOf(s).empty;
}

/** The monster player's choices for the drawn tile: position × distinct rotation. */
export function layActions(s: LostPatrolState): LostPatrolAction[] {
  if (s.drawn < 0) return [];
  const out: LostPatrolAction[] = [];
  const faceSoldiers = s.rules.tileRotation === "face-soldiers";
  const positions = [...layPositions(s)].sort((a, b) => a[0] - b[0]);
  for (const [key, facing] of positions) {
    for (const o of s.types[s.drawn].orientations) {
      if (faceSoldiers && (o.paths & facing) === 0) continue;
      out.push({ seat: MONSTERS, type: "lay", at: at(key), rotation: o.rotation });
    }
  }
  return out;
}

export function applyLay(s: LostPatrolState, where: Hex, rotation: number, events: Events): void {
  const key = keyOf(where);
  const facing = layPositions(s).get(key);
  const o = s.drawn >= 0 ? s.types[s.drawn].orientations.find((x) => x.rotation === rotation) : undefined;
  if (facing === undefined || !o) throw new IllegalActionError(`cannot lay the drawn tile at ${where.q},${where.r} rotated ${rotation}`);
  if (s.rules.tileRotation === "face-soldiers" && (o.paths & facing) === 0) {
    throw new IllegalActionError("tileRotation is face-soldiers: the tile needs a path on an edge facing the soldiers");
  }
  const type = s.drawn;
  placeTile(s, { key, type, paths: o.paths, dead: o.dead, monsters: 0, from: -1, ambushed: false, acts: 0 });
  s.drawn = -1;
  s.stats.tilesLaid++;
  s.setupLeft = s.setupLeft.filter((k) => k !== key);
  events.push({ type: "tile-laid", tile: s.types[type].id, at: where, rotation });
  if (s.types[type].kind === "ship") {
    // "Гекс с кораблём всегда выкладывается последним. Если он выложен, джунгли больше не изменяются."
    s.frozen = true;
    s.setupLeft = [];
    events.push({ type: "jungle-frozen" });
  }
  if (hasRing(tilesOf(s))) endGame(s, "ring closed", events);
}

/** Draws the top tile into the monster player's hand; false when the deck is empty. */
export function drawTile(s: LostPatrolState, events: Events): boolean {
  if (s.deck.length === 0) return false;
  s.drawn = s.deck.shift()!;
  events.push({ type: "tile-drawn", tile: s.types[s.drawn].id });
  return true;
}

/**
 * Phase 2: "На столе остаются только те гексы, на расстоянии 2 гексов от которых есть люди и те,
 * которые люди видят по прямой." The rest go, with their monsters. Then a split, if any.
 */
export function removeUnseen(s: LostPatrolState, events: Events): void {
  if (s.frozen) return;
  const seen = sightOf(s).seen;
  const soldiers = [...new Set(soldierKeys(s))];
  const gone = new Set(s.board.filter((c) => !seen.has(c.key) && !soldiers.some((k) => keyDistance(k, c.key) <= KEEP_DISTANCE)).map((c) => c.key));
  if (gone.size) {
    removeTiles(s, gone);
    events.push({ type: "tiles-removed", at: [...gone].map(at) });
  }
  checkSplit(s, events);
}

/** Groups after a split that hold soldiers: the human's choices (see keepGroupChoices). */
export function checkSplit(s: LostPatrolState, events: Events): void {
  const groups = tileGroups(tilesOf(s), s.rules.splitBy);
  if (groups.length < 2) return;
  events.push({ type: "jungle-split", groups: groups.length });
  const manned = groups.filter((g) => s.soldiers.some((x) => g.includes(x.at)));
  // Keeping a group without soldiers would lose the whole patrol, so only manned groups are
  // offered; with one manned group there is nothing to choose.
  if (manned.length === 1) keepGroup(s, manned[0], events);
  else s.pending.unshift({ kind: "keep-group", groups: manned.length ? manned : groups });
}

/** "из таких групп остаётся только одна (по выбору игрока-человека)": the rest leave play. */
export function keepGroup(s: LostPatrolState, group: number[], events: Events): void {
  const keep = new Set(group);
  removeTiles(s, new Set(s.board.filter((c) => !keep.has(c.key)).map((c) => c.key)));
  events.push({ type: "group-kept", at: group.map(at) });
  // "Все люди, находящиеся в другой группе гексов погибают."
  for (const x of s.soldiers.slice()) if (!keep.has(x.at)) killSoldier(s, x.id, "lost in the jungle", events, "lost in a split");
}

