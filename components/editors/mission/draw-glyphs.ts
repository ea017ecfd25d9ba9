// Canvas glyphs for what stands on cells: doors, features and section labels. These are few
// (tens to hundreds) next to the cells, so they are drawn each frame on top of the level art.
import type { MissionBody } from "@/lib/content/kinds/mission";
import { CELL, INK, doorIsHorizontal } from "./map-style";
import type { LevelArt } from "./level-art";

type Ctx = CanvasRenderingContext2D;

function letter(ctx: Ctx, text: string, cx: number, cy: number, color: string, size = CELL * 0.55) {
  ctx.fillStyle = color;
  ctx.font = `bold ${size}px ui-sans-serif, system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, cx, cy + 1);
}

export function drawGlyphs(
  ctx: Ctx,
  m: Pick<MissionBody, "levels" | "doors" | "features">,
  level: number,
  art: LevelArt,
  showLabels: boolean,
) {
  const lv = m.levels[level];
  if (showLabels) {
    for (const l of art.labels) letter(ctx, l.section.key, (l.x + 0.5) * CELL, (l.y + 0.5) * CELL, INK.label, CELL * 0.5);
  }
  for (const d of m.doors) {
    if (d.level !== level) continue;
    const across = doorIsHorizontal(lv, d.x, d.y);
    const [w, h] = across ? [CELL, CELL * 0.3] : [CELL * 0.3, CELL];
    const x = d.x * CELL + (CELL - w) / 2,
      y = d.y * CELL + (CELL - h) / 2;
    ctx.fillStyle = d.open ? "rgba(0,0,0,0)" : INK.door;
    ctx.strokeStyle = INK.door;
    ctx.lineWidth = 2;
    if (!d.open) ctx.fillRect(x, y, w, h);
    ctx.strokeRect(x, y, w, h);
  }
  for (const f of m.features) {
    if (f.level !== level) continue;
    const x0 = f.x * CELL,
      y0 = f.y * CELL,
      cx = x0 + CELL / 2,
      cy = y0 + CELL / 2;
    switch (f.type) {
      case "rubble":
        ctx.fillStyle = INK.rubble;
        for (const [dx, dy, r] of [
          [-0.2, 0.1, 0.16],
          [0.18, 0.16, 0.13],
          [0.02, -0.18, 0.14],
        ]) {
          ctx.beginPath();
          ctx.arc(cx + dx * CELL, cy + dy * CELL, r * CELL, 0, Math.PI * 2);
          ctx.fill();
        }
        break;
      case "pitfall":
        ctx.fillStyle = INK.hole;
        ctx.fillRect(x0 + 3, y0 + 3, CELL - 6, CELL - 6);
        letter(ctx, f.letter, cx, cy, "#fff");
        break;
      case "ladder":
        ctx.strokeStyle = INK.ladder;
        ctx.lineWidth = 2;
        ctx.beginPath();
        for (const dx of [-0.22, 0.22]) {
          ctx.moveTo(cx + dx * CELL, y0 + 2);
          ctx.lineTo(cx + dx * CELL, y0 + CELL - 2);
        }
        for (const dy of [0.25, 0.5, 0.75]) {
          ctx.moveTo(cx - 0.22 * CELL, y0 + dy * CELL);
          ctx.lineTo(cx + 0.22 * CELL, y0 + dy * CELL);
        }
        ctx.stroke();
        break;
      case "shadow":
        ctx.strokeStyle = INK.shadow;
        ctx.lineWidth = 1.5;
        ctx.setLineDash([3, 2]);
        ctx.strokeRect(x0 + 3, y0 + 3, CELL - 6, CELL - 6);
        ctx.setLineDash([]);
        letter(ctx, f.of === "pitfall" ? (f.letter ?? "?") : "L", cx, cy, INK.shadow, CELL * 0.45);
        break;
      case "chute":
        ctx.fillStyle = INK.chute;
        ctx.beginPath();
        ctx.arc(cx, cy, CELL * 0.42, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = "#fff";
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.arc(cx, cy, CELL * 0.24, 0.3, Math.PI * 1.6);
        ctx.stroke();
        break;
    }
  }
}
