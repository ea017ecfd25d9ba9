// The compiled Space Hulk board (all a seat's view carries of the mission) turned back into the
// mission designer's map shape, so the play board draws with the designer's level art and glyphs
// (components/editors/mission) instead of a second way of drawing maps; and the pieces on it.
import {
  PITFALL_LETTERS,
  type CellRef,
  type Feature,
  type MissionBody,
  type MissionLevel,
  type PitfallLetter,
} from "@/lib/content/kinds/mission";
import type { HulkView } from "@/lib/engine/hulk/game";
import { BLIP, CHUTE, FLAMER, HOLE, LADDER, MARINE, PITFALL, RUBBLE, type HulkBoard, type Piece } from "@/lib/engine/hulk/types";
import { CELL, type MapArtInput } from "@/components/editors/mission/map-style";

export const cellRef = (b: HulkBoard, c: number): CellRef => {
  const level = Math.floor(c / b.plane),
    r = c - level * b.plane;
  return { level, x: r % b.width, y: Math.floor(r / b.width) };
};

/** The compiled board as the designer's map shape: the mission's own levels (rooms, corridors, walls, names). */
export function mapArtOf(b: HulkBoard, shade: boolean): MapArtInput {
  const placement = {
    perSection: null,
    firstPlayer: "marines" as const,
    alternate: true,
    faceDown: true,
    revealAfterPlacement: true,
    shadowsAfterReveal: true,
  };
  return {
    width: b.width,
    height: b.height,
    levels: b.mapLevels as MissionBody["levels"],
    deployment: [{ id: "marines", side: "marines", sections: [], cells: b.deployCells.map((c) => cellRef(b, c)) }],
    entryAreas: b.entryAreas.map((e, i) => ({
      id: `entry-${i}`,
      name: `Entry ${i + 1}`,
      side: "stealers",
      level: cellRef(b, e.cells[0] ?? 0).level,
      cells: e.cells.map((c) => cellRef(b, c)),
      turns: { from: e.from, to: e.to },
    })),
    // Shaded sections matter while counters are placed; afterwards their hatching would only clutter.
    counterPool: shade ? { sections: b.poolSlots.map((s) => b.sectionNames[b.section[s[0]]]), counters: [], placement } : null,
  };
}

/** Doors as they stand now and the terrain as features, with a shadow under every hole. */
export function glyphsOf(view: HulkView, levels: MissionLevel[]): Pick<MissionBody, "levels" | "doors" | "features"> {
  const b = view.board;
  const letters = new Map<number, PitfallLetter>();
  view.counterCells.forEach((c, i) => {
    const code = view.counterDeck?.[i];
    if (code !== undefined && code < PITFALL_LETTERS.length) letters.set(c, PITFALL_LETTERS[code]);
  });
  const features: Feature[] = [];
  view.terrain.forEach((t, c) => {
    const at = cellRef(b, c);
    const letter = letters.get(c) ?? (b.pitfallLetters[c] as PitfallLetter | undefined) ?? ("?" as PitfallLetter);
    if (t & RUBBLE) features.push({ type: "rubble", ...at });
    if (t & PITFALL) features.push({ type: "pitfall", letter, ...at });
    if (t & LADDER) features.push({ type: "ladder", ...at });
    if (t & CHUTE) features.push({ type: "chute", ...at });
    if (t & HOLE)
      features.push({
        type: "shadow",
        of: t & LADDER ? "ladder" : "pitfall",
        letter: t & PITFALL ? letter : undefined,
        ...cellRef(b, c - b.plane),
      });
  });
  return { levels, doors: b.doorCells.map((c, i) => ({ ...cellRef(b, c), open: view.doors[i] === 1 })), features };
}

function wedge(ctx: CanvasRenderingContext2D, cx: number, cy: number, facing: number, fill: string) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate((facing * Math.PI) / 2);
  ctx.beginPath();
  ctx.moveTo(0, -CELL * 0.44);
  ctx.lineTo(CELL * 0.36, CELL * 0.34);
  ctx.lineTo(0, CELL * 0.2);
  ctx.lineTo(-CELL * 0.36, CELL * 0.34);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = "#111";
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
}

export function text(ctx: CanvasRenderingContext2D, s: string, x: number, y: number, size: number, color: string) {
  ctx.fillStyle = color;
  ctx.font = `bold ${size}px ui-sans-serif, system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(s, x, y);
}

export function drawPiece(ctx: CanvasRenderingContext2D, view: HulkView, p: Piece, x0: number, y0: number) {
  const cx = x0 + CELL / 2,
    cy = y0 + CELL / 2;
  if (p.kind === BLIP) {
    ctx.beginPath();
    ctx.arc(cx, cy, CELL * 0.38, 0, Math.PI * 2);
    ctx.fillStyle = "#8b1e1e";
    ctx.fill();
    // What a blip holds shows only when this seat may know it.
    return text(ctx, p.blip >= 0 ? String(p.blip) : "?", cx, cy + 1, CELL * 0.5, "#fff");
  }
  if (p.kind !== MARINE) return wedge(ctx, cx, cy, p.facing, "#7b2d8b");
  const slot = view.board.squad[p.slot];
  wedge(ctx, cx, cy, p.facing, p.prone ? "#9aa0a6" : slot?.sergeant ? "#e8c547" : "#4a78c8");
  // Initials of the name without the rank ("Sergeant Lorenzo" → "Lo", "Brother 2" → "2").
  text(ctx, (slot?.name ?? "M").replace(/^(brother|sergeant|sgt\.?)\s+/i, "").slice(0, 2), cx, cy + 2, CELL * 0.3, "#111");
  text(ctx, slot?.gun === FLAMER ? "HF" : slot?.gun ? "SB" : "", x0 + CELL * 0.8, y0 + CELL * 0.88, CELL * 0.22, "#111");
  const marks: [boolean, string, string][] = [
    [p.prone, "P", "#555"],
    [p.overwatch, "O", "#0b7a75"],
    [p.jammed, "J", "#b3261e"],
  ];
  marks.filter(([on]) => on).forEach(([, m, color], i) => text(ctx, m, x0 + CELL * 0.15, y0 + CELL * (0.15 + 0.3 * i), CELL * 0.26, color));
}
