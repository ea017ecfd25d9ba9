/**
 * Pure operations on an island document for its editor: each returns a new body. New things get
 * an id not yet used, so references by id (Win Conditions, layouts) keep working.
 */
import type { FateCard, IslandBody, IslandCharacter, LocationTile } from "../kinds/island";
import { emptyRichText } from "../rich-text";

export type IslandList = "locations" | "characters" | "fate";

/** `base`, or `base-2`, `base-3`… whichever the list does not hold yet. */
export function freshId(items: readonly { id: string }[], base: string): string {
  const taken = new Set(items.map((x) => x.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function newLocation(body: IslandBody): LocationTile {
  return {
    id: freshId(body.locations, "location"),
    name: "New Location",
    kind: body.kinds[0]?.id ?? "shoreline",
    steps: [],
    text: emptyRichText(),
    fate: 1,
    campsite: false,
    art: null,
    count: 1,
    properties: {},
    notes: emptyRichText(),
  };
}

export function newCharacter(body: IslandBody): IslandCharacter {
  return {
    id: freshId(body.characters, "character"),
    name: "New Character",
    power: 2,
    ability: emptyRichText(),
    abilities: [],
    winText: emptyRichText(),
    win: null,
    capacity: 1,
    art: null,
  };
}

export function newFateCard(body: IslandBody, type: FateCard["type"] = "encounter"): FateCard {
  return {
    id: freshId(body.fate, type),
    name: type === "encounter" ? "New Encounter" : type === "equipment" ? "New Equipment" : "New Event",
    type,
    power: type === "encounter" ? 3 : 0,
    monster: false,
    text: emptyRichText(),
    effects: [],
    win: [],
    lose: type === "encounter" ? [{ kind: "injure", target: "self" }] : [],
    keep: true,
    count: 1,
    art: null,
  };
}

/** Replaces item `index` of a list with `patch` applied. */
export function updateItem<K extends IslandList>(
  body: IslandBody,
  list: K,
  index: number,
  patch: Partial<IslandBody[K][number]>,
): IslandBody {
  const items = body[list].slice() as IslandBody[K][number][];
  items[index] = { ...items[index], ...patch };
  return { ...body, [list]: items };
}

export function addItem<K extends IslandList>(body: IslandBody, list: K, item: IslandBody[K][number]): IslandBody {
  return { ...body, [list]: [...body[list], item] };
}

export function removeItem(body: IslandBody, list: IslandList, index: number): IslandBody {
  return { ...body, [list]: body[list].filter((_, i) => i !== index) };
}

/** How many of each: the deck's totals as the editor shows them. */
export function islandTotals(body: IslandBody): {
  tiles: Record<string, number>;
  fate: Record<string, number>;
  characters: number;
  campsites: number;
} {
  const tiles: Record<string, number> = {};
  for (const t of body.locations) tiles[t.kind] = (tiles[t.kind] ?? 0) + t.count;
  const fate: Record<string, number> = {};
  for (const f of body.fate) fate[f.type] = (fate[f.type] ?? 0) + f.count;
  return {
    tiles,
    fate,
    characters: body.characters.length,
    campsites: body.locations.filter((t) => t.campsite).reduce((n, t) => n + t.count, 0),
  };
}
