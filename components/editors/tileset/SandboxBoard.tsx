"use client";
// A free board to lay tiles from the deck and test how they join: click an empty hex to lay the
// selected tile, click a laid tile to select it, R / Shift+R rotates it, Delete lifts it. Drag to
// pan, wheel to zoom. All tiles are drawn by one canvas shape from pictures of each tile drawn once per
// zoom level (tile-sprites.ts), and a frame stamps only the tiles in view, so a drag over thousands
// of tiles stays smooth.
import { useMemo, useRef, useState } from "react";
import { Layer, Shape } from "react-konva";
import type Konva from "konva";
import {
  edgeHas,
  edgeMidpoint,
  edgeSetFrom,
  hex,
  hexKey,
  hexToPixel,
  layout,
  pixelToHex,
  rotateEdges,
  spiral,
  type Hex,
} from "@/lib/engine/core/hex";
import { edgeJoin, findRing, indexTiles, tileGroups, type LaidTile } from "@/lib/engine/core/path-graph";
import { Rng } from "@/lib/engine/core/rng";
import type { Tile, TilesetBody } from "@/lib/content/kinds/tileset";
import { drawTile, type TileLook } from "./draw-tile";
import { TileSprites } from "./tile-sprites";
import { useTileArt } from "./tile-art";
import { hitEverywhere, PanZoomStage } from "@/components/studio/PanZoomStage";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { useKeysText } from "@/components/studio/keyboard/useKeysText";
import { SANDBOX_SHORTCUTS } from "./tileset-shortcuts";

interface Placement {
  hex: Hex;
  tileId: string;
  rotation: number;
}

const LAY = layout("pointy", 28, { x: 0, y: 0 });
const WIDTH = 820;
const HEIGHT = 460;

export function SandboxBoard({ body, selectedTileId }: { body: TilesetBody; selectedTileId: string | null }) {
  const [placements, setPlacements] = useState<Map<string, Placement>>(new Map());
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState({ x: WIDTH / 2, y: HEIGHT / 2, scale: 1 });
  const stage = useRef<Konva.Stage>(null);
  const keysOf = useKeysText();

  const tilesById = useMemo(() => new Map(body.tiles.map((t) => [t.id, t])), [body.tiles]);
  const colors = useMemo(() => new Map(body.kinds.map((k) => [k.id, k.color])), [body.kinds]);
  const artOf = useTileArt(body.tiles);

  // The laid tiles with their rotated path sets: the input of the join, ring and split checks.
  const laid = useMemo(() => {
    const out = new Map<string, LaidTile & { fill: string; fork: boolean; tile: Tile; rotation: number }>();
    for (const [key, p] of placements) {
      const tile = tilesById.get(p.tileId);
      if (!tile) continue;
      out.set(key, {
        hex: p.hex,
        paths: rotateEdges(edgeSetFrom(tile.paths), p.rotation),
        deadEnds: rotateEdges(edgeSetFrom(tile.deadEnds), p.rotation),
        fork: tile.fork,
        fill: colors.get(tile.kind) ?? "#999",
        tile,
        rotation: p.rotation,
      });
    }
    return out;
  }, [placements, tilesById, colors]);

  const analysis = useMemo(() => {
    const index = indexTiles(laid.values());
    const ticks: { x: number; y: number }[] = [];
    for (const t of laid.values())
      for (let e = 0; e < 6; e++) if (edgeHas(t.paths, e) && edgeJoin(index, t, e) === "blocked") ticks.push(edgeMidpoint(LAY, t.hex, e));
    return { ring: findRing(index), groups: tileGroups(index).length, blocked: ticks.length, ticks };
  }, [laid]);

  // Every laid tile's centre and look, redone only when the tiles or their pictures change; the
  // sprites drawn from the old looks are forgotten with them.
  const sprites = useMemo(() => new TileSprites(LAY.size.x), []);
  const drawings = useMemo(() => {
    sprites.clear();
    const out: { key: string; sprite: string; x: number; y: number; look: TileLook }[] = [];
    for (const [key, t] of laid) {
      const look = {
        paths: t.paths,
        deadEnds: t.deadEnds ?? 0,
        fork: t.fork,
        fill: t.fill,
        art: t.tile.art ? artOf(t.tile, t.rotation) : null,
      };
      const c = hexToPixel(LAY, t.hex);
      out.push({ key, sprite: `${t.tile.id}:${t.rotation}`, x: c.x, y: c.y, look });
    }
    return out;
  }, [laid, artOf, sprites]);

  function place(next: Map<string, Placement>) {
    setPlacements(next);
  }

  function onClick() {
    const st = stage.current;
    const pos = st?.getRelativePointerPosition();
    if (!pos) return;
    const h = pixelToHex(LAY, pos);
    const key = hexKey(h);
    if (placements.has(key)) {
      setSelected(key);
    } else if (selectedTileId && tilesById.has(selectedTileId)) {
      const next = new Map(placements);
      next.set(key, { hex: h, tileId: selectedTileId, rotation: 0 });
      place(next);
      setSelected(key);
    }
  }

  function rotateSelected(steps: number) {
    const p = selected ? placements.get(selected) : undefined;
    if (!p) return;
    place(new Map(placements).set(selected!, { ...p, rotation: (p.rotation + steps + 6) % 6 }));
  }

  function removeSelected() {
    if (!selected) return;
    const next = new Map(placements);
    next.delete(selected);
    place(next);
    setSelected(null);
  }

  /** Lays `count` tiles from the shuffled deck (reshuffled when it runs out) in a spiral, in random rotations. */
  function deal(count: number, seed: string) {
    const rng = Rng.fromSeed(seed);
    const deck = body.tiles.flatMap((t) => Array.from({ length: t.count }, () => t.id));
    if (deck.length === 0) return;
    const cells = spiral(hex(0, 0), 30).slice(0, count);
    const next = new Map<string, Placement>();
    let pile: string[] = [];
    for (const h of cells) {
      if (pile.length === 0) pile = rng.shuffle(deck);
      next.set(hexKey(h), { hex: h, tileId: pile.pop()!, rotation: rng.int(6) });
    }
    place(next);
    setSelected(null);
  }

  useShortcuts(SANDBOX_SHORTCUTS, { rotate: () => rotateSelected(1), rotateBack: () => rotateSelected(-1), lift: removeSelected });

  const deckSize = body.tiles.reduce((n, t) => n + t.count, 0);
  const picked = selected ? laid.get(selected) : undefined;
  const sandboxSummary =
    `${placements.size} tiles laid in ${analysis.groups} group${analysis.groups === 1 ? "" : "s"}, ${analysis.blocked} blocked path ends, ` +
    `${analysis.ring.ring ? "a ring closed" : "no ring"}.` +
    (picked ? ` Selected: ${picked.tile.name}, turned ${picked.rotation}.` : "");

  return (
    <div className="stack" style={{ gap: "0.5rem" }}>
      <div className="row">
        <button onClick={() => deal(Math.min(deckSize, 2000), `deal-${Date.now()}`)} disabled={deckSize === 0}>
          Deal the deck
        </button>
        <button
          onClick={() => deal(2000, "stress")}
          disabled={deckSize === 0}
          title="Lay 2,000 tiles to try panning and zooming a big board"
        >
          2,000 tiles
        </button>
        <button
          onClick={() => rotateSelected(1)}
          disabled={!selected}
          title={`Turn clockwise (${keysOf(SANDBOX_SHORTCUTS.shortcuts.rotate)})`}
        >
          Rotate
        </button>
        <button onClick={removeSelected} disabled={!selected} title={`Lift (${keysOf(SANDBOX_SHORTCUTS.shortcuts.lift)})`}>
          Lift
        </button>
        <button
          onClick={() => {
            place(new Map());
            setSelected(null);
          }}
          disabled={placements.size === 0}
        >
          Clear
        </button>
        <span className="small muted" data-testid="sandbox-status">
          {placements.size} tiles · {analysis.groups} group{analysis.groups === 1 ? "" : "s"} · {analysis.blocked} blocked path ends ·{" "}
          {analysis.ring.ring ? <strong className="error">ring closed</strong> : "no ring"}
        </span>
      </div>
      <div
        tabIndex={0}
        data-shortcuts="sandbox-board"
        // Keys act on it (rotate, lift): an application region, with a visible focus ring.
        role="application"
        aria-label="Sandbox board"
        className="focus-ring"
        style={{ border: "1px solid var(--line)", borderRadius: 6, background: "#f8f6f0" }}
      >
        <PanZoomStage
          ref={stage}
          label="Tiles laid in the sandbox"
          summary={sandboxSummary}
          width={WIDTH}
          height={HEIGHT}
          view={view}
          minScale={0.1}
          maxScale={4}
          onViewChange={setView}
          onClick={onClick}
        >
          <Layer>
            <Shape
              perfectDrawEnabled={false}
              sceneFunc={(konvaCtx, shape) => {
                const ctx = konvaCtx._context;
                // The part of the board in view, from the stage's live transform (a drag moves
                // the stage without a React render), with a tile's radius to spare.
                const st = shape.getStage();
                const k = st?.scaleX() ?? 1;
                const r = LAY.size.x * 1.2;
                const left = -(st?.x() ?? 0) / k - r;
                const top = -(st?.y() ?? 0) / k - r;
                const right = left + WIDTH / k + 2 * r;
                const bottom = top + HEIGHT / k + 2 * r;
                // Canvas pixels per board unit: the stage's zoom times the screen's pixel ratio.
                const pixelsPerUnit = k * (shape.getLayer()?.getCanvas().getPixelRatio() ?? 1);
                for (const d of drawings) {
                  if (d.x < left || d.x > right || d.y < top || d.y > bottom) continue;
                  if (d.key === selected) continue;
                  sprites.stamp(ctx, d.sprite, d.look, d.x, d.y, pixelsPerUnit);
                }
                const chosen = selected ? laid.get(selected) : undefined;
                const chosenLook = chosen && drawings.find((d) => d.key === selected)?.look;
                if (chosen && chosenLook) drawTile(ctx, LAY, chosen.hex, chosenLook, true);
                // Red circles where a path runs into a neighbour without one.
                ctx.strokeStyle = "#b3261e";
                ctx.lineWidth = 3;
                for (const m of analysis.ticks) {
                  if (m.x < left || m.x > right || m.y < top || m.y > bottom) continue;
                  ctx.beginPath();
                  ctx.arc(m.x, m.y, 4, 0, Math.PI * 2);
                  ctx.stroke();
                }
                if (analysis.ring.closingJoin) {
                  const [h, e] = analysis.ring.closingJoin;
                  const m = edgeMidpoint(LAY, h, e);
                  ctx.fillStyle = "#b3261e";
                  ctx.beginPath();
                  ctx.arc(m.x, m.y, 8, 0, Math.PI * 2);
                  ctx.fill();
                }
              }}
              hitFunc={hitEverywhere}
              fill="rgba(0,0,0,0)"
            />
          </Layer>
        </PanZoomStage>
      </div>
      <p className="small muted" style={{ margin: 0 }}>
        Click an empty hex to lay the selected tile; click a laid tile, then R / Shift+R to rotate or Delete to lift it. Drag to pan, scroll
        to zoom. Red circles mark paths that run into a neighbour without one; a filled red dot marks the join that closed a ring.
      </p>
    </div>
  );
}
