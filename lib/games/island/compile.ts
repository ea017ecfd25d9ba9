/**
 * An island document as the engine's input: ids become indices, counts become decks, rich text
 * becomes the plain words the table reads, the Monster chart's compass points become hex
 * directions. A reference to something the document does not hold is refused here, naming the
 * field (the island lint reports the same before anyone plays).
 */
import { richTextToPlain } from "../../content/rich-text";
import { type IslandBody, type MonsterDirection, type WinCheckDoc } from "../../content/kinds/island";
import type { IslandInput, WinCheck } from "../../engine/island/input";
import { ContentError } from "../types";

/**
 * Directions 0..5 of lib/engine/core/hex.ts on flat-topped hexes: 0 south-east, 1 south, 2
 * south-west, 3 north-west, 4 north, 5 north-east.
 */
export const MONSTER_DIRECTION_INDEX: Record<MonsterDirection, number> = {
  north: 4,
  "north-east": 5,
  "south-east": 0,
  south: 1,
  "south-west": 2,
  "north-west": 3,
  stay: -1,
};

export function compileIsland(body: IslandBody): IslandInput {
  const issues: { path: string; message: string }[] = [];
  const backIndex = new Map(body.kinds.map((k, i) => [k.id, i]));
  const tileIndex = new Map(body.locations.map((t, i) => [t.id, i]));
  const charIndex = new Map(body.characters.map((c, i) => [c.id, i]));

  const win = (w: WinCheckDoc | null, path: string): WinCheck | null => {
    if (!w) return null;
    if (w.kind === "lead") {
      const c = charIndex.get(w.character);
      if (c === undefined)
        issues.push({ path: `${path}.character`, message: `Expected one of the island's Characters (no "${w.character}")` });
      return { kind: "lead", character: c ?? -1 };
    }
    if (w.kind === "reach") {
      const t = tileIndex.get(w.location);
      if (t === undefined)
        issues.push({ path: `${path}.location`, message: `Expected one of the island's Location tiles (no "${w.location}")` });
      return { kind: "reach", tile: t ?? -1 };
    }
    return w;
  };

  const input: IslandInput = {
    backs: body.kinds.map((k) => ({ id: k.id, label: k.label })),
    tiles: body.locations.map((t) => ({
      id: t.id,
      name: t.name,
      back: backIndex.get(t.kind) ?? 0,
      steps: t.steps,
      fate: t.fate,
      campsite: t.campsite,
      text: richTextToPlain(t.text),
    })),
    tileDeck: body.locations.flatMap((t, i) => Array.from({ length: t.count }, () => i)),
    layouts: body.layouts.map((l, li) => ({
      id: l.id,
      name: l.name,
      rules: l.rules,
      minPlayers: l.minPlayers,
      maxPlayers: l.maxPlayers,
      cells: l.cells.map((c, ci) => {
        const back = backIndex.get(c.kind);
        if (back === undefined)
          issues.push({ path: `layouts.${li}.cells.${ci}.kind`, message: `Expected one of the island's kinds (no "${c.kind}")` });
        const tile = c.tile === null ? -1 : (tileIndex.get(c.tile) ?? -2);
        if (tile === -2)
          issues.push({ path: `layouts.${li}.cells.${ci}.tile`, message: `Expected one of the island's Location tiles (no "${c.tile}")` });
        return {
          q: c.q,
          r: c.r,
          back: tile >= 0 ? (backIndex.get(body.locations[tile].kind) ?? 0) : (back ?? 0),
          tile: Math.max(-1, tile),
        };
      }),
      starts: l.starts.map((s) => ({ q: s.q, r: s.r })),
    })),
    characters: body.characters.map((c, i) => ({
      id: c.id,
      name: c.name,
      power: c.power,
      abilities: c.abilities,
      abilityText: richTextToPlain(c.ability),
      win: win(c.win, `characters.${i}.win`),
      winText: richTextToPlain(c.winText),
      capacity: c.capacity,
    })),
    characterDeck: body.characters.map((_, i) => i),
    fate: body.fate.map((f) => ({
      id: f.id,
      name: f.name,
      type: f.type,
      power: f.type === "encounter" ? f.power : 0,
      monster: f.type === "encounter" && f.monster,
      effects: f.effects,
      win: f.win,
      lose: f.lose,
      keep: f.keep,
      text: richTextToPlain(f.text),
    })),
    fateDeck: body.fate.flatMap((f, i) => Array.from({ length: f.count }, () => i)),
    halfTiles: body.halfTiles.count,
    monsterChart: body.monster.chart.map((d) => MONSTER_DIRECTION_INDEX[d]),
  };
  if (issues.length > 0) throw new ContentError("The island refers to things it does not hold", issues.slice(0, 5));
  return input;
}
