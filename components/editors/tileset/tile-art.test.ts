import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Tile } from "@/lib/content/kinds/tileset";
import { useTileArt } from "./tile-art";

function Probe({ tiles }: { tiles: Tile[] }) {
  const art = useTileArt(tiles);
  return createElement("span", null, JSON.stringify(art(tiles[0])));
}

describe("tile pictures", () => {
  it("render on the server without a picture (no Image there) instead of failing the page", () => {
    const tile = {
      id: "t1",
      name: "Jungle",
      kind: "jungle",
      paths: [],
      count: 1,
      art: { src: "data:image/png;base64,iVBORw0KGgo=", rotation: 0 },
    } as unknown as Tile;
    expect(renderToString(createElement(Probe, { tiles: [tile] }))).toBe("<span>null</span>");
  });
});
