"use client";
// The tiles on the Lost Patrol table look as the tile set draws them in the designer: its kinds'
// colours, fork markers and pictures (turned with the tile). Without the tile set (a live match)
// tiles take the default kinds' colours, and any other kind is drawn as jungle.
import { useMemo } from "react";
import type { LostPatrolView } from "@/lib/engine/lostpatrol";
import { DEFAULT_TILE_KINDS, type Tile, type TilesetBody } from "@/lib/content/kinds/tileset";
import { useTileArt } from "@/components/editors/tileset/tile-art";
import type { TileLooks } from "./LostPatrolCanvas";

const DEFAULT_COLORS = new Map(DEFAULT_TILE_KINDS.map((k) => [k.id, k.color]));
const JUNGLE_FILL = DEFAULT_COLORS.get("jungle")!;
const NO_TILES: Tile[] = [];

/** The tile set a playtest was set up with, when its content is one. */
function tilesetOf(content: unknown): Pick<TilesetBody, "tiles" | "kinds"> | null {
  const c = content as Partial<TilesetBody> | null | undefined;
  return c && Array.isArray(c.tiles) && Array.isArray(c.kinds) ? (c as Pick<TilesetBody, "tiles" | "kinds">) : null;
}

export function useTileLooks(view: LostPatrolView, content: unknown): TileLooks {
  const tileset = tilesetOf(content);
  const artOf = useTileArt(tileset?.tiles ?? NO_TILES);
  const tiles = useMemo(() => new Map((tileset?.tiles ?? []).map((t) => [t.id, t])), [tileset]);
  const colors = useMemo(() => (tileset ? new Map(tileset.kinds.map((k) => [k.id, k.color])) : DEFAULT_COLORS), [tileset]);
  return (type, paths, dead) => {
    const t = view.types[type];
    const tile = t ? tiles.get(t.id) : undefined;
    // Laid tiles keep their paths, not their turn: the turn is the orientation with these paths.
    const turns = t?.orientations.find((o) => o.paths === paths && o.dead === dead)?.rotation ?? 0;
    return {
      paths,
      deadEnds: dead,
      fork: tile?.fork ?? false,
      fill: (t && colors.get(t.kind)) ?? JUNGLE_FILL,
      art: tile?.art ? artOf(tile, turns) : null,
    };
  };
}
