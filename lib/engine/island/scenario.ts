/**
 * Setting up a position for a test or a worked example: an island whose tiles and characters are
 * placed by hand, Fate cards stacked on top of the deck, and the dice scripted. The position is
 * reached the way a game reaches it (the first turn starts through the engine), so everything
 * after it is played by the rules.
 */
import type { IslandInput } from "./input";
import type { IslandOptions } from "./options";
import { settle } from "./settle";
import { setupIsland } from "./setup";
import { NEUTRAL, type IslandState } from "./types";

export interface Placement {
  /** Character id. */
  char: string;
  /** A seat, or "neutral". */
  owner: number | "neutral";
  /** Location index, or "start" for the owner's Starting Location. */
  at: number | "start";
  starting?: boolean;
  injured?: boolean;
}

export interface ScenarioSpec {
  input: IslandInput;
  options?: Partial<IslandOptions>;
  seed?: string | number;
  /** Whose turn it is first. */
  seat: number;
  chars: Placement[];
  /** Tiles by Location index: their tile id, and whether face up. */
  tiles?: Record<number, { tile: string; up?: boolean }>;
  /** Fate cards lying at Locations at the start (by card id). */
  lying?: Record<number, string[]>;
  /** Fate card ids to draw first, in order. */
  deckTop?: string[];
  /** Cards in hands, by seat. */
  hands?: Record<number, string[]>;
  /** Dice to roll first, in order. */
  dice?: number[];
}

/** A Fate card copy of this id still in the deck (taken out of it). */
function takeCopy(s: IslandState, id: string): number {
  const def = s.input.fate.findIndex((f) => f.id === id);
  if (def < 0) throw new Error(`no Fate card "${id}"`);
  const i = s.fateDeck.findIndex((k) => s.cardDef[k] === def);
  if (i < 0) throw new Error(`no copy of "${id}" left in the deck`);
  return s.fateDeck.splice(i, 1)[0];
}

export function scenario(spec: ScenarioSpec): IslandState {
  const s = setupIsland(spec.input, spec.options ?? {}, spec.seed ?? "scenario");
  const charIndex = (id: string) => {
    const c = spec.input.characters.findIndex((x) => x.id === id);
    if (c < 0) throw new Error(`no Character "${id}"`);
    return c;
  };
  for (const [loc, t] of Object.entries(spec.tiles ?? {})) {
    const tile = spec.input.tiles.findIndex((x) => x.id === t.tile);
    if (tile < 0) throw new Error(`no tile "${t.tile}"`);
    s.locs[Number(loc)].tile = tile;
    s.locs[Number(loc)].up = !!t.up;
  }
  for (const p of spec.chars) {
    const c = charIndex(p.char);
    const ch = s.chars[c];
    ch.owner = p.owner === "neutral" ? NEUTRAL : p.owner;
    ch.at = p.at === "start" ? s.startOf[p.owner as number] : p.at;
    ch.starter = p.starting && p.owner !== "neutral" ? p.owner : -1;
    ch.injured = !!p.injured;
    if (p.starting && p.owner !== "neutral") s.startingOf[p.owner] = c;
    s.charDeck = s.charDeck.filter((x) => x !== c);
  }
  for (const [loc, ids] of Object.entries(spec.lying ?? {})) {
    for (const id of ids) {
      const card = takeCopy(s, id);
      s.locs[Number(loc)].cards.push(card);
      if (s.input.fate[s.cardDef[card]].monster) s.monsters.push(card);
    }
  }
  for (const [seat, ids] of Object.entries(spec.hands ?? {})) for (const id of ids) s.seats[Number(seat)].hand.push(takeCopy(s, id));
  const top = (spec.deckTop ?? []).map((id) => takeCopy(s, id));
  for (let i = top.length - 1; i >= 0; i--) s.fateDeck.push(top[i]);
  s.forcedDice = (spec.dice ?? []).slice();
  s.first = spec.seat;
  s.seat = spec.seat;
  s.tasks = [{ t: "turn" }];
  s.pending = null;
  settle(s, []);
  return s;
}
