/**
 * "Расстановка": the deck is shuffled with the ship at the bottom, the start tile goes in the
 * centre with the five soldiers on it, and the monster player lays six tiles around it (the
 * first decisions of the game, so `setup` stops with the first tile drawn).
 */
import { Rng, seedRng, type Seed } from "../core/rng";
import { ORIGIN, step } from "./board";
import { compileDeck, STANDARD_DECK, type CompiledDeck, type LostPatrolContent } from "./content";
import { settle } from "./flow";
import { resolveRules, type LostPatrolOptions } from "./options";
import { working } from "./state";
import { PATROL, SETUP_TILES, SOLDIER_ACTIONS, type LostPatrolState } from "./types";

/**
 * Compiled decks by tile set: a simulation sets up thousands of games from one tile set object,
 * and compiling (rotations of every tile) costs more than the rest of the set-up. Tile set
 * objects are content, not changed in place; the compiled deck is only read.
 */
const decks = new WeakMap<LostPatrolContent, CompiledDeck>();

function deckOf(tileset: LostPatrolContent): CompiledDeck {
  let deck = decks.get(tileset);
  if (!deck) decks.set(tileset, (deck = compileDeck(tileset)));
  return deck;
}

export function setupGame(content: LostPatrolContent | null, options: LostPatrolOptions | null, seed: Seed): LostPatrolState {
  const tileset = content ?? STANDARD_DECK;
  const deck = deckOf(tileset);
  const rules = resolveRules(tileset.rules, options);
  const rng = new Rng(seedRng(seed));
  const start = deck.types[deck.start];
  const s = working({
    rules,
    types: deck.types,
    deck: [...rng.shuffle(deck.jungle), deck.ship],
    rng: rng.state(),
    drawn: -1,
    board: [{ key: ORIGIN, type: deck.start, paths: start.paths, dead: start.dead, monsters: 0, from: -1, ambushed: false, acts: 0 }],
    soldiers: PATROL.map((kind, id) => ({ id, kind, at: ORIGIN, from: -1, stub: -1, acts: SOLDIER_ACTIONS, done: false })),
    turn: 0,
    phase: "lay",
    setupLeft: Array.from({ length: SETUP_TILES }, (_, e) => step(ORIGIN, e)),
    acting: -1,
    monsterActs: 0,
    frozen: false,
    pending: [],
    stats: { monstersKilled: 0, soldiersLost: 0, tilesLaid: 0, tilesRemoved: 0, ambushes: 0 },
    end: null,
  });
  settle(s, []);
  return s;
}
