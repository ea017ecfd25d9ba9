"use client";
// Tile pictures for the canvases: each image is loaded once per page (by its src) and shared by
// every canvas that draws it; a component re-renders when one it asked for has loaded.
import { useCallback, useEffect, useState } from "react";
import { pictureUrl } from "@/lib/content/assets";
import type { Tile } from "@/lib/content/kinds/tileset";
import type { TileLook } from "./draw-tile";

const images = new Map<string, HTMLImageElement>();

function imageFor(src: string): HTMLImageElement {
  let image = images.get(src);
  if (!image) {
    image = new Image();
    image.decoding = "async";
    image.src = pictureUrl(src);
    images.set(src, image);
  }
  return image;
}

const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

/**
 * Loads the pictures of `tiles` and answers each tile's `art` for drawTile (null until its
 * picture has loaded, or when it has none). A picture that fails to load is drawn as no picture.
 */
export function useTileArt(tiles: readonly Tile[]): (tile: Tile, extraTurns?: number) => TileLook["art"] {
  // One string for the set of pictures, so the effect runs when the set changes, not every render.
  const key = [...new Set(tiles.flatMap((t) => (t.art ? [t.art.src] : [])))].join("\n");
  const [version, setVersion] = useState(0);
  useEffect(() => {
    // decode() settles once the picture can be drawn, also when it loaded before this effect ran
    // (a data: URL often has): the render that asked for it may have found it not yet loaded.
    let live = true;
    for (const image of (key ? key.split("\n") : []).map(imageFor)) {
      image.decode().then(
        () => live && setVersion((v) => v + 1),
        () => {}, // a picture that cannot be loaded is drawn as no picture
      );
    }
    return () => {
      live = false;
    };
  }, [key]);
  // The same function until a picture loads, so boards can keep what they drew with it.
  return useCallback(
    (tile: Tile, extraTurns = 0) => {
      // Server rendering has no Image: pictures are drawn once the page runs in the browser.
      if (!tile.art || typeof Image === "undefined") return null;
      const image = imageFor(tile.art.src);
      return loaded(image) ? { image, rotation: (tile.art.rotation + extraTurns) % 6 } : null;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new picture loaded is what changes the answer
    [version, key],
  );
}
