/**
 * What a seat sees, and a full state consistent with it for bots that search. Hidden: face-down
 * Locations, the decks' order, other players' hands and dealt Characters, face-down Equipment that
 * is not theirs, and the dice to come (the RNG). Any seat that is not a player (-1) gets what every
 * player sees: the log in words reads that view.
 */
import { Rng } from "../core/rng";
import { checkTotals } from "./checks";
import type { CharacterDef, FateDef, TileDef } from "./input";
import type { RuleSet } from "./options";
import { DEALT, IN_DECK, type IslandState, type Modifier, type Pending, type CheckKind } from "./types";

/** A Fate card as a seat sees it: its copy index, and what it is (-1 when hidden from this seat). */
export interface SeenCard {
  card: number;
  fate: number;
}

export interface LocationView {
  q: number;
  r: number;
  back: number;
  /** The tile, -1 while face down (and for a half-tile). */
  tile: number;
  up: boolean;
  /** A Starting Location half-tile: whose (seat), else -1. */
  startOf: number;
  cards: SeenCard[];
}

export interface CharacterView {
  owner: number;
  at: number;
  starter: number;
  injured: boolean;
  healing: boolean;
  skip: number;
  trapped: number;
  moved: boolean;
  engaged: boolean;
  movedRound: number;
  usedRound: number;
  equip: SeenCard[];
}

export interface IslandView {
  seat: number;
  rules: RuleSet;
  players: number;
  round: number;
  maxRounds: number;
  turnNo: number;
  first: number;
  current: number;
  layout: string;
  tableActions: boolean;
  backs: { id: string; label: string }[];
  tiles: TileDef[];
  characters: CharacterDef[];
  fate: FateDef[];
  monsterChart: number[];
  locs: LocationView[];
  chars: CharacterView[];
  /** The viewer's Events; other players' hands are only counted. */
  hand: SeenCard[];
  handSizes: number[];
  /** The two Characters dealt to the viewer while choosing a Starting Character. */
  dealt: number[];
  seats: { out: boolean; skip: number; explored: number; defeated: number }[];
  fateDeck: number;
  charDeck: number;
  discard: SeenCard[];
  monsters: SeenCard[];
  mods: Modifier[];
  check: {
    kind: CheckKind;
    seat: number;
    loc: number;
    attackers: number[];
    defenders: number[];
    card: SeenCard | null;
    attackDie: number;
    defendDie: number;
    attack: number;
    defend: number;
    mods: Modifier[];
  } | null;
  won: { target: number; seat: number } | null;
  /** The decision the game waits for: in full for the viewer's own, else only whose and what kind. */
  pending: Pending | { kind: Pending["kind"]; seat: number } | null;
  proposal: { seats: number[]; from: number; waiting: number[] } | null;
  arrivals: number[];
  stats: IslandState["stats"];
  end: { winners: number[]; reason: string; kind: string } | null;
}

export function islandView(s: IslandState, seat: number): IslandView {
  const seen = (card: number, visible: boolean): SeenCard => ({ card, fate: visible ? s.cardDef[card] : -1 });
  const startSeat = new Map(s.startOf.map((loc, i) => [loc, i]));
  const ck = s.check;
  const totals = ck ? checkTotals(s, ck) : null;
  return {
    seat,
    rules: s.rules,
    players: s.players,
    round: s.round,
    maxRounds: s.maxRounds,
    turnNo: s.turnNo,
    first: s.first,
    current: s.seat,
    layout: s.layout,
    tableActions: s.tableActions,
    backs: s.input.backs,
    tiles: s.input.tiles,
    characters: s.input.characters,
    fate: s.input.fate,
    monsterChart: s.input.monsterChart,
    locs: s.locs.map((l, i) => ({
      q: l.q,
      r: l.r,
      back: l.back,
      tile: l.up ? l.tile : -1,
      up: l.up,
      startOf: startSeat.get(i) ?? -1,
      // Face-down Equipment at a Location: only its finder knew it, and nobody holds it now.
      cards: l.cards.map((k) => seen(k, !s.faceDown[k])),
    })),
    chars: s.chars.map((c, i) => ({
      // Characters dealt to another player are cards in the deck to this seat.
      owner: c.owner === DEALT && !s.seats[seat]?.dealt.includes(i) ? IN_DECK : c.owner,
      at: c.at,
      starter: c.starter,
      injured: c.injured,
      healing: c.healing,
      skip: c.skip,
      trapped: c.trapped,
      moved: c.moved,
      engaged: c.engaged,
      movedRound: c.movedRound,
      usedRound: c.usedRound,
      equip: c.equip.map((k) => seen(k, !s.faceDown[k] || c.owner === seat)),
    })),
    hand: seat >= 0 && seat < s.players ? s.seats[seat].hand.map((k) => seen(k, true)) : [],
    handSizes: s.seats.map((p) => p.hand.length),
    dealt: seat >= 0 && seat < s.players ? s.seats[seat].dealt.slice() : [],
    seats: s.seats.map((p) => ({ out: p.out, skip: p.skip, explored: p.explored, defeated: p.defeated })),
    fateDeck: s.fateDeck.length,
    charDeck: s.charDeck.length,
    discard: s.fateDiscard.map((k) => seen(k, true)),
    monsters: s.monsters.map((k) => seen(k, true)),
    mods: s.mods.map((m) => ({ ...m })),
    check: ck &&
      totals && {
        kind: ck.kind,
        seat: ck.seat,
        loc: ck.loc,
        attackers: ck.attackers.slice(),
        defenders: ck.defenders.slice(),
        card: ck.card >= 0 ? seen(ck.card, true) : null,
        attackDie: ck.attackDie,
        defendDie: ck.defendDie,
        attack: totals.attack,
        defend: totals.defend,
        mods: ck.mods.map((m) => ({ ...m })),
      },
    won: s.won && { ...s.won },
    pending: s.pending && (s.pending.seat === seat ? structuredCopy(s.pending) : { kind: s.pending.kind, seat: s.pending.seat }),
    proposal: s.proposal && { seats: s.proposal.seats.slice(), from: s.proposal.from, waiting: s.proposal.waiting.slice() },
    arrivals: s.arrivals.slice(),
    stats: { ...s.stats },
    end: s.end && { winners: s.end.winners.slice(), reason: s.end.reason, kind: s.end.kind },
  };
}

function structuredCopy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/**
 * A state consistent with what `seat` sees, everything hidden from it dealt again from `rng`: the
 * face-down tiles among themselves and the tiles left in the box (by back), the Fate cards it
 * cannot see among themselves (by type, so hands still hold Events), the decks' order, the
 * Characters it has not seen, and the dice to come.
 */
// Hidden things are put in a fixed order before they are dealt again, so the state made depends on
// what the seat sees and the bot's rng alone, never on the true hidden order.
const byNumber = (a: number, b: number) => a - b;

export function determinizeIsland(s: IslandState, seat: number, rng: Rng, clone: (s: IslandState) => IslandState): IslandState {
  const d = clone(s);
  d.forcedDice = [];
  // Tiles: face-down Locations and the box, per back.
  const hiddenLocs = d.locs.map((l, i) => (!l.up && l.tile >= 0 ? i : -1)).filter((i) => i >= 0);
  // The clone may share the real box: read the shared one, deal into a copy.
  const pool = d.tilePool;
  d.tilePool = pool.slice();
  for (let back = 0; back < d.input.backs.length; back++) {
    const locs = hiddenLocs.filter((i) => d.locs[i].back === back);
    const tiles = [...locs.map((i) => d.locs[i].tile), ...pool.filter((t) => d.input.tiles[t].back === back)].sort(byNumber);
    const shuffled = rng.shuffle(tiles);
    locs.forEach((i, k) => (d.locs[i].tile = shuffled[k]));
    // The rest go back in the box, where this back's tiles were.
    let rest = locs.length;
    pool.forEach((t, j) => {
      if (d.input.tiles[t].back === back) d.tilePool[j] = shuffled[rest++];
    });
  }
  // Fate cards this seat cannot see: the deck, other hands, face-down Equipment it does not hold.
  const hidden = new Set<number>(d.fateDeck);
  d.seats.forEach((p, i) => i !== seat && p.hand.forEach((k) => hidden.add(k)));
  for (const l of d.locs) for (const k of l.cards) if (d.faceDown[k]) hidden.add(k);
  d.chars.forEach((c) => c.owner !== seat && c.equip.forEach((k) => d.faceDown[k] && hidden.add(k)));
  const cardDef = d.cardDef.slice();
  for (const type of ["encounter", "equipment", "event"]) {
    const copies = [...hidden].filter((k) => d.input.fate[cardDef[k]].type === type).sort(byNumber);
    const defs = rng.shuffle(copies.map((k) => cardDef[k]).sort(byNumber));
    copies.forEach((k, i) => (cardDef[k] = defs[i]));
  }
  d.cardDef = cardDef;
  d.fateDeck = rng.shuffle(d.fateDeck.slice().sort(byNumber));
  // Characters: the deck and other players' dealt pairs.
  const unseen = [...d.charDeck, ...d.seats.flatMap((p, i) => (i === seat ? [] : p.dealt))];
  const order = rng.shuffle(unseen.sort(byNumber));
  let k = 0;
  d.charDeck = d.charDeck.map(() => order[k++]);
  for (let i = 0; i < d.seats.length; i++) if (i !== seat) d.seats[i].dealt = d.seats[i].dealt.map(() => order[k++]);
  for (const c of d.charDeck) d.chars[c].owner = IN_DECK;
  d.seats.forEach((p) => p.dealt.forEach((c) => (d.chars[c].owner = DEALT)));
  d.rng = { a: rng.u32(), b: rng.u32(), c: rng.u32(), d: rng.u32() };
  return d;
}
