// An island's picture (every layout, its tiles where the layout fixes them and their backs where it
// draws at random, Starting Locations numbered round it) and its print-and-play pages: Location
// tiles as hexes at true size, and Characters and Fate cards as poker cards with their backs.
import type { FateCard, IslandBody, IslandCharacter, IslandLayout } from "../../content/kinds/island";
import { richTextToPlain } from "../../content/rich-text";
import { hex, hexCorners, layout } from "../../engine/core/hex";
import { backShapes, locationShapes, startShapes, wrap } from "../draw/island";
import { placeShapes, type Scene, type Shape } from "../draw/scene";
import { CARD, type Card, type CardsJob, type PrintOptions, type TilesJob } from "../print/job";

const INK = "#1e3a2d";

/** One layout drawn with flat-topped hexes of side `R`, moved so its top-left corner is at (0, 0). */
export function layoutScene(island: IslandBody, l: IslandLayout, R = 30): Scene {
  const lay = layout("flat", R);
  const byId = new Map(island.locations.map((t) => [t.id, t]));
  const shapes: Shape[] = [];
  for (const c of l.cells) {
    const tile = c.tile ? byId.get(c.tile) : undefined;
    shapes.push(...(tile ? locationShapes(lay, hex(c.q, c.r), island, tile, c.rotation) : backShapes(lay, hex(c.q, c.r), island, c.kind)));
  }
  l.starts.forEach((s, i) => shapes.push(...startShapes(lay, hex(s.q, s.r), i + 1)));
  const corners = [...l.cells, ...l.starts].flatMap((c) => hexCorners(lay, hex(c.q, c.r)));
  if (corners.length === 0) return { width: 2 * R, height: 2 * R, shapes: [] };
  const minX = Math.min(...corners.map((p) => p.x)),
    minY = Math.min(...corners.map((p) => p.y));
  const maxX = Math.max(...corners.map((p) => p.x)),
    maxY = Math.max(...corners.map((p) => p.y));
  return { width: maxX - minX, height: maxY - minY, shapes: placeShapes(shapes, -minX, -minY) };
}

/** Every layout of the island, side by side in rows, each under its name and player counts. */
export function islandPicture(title: string, island: IslandBody): Scene {
  const shapes: Shape[] = [{ kind: "text", x: 12, y: 26, text: title, size: 18, bold: true, fill: INK }];
  const maxRow = 1400;
  let x = 12,
    y = 44,
    rowH = 0,
    width = 300;
  for (const l of island.layouts) {
    const s = layoutScene(island, l);
    const who = l.minPlayers === l.maxPlayers ? `${l.minPlayers} players` : `${l.minPlayers}–${l.maxPlayers} players`;
    const rules = l.rules === "any" ? "either rules" : l.rules === "beginner" ? "Beginner rules" : "Advanced rules";
    const under = `${who} · ${rules}`;
    // Room for the caption too (DejaVu Sans averages 0.6 em a letter in bold).
    const w = Math.max(s.width, l.name.length * 13 * 0.6, under.length * 11 * 0.6);
    if (x > 12 && x + w > maxRow) {
      x = 12;
      y += rowH + 36;
      rowH = 0;
    }
    shapes.push({ kind: "text", x, y: y + 14, text: l.name, size: 13, bold: true, fill: "#333" });
    shapes.push({ kind: "text", x, y: y + 30, text: under, size: 11, fill: "#555" });
    shapes.push(...placeShapes(s.shapes, x, y + 40));
    x += w + 36;
    rowH = Math.max(rowH, s.height + 40);
    width = Math.max(width, x);
  }
  if (island.layouts.length === 0) shapes.push({ kind: "text", x: 12, y: 64, text: "No island layouts yet.", size: 13, fill: "#666" });
  return { width, height: y + Math.max(rowH, 40) + 12, background: "#ffffff", shapes };
}

/** Location tiles at true size (`size` mm across the flats, 50 by default), each as many times as its count. */
export function islandLocations(title: string, island: IslandBody, o: PrintOptions): TilesJob {
  const across = o.size ?? 50;
  const R = across / Math.sqrt(3);
  return {
    layout: "tiles",
    title: `${title}: Location tiles`,
    shape: "hex",
    across,
    // Printed pointy-top like every hex piece: a tile is the same tile whichever way up it lies.
    pieces: island.locations.map((t) => ({
      label: t.name,
      count: t.count,
      draw: (grow) => locationShapes(layout("pointy", R + (2 * grow) / Math.sqrt(3)), hex(0, 0), island, t),
    })),
  };
}

const full = (bleed: number, fill: string): Shape => ({
  kind: "rect",
  x: -bleed,
  y: -bleed,
  w: CARD.width + 2 * bleed,
  h: CARD.height + 2 * bleed,
  fill,
});

/** A card's face: frame, a title band, an optional picture, a big number in the corner, words below. */
function face(bleed: number, o: { title: string; corner: string | null; band: string; art: string | null; lines: string[] }): Shape[] {
  const out: Shape[] = [
    full(bleed, "#f7f1e1"),
    { kind: "rect", x: 3, y: 3, w: CARD.width - 6, h: CARD.height - 6, stroke: INK, width: 0.4 },
    { kind: "rect", x: 3, y: 3, w: CARD.width - 6, h: 11, fill: o.band },
    { kind: "text", x: 6, y: 10.5, text: o.title, size: 4.4, bold: true, fill: "#ffffff" },
  ];
  if (o.corner !== null) {
    out.push({ kind: "circle", cx: CARD.width - 10, cy: 8.5, r: 4.6, fill: "#ffffff", stroke: INK, width: 0.4 });
    out.push({ kind: "text", x: CARD.width - 10, y: 8.6, text: o.corner, size: 5, bold: true, anchor: "middle", baseline: "middle" });
  }
  const artTop = 17,
    artH = o.art ? 32 : 0;
  if (o.art) out.push({ kind: "image", href: o.art, x: 6, y: artTop, w: CARD.width - 12, h: artH, fit: "cover" });
  let y = artTop + artH + 6;
  for (const line of o.lines) {
    if (y > CARD.height - 6) break;
    if (line === "") y += 1.5;
    else out.push({ kind: "text", x: 6, y, text: line, size: 3.2, fill: "#222222" });
    y += line === "" ? 0 : 4.2;
  }
  return out;
}

const paragraph = (label: string, text: string) => (text.trim() ? ["", ...wrap(`${label}${text.trim()}`, CARD.width - 12, 3.2)] : []);

function back(title: string, heading: string, fill: string): Card {
  return {
    label: "back",
    count: 1,
    draw: (bleed) => [
      full(bleed, fill),
      { kind: "rect", x: 4, y: 4, w: CARD.width - 8, h: CARD.height - 8, stroke: "#c9a227", width: 0.8 },
      { kind: "text", x: CARD.width / 2, y: CARD.height / 2 - 4, text: heading, size: 7, bold: true, anchor: "middle", fill: "#f3e3b5" },
      { kind: "text", x: CARD.width / 2, y: CARD.height / 2 + 8, text: title, size: 3.4, anchor: "middle", fill: "#f3e3b5" },
    ],
  };
}

function characterCard(c: IslandCharacter): Card {
  const lines = [
    ...paragraph("Special Ability: ", richTextToPlain(c.ability)),
    ...paragraph("Starting Character Win Condition: ", richTextToPlain(c.winText)),
    "",
    `Carries ${c.capacity} piece${c.capacity === 1 ? "" : "s"} of Equipment`,
  ];
  return {
    label: c.name,
    count: 1,
    draw: (bleed) => face(bleed, { title: c.name, corner: String(c.power), band: INK, art: c.art?.src ?? null, lines }),
  };
}

const FATE_BAND: Record<FateCard["type"], string> = { encounter: "#8b2e1f", equipment: "#5b7fa6", event: "#7a4f9a" };
const FATE_TYPE: Record<FateCard["type"], string> = { encounter: "Encounter", equipment: "Equipment", event: "Event" };

function fateCard(f: FateCard): Card {
  const lines = [
    f.monster ? "Encounter · the Monster" : FATE_TYPE[f.type],
    ...paragraph("", richTextToPlain(f.text)),
    ...(f.type === "equipment" && !f.keep ? ["", "Discard after use."] : []),
  ];
  return {
    label: f.name,
    count: f.count,
    draw: (bleed) =>
      face(bleed, {
        title: f.name,
        corner: f.type === "encounter" ? String(f.power) : null,
        band: FATE_BAND[f.type],
        art: f.art?.src ?? null,
        lines,
      }),
  };
}

/** The Characters as poker cards (one each: every Character is unique), their backs after. */
export function islandCharacterCards(title: string, island: IslandBody): CardsJob {
  return {
    layout: "cards",
    title: `${title}: Characters`,
    fronts: island.characters.map(characterCard),
    back: back(title, "Character", INK),
  };
}

/** The Fate deck as poker cards, each card as many times as its count, their backs after. */
export function islandFateCards(title: string, island: IslandBody): CardsJob {
  return { layout: "cards", title: `${title}: Fate cards`, fronts: island.fate.map(fateCard), back: back(title, "Fate", "#3b2a4a") };
}
