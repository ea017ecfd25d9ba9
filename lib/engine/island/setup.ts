/**
 * Set-up: the island built from a layout for the rule set and player count (random tiles drawn by
 * their backs, face down), the Starting Location half-tiles spread round it, the Fate and Character
 * decks shuffled, the first player rolled for. The Starting Characters are chosen in the first
 * decisions of the game (the draft tasks).
 */
import { DIRECTIONS } from "../core/hex";
import { seedRng, type Seed } from "../core/rng";
import type { IslandInput, LayoutDef } from "./input";
import { resolveOptions, type IslandOptions } from "./options";
import { rollDie, shuffleInPlace } from "./state";
import { IN_DECK, type Character, type IslandState, type Location } from "./types";

/** Thrown when the content cannot make an island for these options; the message says why, in the author's words. */
export class IslandSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IslandSetupError";
  }
}

/** The layout to build: the one named by the options, else the first made for the rule set and player count. */
export function chooseLayout(input: IslandInput, o: IslandOptions): LayoutDef {
  if (o.layout) {
    const named = input.layouts.find((l) => l.id === o.layout);
    if (!named)
      throw new IslandSetupError(`There is no layout "${o.layout}" (layouts: ${input.layouts.map((l) => l.id).join(", ") || "none"}).`);
    return named;
  }
  const fits = (l: LayoutDef) => o.players >= l.minPlayers && o.players <= l.maxPlayers;
  const found = input.layouts.find((l) => l.rules === o.rules && fits(l)) ?? input.layouts.find((l) => l.rules === "any" && fits(l));
  if (!found)
    throw new IslandSetupError(
      `No island layout is made for ${o.players} players under the ${o.rules === "advanced" ? "Advanced" : "Beginner"} rules.`,
    );
  return found;
}

const key = (q: number, r: number) => `${q},${r}`;

export function setupIsland(input: IslandInput, options: Partial<IslandOptions>, seed: Seed): IslandState {
  const o = resolveOptions(options);
  const layout = chooseLayout(input, o);
  if (layout.starts.length < o.players) {
    throw new IslandSetupError(
      `The layout "${layout.name}" has room for ${layout.starts.length} Starting Locations; ${o.players} players need one each.`,
    );
  }
  if (input.halfTiles < o.players)
    throw new IslandSetupError(`The box has ${input.halfTiles} Starting Location half-tiles; ${o.players} players need one each.`);
  if (input.characterDeck.length < o.players) throw new IslandSetupError(`${o.players} players need at least ${o.players} Characters.`);

  const s: IslandState = {
    input,
    rules: o.rules,
    players: o.players,
    tableActions: o.tableActions,
    maxRounds: o.maxRounds,
    layout: layout.id,
    rng: seedRng(seed),
    forcedDice: [],
    cardDef: [],
    tilePool: [],
    locs: [],
    adj: [],
    startOf: [],
    startingOf: [],
    chars: [],
    charDeck: [],
    fateDeck: [],
    fateDiscard: [],
    faceDown: [],
    seats: [],
    monsters: [],
    first: 0,
    seat: 0,
    round: 1,
    turnNo: 0,
    arrivals: [],
    engagedLocs: [],
    neutralTried: [],
    transferred: [],
    sitting: [],
    mods: [],
    check: null,
    won: null,
    tasks: [],
    pending: null,
    proposal: null,
    stats: { led: 0, killed: 0, defeated: 0, encounters: 0, monsterMoves: 0 },
    end: null,
  };

  // The Location tiles: fixed cells take their tile; the others draw from the shuffled tiles of their back.
  const pool = input.tileDeck.slice();
  shuffleInPlace(s, pool);
  const take = (pred: (t: number) => boolean): number => {
    const i = pool.findIndex(pred);
    if (i < 0) return -1;
    return pool.splice(i, 1)[0];
  };
  const fixed = layout.cells.filter((c) => c.tile >= 0);
  const random = layout.cells.filter((c) => c.tile < 0);
  const tileOfCell = new Map<string, number>();
  for (const c of fixed) {
    const t = take((x) => x === c.tile);
    if (t < 0)
      throw new IslandSetupError(`The layout "${layout.name}" places "${input.tiles[c.tile].name}" more often than the deck holds it.`);
    tileOfCell.set(key(c.q, c.r), t);
  }
  for (const c of random) {
    const t = take((x) => input.tiles[x].back === c.back);
    if (t < 0) {
      const need = random.filter((x) => x.back === c.back).length;
      throw new IslandSetupError(
        `The layout "${layout.name}" needs ${need} random ${input.backs[c.back].label} tiles; the deck has too few (after the fixed ones).`,
      );
    }
    tileOfCell.set(key(c.q, c.r), t);
  }
  s.tilePool = pool;
  const index = new Map<string, number>();
  for (const c of layout.cells) {
    index.set(key(c.q, c.r), s.locs.length);
    s.locs.push({ q: c.q, r: c.r, back: c.back, tile: tileOfCell.get(key(c.q, c.r))!, up: false, cards: [] });
  }
  const neighbours = (q: number, r: number) => {
    const out: number[] = [];
    for (const d of DIRECTIONS) {
      const n = index.get(key(q + d.q, r + d.r));
      if (n !== undefined) out.push(n);
    }
    return out;
  };
  s.adj = s.locs.map((l) => neighbours(l.q, l.r));

  // Starting Location half-tiles, spread evenly over the layout's places: seat i takes place ⌊i·S/P⌋.
  for (let seat = 0; seat < o.players; seat++) {
    const place = layout.starts[Math.floor((seat * layout.starts.length) / o.players)];
    const half: Location = { q: place.q, r: place.r, back: -1, tile: -1, up: true, cards: [] };
    s.startOf.push(s.locs.length);
    s.locs.push(half);
    s.adj.push(neighbours(place.q, place.r));
  }

  // Fate cards: each copy's identity is dealt at random, then the deck is shuffled.
  s.cardDef = input.fateDeck.slice();
  shuffleInPlace(s, s.cardDef);
  s.fateDeck = s.cardDef.map((_, i) => i);
  shuffleInPlace(s, s.fateDeck);
  s.faceDown = s.cardDef.map(() => 0);

  s.chars = input.characters.map((): Character => ({
    owner: IN_DECK,
    at: -1,
    starter: -1,
    injured: false,
    healing: false,
    skip: 0,
    trapped: 0,
    ready: false,
    moved: false,
    engaged: false,
    movedRound: 0,
    equip: [],
    usedRound: 0,
  }));
  s.charDeck = input.characterDeck.slice();
  shuffleInPlace(s, s.charDeck);
  for (let seat = 0; seat < o.players; seat++) {
    s.seats.push({ hand: [], out: false, skip: 0, explored: 0, defeated: 0, dealt: [] });
    s.startingOf.push(-1);
  }

  // "Determine who will go first ... by rolling a die": everyone rolls, the highest goes first, ties roll again.
  let rolling = Array.from({ length: o.players }, (_, i) => i);
  while (rolling.length > 1) {
    const rolls = rolling.map(() => rollDie(s));
    const best = Math.max(...rolls);
    rolling = rolling.filter((_, i) => rolls[i] === best);
  }
  s.first = rolling[0];
  s.seat = s.first;

  // Starting Characters are chosen in play order, then the first turn begins.
  for (let i = 0; i < o.players; i++) s.tasks.push({ t: "draft", order: i, of: o.players });
  s.tasks.reverse();
  s.tasks.unshift({ t: "turn" }, { t: "draft-end" });
  return s;
}
