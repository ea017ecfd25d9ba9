"use client";
import { useEffect, useRef } from "react";
import { edgeSetFrom, hex, layout } from "@/lib/engine/core/hex";
import type { Tile } from "@/lib/content/kinds/tileset";
import { drawTile, type TileLook } from "./draw-tile";
import { tileInWords } from "./tile-words";

/** A small picture of a tile for lists (a plain canvas: dozens of Konva stages would be heavy). */
export function MiniTile({ tile, fill, art = null, size = 40 }: { tile: Tile; fill: string; art?: TileLook["art"]; size?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const image = art?.image;
  const turns = art?.rotation;
  useEffect(() => {
    const ctx = ref.current?.getContext("2d");
    if (!ctx) return;
    ctx.clearRect(0, 0, size, size);
    drawTile(ctx, layout("pointy", size * 0.48, { x: size / 2, y: size / 2 }), hex(0, 0), {
      paths: edgeSetFrom(tile.paths),
      deadEnds: edgeSetFrom(tile.deadEnds),
      fork: tile.fork,
      fill,
      art: image ? { image, rotation: turns ?? 0 } : null,
    });
  }, [tile, fill, size, image, turns]);
  return <canvas ref={ref} width={size} height={size} role="img" aria-label={tileInWords(tile)} />;
}
