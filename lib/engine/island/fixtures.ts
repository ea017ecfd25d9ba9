/**
 * Small islands for the engine's tests: a content builder where every part has defaults, so a
 * test names only what its example needs (the rulebook's Kate, Bugs, Tranquil Beach…).
 */
import type { CharacterDef, Effect, FateDef, IslandInput, LayoutDef, TileDef } from "./input";

/** Axial (q, r) of column `col`, row `row` in a flat-topped grid whose odd columns sit half a hex lower. */
const axial = (col: number, row: number) => ({ q: col, r: row - (col - (col & 1)) / 2 });

export function gridLayout(id: string, cols: number, rows: number, rules: LayoutDef["rules"] = "any", starts = 8): LayoutDef {
  const cells = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const border = row === 0 || col === 0 || row === rows - 1 || col === cols - 1;
      cells.push({ ...axial(col, row), back: border ? 0 : 1, tile: -1 });
    }
  // Starting places: the column left of the island and the one right of it, alternately.
  const places = [];
  for (let k = 0; places.length < starts; k++) {
    const row = Math.floor(k / 2) % rows;
    places.push(axial(k % 2 === 0 ? -1 : cols, row));
  }
  return { id, name: id, rules, minPlayers: 2, maxPlayers: 8, cells, starts: places };
}

export function tile(id: string, back: number, fate = 1, more: Partial<TileDef> = {}): TileDef {
  return { id, name: id, back, steps: [], fate, campsite: false, text: "", ...more };
}

export function character(id: string, power: number, more: Partial<CharacterDef> = {}): CharacterDef {
  return { id, name: id, power, abilities: [], abilityText: "", win: null, winText: "", capacity: 1, ...more };
}

export function encounter(id: string, power: number, more: Partial<FateDef> = {}): FateDef {
  return {
    id,
    name: id,
    type: "encounter",
    power,
    monster: false,
    effects: [],
    win: [],
    lose: [{ kind: "injure", target: "self" }],
    keep: false,
    text: "",
    ...more,
  };
}

export function equipment(id: string, effects: Effect[], more: Partial<FateDef> = {}): FateDef {
  return { id, name: id, type: "equipment", power: 0, monster: false, effects, win: [], lose: [], keep: true, text: "", ...more };
}

export function event(id: string, effects: Effect[], more: Partial<FateDef> = {}): FateDef {
  return { id, name: id, type: "event", power: 0, monster: false, effects, win: [], lose: [], keep: false, text: "", ...more };
}

/** Content with `copies` of each tile, Fate card and every Character once. */
export function content(parts: {
  tiles: TileDef[];
  tileCopies?: number;
  characters: CharacterDef[];
  fate: FateDef[];
  fateCopies?: number;
  layouts?: LayoutDef[];
}): IslandInput {
  const tileCopies = parts.tileCopies ?? 10;
  const fateCopies = parts.fateCopies ?? 4;
  return {
    backs: [
      { id: "shoreline", label: "Shoreline" },
      { id: "inner", label: "Inner Island" },
    ],
    tiles: parts.tiles,
    tileDeck: parts.tiles.flatMap((_, i) => Array.from({ length: tileCopies }, () => i)),
    layouts: parts.layouts ?? [gridLayout("small", 4, 4)],
    characters: parts.characters,
    characterDeck: parts.characters.map((_, i) => i),
    fate: parts.fate,
    fateDeck: parts.fate.flatMap((_, i) => Array.from({ length: fateCopies }, () => i)),
    halfTiles: 10,
    monsterChart: [4, 5, 0, 1, 2, 3],
  };
}

/** A playable all-round island for whole-game tests. */
export function standardContent(): IslandInput {
  return content({
    tiles: [
      tile("beach", 0, 2),
      tile("cliffs", 0, 1, { steps: [{ kind: "power", amount: 1, target: "encounter", duration: "location" }] }),
      tile("crash-site", 0, 1, { campsite: true }),
      tile("jungle", 1, 1),
      tile("caves", 1, 0, { campsite: true, steps: [{ kind: "heal", target: "each" }] }),
      tile("swamp", 1, 1, {
        steps: [
          { kind: "trap", target: "self", turns: 1 },
          { kind: "text", text: "Everyone sings." },
        ],
      }),
    ],
    characters: [
      character("jack", 4, { abilities: [{ kind: "healer" }], win: { kind: "control", count: 4 } }),
      character("kate", 3, { win: { kind: "explore", count: 6 } }),
      character("sayid", 5),
      character("jin", 3),
      character("claire", 1),
      character("libby", 2, { abilities: [{ kind: "boost", amount: 1, target: "other" }] }),
      character("sawyer", 4, { win: { kind: "equipment", count: 3 } }),
      character("ana-lucia", 4, { abilities: [{ kind: "injure-on-lead" }] }),
      character("locke", 4, {
        abilities: [{ kind: "power", amount: 1, against: "encounters" }],
        win: { kind: "text", text: "Open the hatch." },
      }),
      character("hurley", 3, { win: { kind: "events", count: 5 } }),
      character("charlie", 2),
    ],
    fate: [
      encounter("bugs", 2),
      encounter("snake", 7),
      encounter("boar", 4, { win: [{ kind: "draw", count: 1 }] }),
      encounter("monster", 8, { monster: true, lose: [{ kind: "kill", target: "self" }] }),
      equipment("knife", [{ kind: "power", amount: 1, target: "self", duration: "carried" }]),
      equipment("medkit", [{ kind: "heal", target: "any" }], { keep: false }),
      event("predict-the-weather", [{ kind: "power", amount: 1, target: "any", duration: "turn" }]),
      event("lost-in-the-jungle", [{ kind: "move", target: "any" }]),
      event("rousseau", [{ kind: "take", what: "event" }]),
      event("flashback", [{ kind: "text", text: "Tell a story." }]),
    ],
  });
}
