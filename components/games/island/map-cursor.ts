// The island for the shared board cursor (components/play/board-cursor.ts): its cells are the
// Locations where the map draws them (flat-topped hexes); a Location is named as the table calls
// it, with the Characters, cards and the Monster on it; Enter takes the actions that happen there
// (a Character's move to it, a destination to pick, an engagement), each offered in words.
import { flatCenter } from "@/lib/content/island/grid";
import type { IslandAction } from "@/lib/engine/island/types";
import type { IslandView } from "@/lib/engine/island/view";
import type { CursorCell, CursorOption } from "@/components/play/board-cursor";
import { charName, describeIslandAction, placeName } from "./words";

export function islandCells(v: IslandView): CursorCell[] {
  return v.locs.map((l, i) => ({ key: String(i), ...flatCenter(l.q, l.r) }));
}

/** The Location an action happens at, for those that happen at one. */
function locOf(v: IslandView, a: IslandAction): number | null {
  if (a.type === "move") return a.to;
  if (a.type === "engage") return a.loc;
  if (a.type === "pick" && v.pending && "purpose" in v.pending && v.pending.purpose === "destination") return a.choice;
  return null;
}

export function locOptions(v: IslandView, legal: readonly IslandAction[], loc: number, act: (a: IslandAction) => void): CursorOption[] {
  return legal.filter((a) => locOf(v, a) === loc).map((a) => ({ label: describeIslandAction(v, a), run: () => act(a) }));
}

/** Where the cursor starts: the first Location something can be done at, or else the first. */
export function startLoc(v: IslandView, legal: readonly IslandAction[]): string | null {
  const at = legal.map((a) => locOf(v, a)).find((l) => l !== null);
  return at !== undefined && at !== null ? String(at) : v.locs.length > 0 ? "0" : null;
}

/** "the Old Lighthouse: Captain Brand, 2 cards, the Monster" */
export function describeLoc(v: IslandView, loc: number, monsterAt: ReadonlySet<number>): string {
  const l = v.locs[loc];
  const here = [
    ...v.chars.flatMap((c, i) => (c.at === loc ? [charName(v, i)] : [])),
    ...(l && l.cards.length > 0 ? [`${l.cards.length} ${l.cards.length === 1 ? "card" : "cards"}`] : []),
    ...(monsterAt.has(loc) ? ["the Monster"] : []),
  ];
  return `${placeName(v, loc)}: ${here.length > 0 ? here.join(", ") : "nobody here"}`;
}
