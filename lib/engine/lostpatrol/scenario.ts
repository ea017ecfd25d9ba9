/**
 * Hand-built positions: a board, soldiers and monsters laid out directly instead of played to.
 * For rule tests and for a playtest sandbox that starts mid-game. The deck is the standard one
 * (or `content`), and the state is otherwise what set-up would give.
 */
import type { Hex } from "../core/hex";
import { edgeSetFrom } from "../core/hex";
import { seedRng } from "../core/rng";
import { hexOf, keyOf } from "./board";
import { compileDeck, STANDARD_DECK, type LostPatrolContent } from "./content";
import { resolveRules, type LostPatrolOptions } from "./options";
import { PATROL, SOLDIER_ACTIONS, type Cell, type LostPatrolState, type Phase, type SoldierKind } from "./types";

export interface ScenarioTile {
  at: Hex;
  /** Tile id in the deck ("start", "straight", …). */
  tile: string;
  /** Path edges as laid (defaults to the tile's own, unrotated). */
  paths?: number[];
  deadEnds?: number[];
  monsters?: number;
  /** Where the stack came from (its retreat). */
  from?: Hex;
}

export interface ScenarioSoldier {
  kind: SoldierKind;
  at: Hex;
  from?: Hex;
}

export interface Scenario {
  tiles: ScenarioTile[];
  /** Defaults to the whole patrol on (0, 0). */
  soldiers?: ScenarioSoldier[];
  phase?: Phase;
  turn?: number;
  options?: LostPatrolOptions;
  /** Tile ids still in the deck, top first (default: empty but for the ship). */
  deck?: string[];
  frozen?: boolean;
  seed?: number | string;
  content?: LostPatrolContent;
}

export function scenario(sc: Scenario): LostPatrolState {
  const content = sc.content ?? STANDARD_DECK;
  const deck = compileDeck(content);
  const typeOf = (id: string) => {
    const i = deck.types.findIndex((t) => t.id === id);
    if (i < 0) throw new Error(`scenario: no tile "${id}" in the deck`);
    return i;
  };
  const board: Cell[] = sc.tiles
    .map((t) => {
      const type = typeOf(t.tile);
      return {
        key: keyOf(t.at),
        type,
        paths: t.paths ? edgeSetFrom(t.paths) : deck.types[type].paths,
        dead: t.deadEnds ? edgeSetFrom(t.deadEnds) : t.paths ? 0 : deck.types[type].dead,
        monsters: t.monsters ?? 0,
        from: t.from ? keyOf(t.from) : -1,
        ambushed: false,
        acts: 3,
      };
    })
    .sort((a, b) => a.key - b.key);
  board.forEach((c, i) => {
    if (i > 0 && board[i - 1].key === c.key) throw new Error(`scenario: two tiles at ${hexOf(c.key).q},${hexOf(c.key).r}`);
  });
  const soldiers = (sc.soldiers ?? PATROL.map((kind): ScenarioSoldier => ({ kind, at: { q: 0, r: 0 } }))).map((x, id) => ({
    id,
    kind: x.kind,
    at: keyOf(x.at),
    from: x.from ? keyOf(x.from) : -1,
    stub: -1,
    acts: SOLDIER_ACTIONS,
    done: false,
  }));
  return {
    rules: resolveRules(content.rules, sc.options),
    types: deck.types,
    rng: seedRng(sc.seed ?? 1),
    deck: (sc.deck ?? []).map(typeOf).concat(sc.frozen ? [] : [deck.ship]),
    drawn: -1,
    board,
    soldiers,
    turn: sc.turn ?? 1,
    phase: sc.phase ?? "humans",
    setupLeft: [],
    acting: -1,
    monsterActs: 3,
    frozen: sc.frozen ?? false,
    pending: [],
    stats: { monstersKilled: 0, soldiersLost: 0, tilesLaid: 0, tilesRemoved: 0, ambushes: 0 },
    end: null,
  };
}
