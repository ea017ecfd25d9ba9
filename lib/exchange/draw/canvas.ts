// Painting scene shapes on a 2D canvas, for the editors: what they show is what pictures and
// print pages draw from the same shapes.
import type { Paint, Shape } from "./scene";

/** A loaded picture for an image shape's href, or null while it loads (then it is left out). */
export type ImageLookup = (
  href: string,
) => (CanvasImageSource & { naturalWidth: number; naturalHeight: number; complete?: boolean }) | null | undefined;

function strokeAndFill(ctx: CanvasRenderingContext2D, p: Paint, path?: Path2D): void {
  ctx.globalAlpha = p.opacity ?? 1;
  if (p.fill && p.fill !== "none") {
    ctx.fillStyle = p.fill;
    if (path) ctx.fill(path);
    else ctx.fill();
  }
  if (p.stroke) {
    ctx.strokeStyle = p.stroke;
    ctx.lineWidth = p.width ?? 1;
    ctx.lineCap = p.cap ?? "butt";
    ctx.lineJoin = p.join ?? "miter";
    ctx.setLineDash(p.dash ?? []);
    if (path) ctx.stroke(path);
    else ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

function polyPath(ctx: CanvasRenderingContext2D, pts: number[], closed: boolean): void {
  ctx.beginPath();
  for (let i = 0; i < pts.length; i += 2) (i === 0 ? ctx.moveTo : ctx.lineTo).call(ctx, pts[i], pts[i + 1]);
  if (closed) ctx.closePath();
}

export function paintShapes(ctx: CanvasRenderingContext2D, shapes: readonly Shape[], images: ImageLookup = () => null): void {
  for (const s of shapes) {
    switch (s.kind) {
      case "poly":
        polyPath(ctx, s.points, s.closed);
        strokeAndFill(ctx, s);
        break;
      case "circle":
        ctx.beginPath();
        ctx.arc(s.cx, s.cy, s.r, 0, Math.PI * 2);
        strokeAndFill(ctx, s);
        break;
      case "rect":
        ctx.beginPath();
        ctx.rect(s.x, s.y, s.w, s.h);
        strokeAndFill(ctx, s);
        break;
      case "path":
        strokeAndFill(ctx, s, new Path2D(s.d));
        break;
      case "text":
        ctx.fillStyle = s.fill ?? "#000";
        ctx.font = `${s.bold ? "bold " : ""}${s.size}px sans-serif`;
        ctx.textAlign = s.anchor === "middle" ? "center" : s.anchor === "end" ? "right" : "left";
        ctx.textBaseline = s.baseline === "middle" ? "middle" : s.baseline === "hanging" ? "top" : "alphabetic";
        ctx.fillText(s.text, s.x, s.y);
        break;
      case "image": {
        const image = images(s.href);
        if (!image || image.complete === false || image.naturalWidth === 0) break;
        ctx.save();
        if (s.clip) {
          polyPath(ctx, s.clip, true);
          ctx.clip();
        }
        ctx.translate(s.x + s.w / 2, s.y + s.h / 2);
        if (s.rotate) ctx.rotate((s.rotate * Math.PI) / 180);
        const iw = image.naturalWidth,
          ih = image.naturalHeight;
        if (s.crop) ctx.drawImage(image, s.crop.sx, s.crop.sy, s.crop.sw, s.crop.sh, -s.w / 2, -s.h / 2, s.w, s.h);
        else if (s.fit === "cover") {
          const k = Math.max(s.w / iw, s.h / ih);
          const sw = s.w / k,
            sh = s.h / k;
          ctx.drawImage(image, (iw - sw) / 2, (ih - sh) / 2, sw, sh, -s.w / 2, -s.h / 2, s.w, s.h);
        } else if (s.fit === "contain") {
          const k = Math.min(s.w / iw, s.h / ih);
          ctx.drawImage(image, (-iw * k) / 2, (-ih * k) / 2, iw * k, ih * k);
        } else ctx.drawImage(image, -s.w / 2, -s.h / 2, s.w, s.h);
        ctx.restore();
        break;
      }
    }
  }
}
