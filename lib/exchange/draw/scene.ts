/**
 * A picture as plain data: shapes in one coordinate space. The studio's drawing code (a tile, a
 * mission level, a board, a book's page) builds scenes; the editors paint them on a canvas
 * (canvas.ts), pictures are the same scene as SVG (here) and PNG (png.ts), and printed pages draw
 * it into a PDF (lib/exchange/print). So a tile looks the same in the editor, a download and print.
 */

export interface Paint {
  fill?: string;
  stroke?: string;
  /** Stroke width in scene units. */
  width?: number;
  cap?: "butt" | "round" | "square";
  join?: "miter" | "round" | "bevel";
  dash?: number[];
  opacity?: number;
}

export type Shape =
  /** A polyline or polygon: x, y pairs. */
  | ({ kind: "poly"; points: number[]; closed: boolean } & Paint)
  | ({ kind: "circle"; cx: number; cy: number; r: number } & Paint)
  | ({ kind: "rect"; x: number; y: number; w: number; h: number } & Paint)
  /** An SVG path (M, L, H, V, Z, relative forms too): for drawings made of many segments. */
  | ({ kind: "path"; d: string } & Paint)
  | {
      kind: "text";
      x: number;
      y: number;
      text: string;
      size: number;
      fill?: string;
      bold?: boolean;
      anchor?: "start" | "middle" | "end";
      /** Where y is: the text's middle, its baseline, or its top. */
      baseline?: "middle" | "alphabetic" | "hanging";
    }
  | {
      kind: "image";
      /** An http(s) or data: URL, or a stored picture ("asset:…": inlined before a download is drawn, fetched by the browser). */
      href: string;
      x: number;
      y: number;
      w: number;
      h: number;
      /** "cover" crops the picture to fill the box, "fill" stretches it, "contain" fits it inside. */
      fit: "cover" | "fill" | "contain";
      /** Turn in degrees clockwise about the box's centre. */
      rotate?: number;
      /** A polygon (x, y pairs) the picture is clipped to. */
      clip?: number[];
      /** Part of the picture (an atlas): source rectangle in the picture's pixels, and its size. */
      crop?: { sx: number; sy: number; sw: number; sh: number; iw: number; ih: number };
    };

export interface Scene {
  width: number;
  height: number;
  background?: string;
  shapes: Shape[];
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const n = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2).replace(/\.?0+$/, ""));

function paintAttrs(p: Paint, defaultFill = "none"): string {
  const a: string[] = [`fill="${esc(p.fill ?? defaultFill)}"`];
  if (p.stroke) {
    a.push(`stroke="${esc(p.stroke)}"`, `stroke-width="${n(p.width ?? 1)}"`);
    if (p.cap) a.push(`stroke-linecap="${p.cap}"`);
    if (p.join) a.push(`stroke-linejoin="${p.join}"`);
    if (p.dash) a.push(`stroke-dasharray="${p.dash.map(n).join(" ")}"`);
  }
  if (p.opacity !== undefined && p.opacity !== 1) a.push(`opacity="${n(p.opacity)}"`);
  return a.join(" ");
}

const pointsText = (pts: number[]) => {
  const out: string[] = [];
  for (let i = 0; i < pts.length; i += 2) out.push(`${n(pts[i])},${n(pts[i + 1])}`);
  return out.join(" ");
};

const BASELINE = { middle: "central", alphabetic: "alphabetic", hanging: "hanging" } as const;

/** The font family the SVG asks for: the one embedded in PDFs and given to the PNG renderer. */
export const FONT_FAMILY = "DejaVu Sans";

interface SvgContext {
  clipId(): string;
  defs: string[];
  /** Atlas pictures defined once and used by every cell cut out of them. */
  atlases: Map<string, string>;
}

function shapeSvg(s: Shape, ctx: SvgContext): string {
  const { defs } = ctx;
  const clipId = () => ctx.clipId();
  switch (s.kind) {
    case "poly":
      return `<${s.closed ? "polygon" : "polyline"} points="${pointsText(s.points)}" ${paintAttrs(s)}/>`;
    case "circle":
      return `<circle cx="${n(s.cx)}" cy="${n(s.cy)}" r="${n(s.r)}" ${paintAttrs(s)}/>`;
    case "rect":
      return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" ${paintAttrs(s)}/>`;
    case "path":
      return `<path d="${esc(s.d)}" ${paintAttrs(s)}/>`;
    case "text":
      return (
        `<text x="${n(s.x)}" y="${n(s.y)}" font-size="${n(s.size)}" font-family="${FONT_FAMILY}, ` +
        `sans-serif"${s.bold ? ' font-weight="bold"' : ""} text-anchor="${s.anchor ?? "start"}" ` +
        `dominant-baseline="${BASELINE[s.baseline ?? "alphabetic"]}" fill="${esc(s.fill ?? "#000")}">${esc(s.text)}</text>`
      );
    case "image": {
      let clip = "";
      if (s.clip) {
        const id = clipId();
        defs.push(`<clipPath id="${id}"><polygon points="${pointsText(s.clip)}"/></clipPath>`);
        clip = ` clip-path="url(#${id})"`;
      }
      const cx = s.x + s.w / 2,
        cy = s.y + s.h / 2;
      const turn = s.rotate ? ` transform="rotate(${n(s.rotate)} ${n(cx)} ${n(cy)})"` : "";
      let inner: string;
      if (s.crop) {
        // The atlas as a nested viewport whose view box is the tile's rectangle.
        const c = s.crop;
        let id = ctx.atlases.get(s.href);
        if (!id) {
          id = `a${ctx.atlases.size + 1}`;
          ctx.atlases.set(s.href, id);
          defs.push(`<image id="${id}" href="${esc(s.href)}" width="${n(c.iw)}" height="${n(c.ih)}"/>`);
        }
        inner =
          `<svg x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" viewBox="${n(c.sx)} ${n(c.sy)} ${n(c.sw)} ` +
          `${n(c.sh)}" preserveAspectRatio="none"><use href="#${id}"/></svg>`;
      } else {
        const ratio = s.fit === "cover" ? "xMidYMid slice" : s.fit === "contain" ? "xMidYMid meet" : "none";
        inner =
          `<image href="${esc(s.href)}" x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" ` +
          `preserveAspectRatio="${ratio}"/>`;
      }
      return `<g${clip}><g${turn}>${inner}</g></g>`;
    }
  }
}

/** The scene as a standalone SVG document, `scale` times its own size. */
export function sceneToSvg(scene: Scene, scale = 1): string {
  let clips = 0;
  const ctx: SvgContext = { clipId: () => `c${++clips}`, defs: [], atlases: new Map() };
  const defs = ctx.defs;
  const body = scene.shapes.map((s) => shapeSvg(s, ctx)).join("\n");
  const w = n(scene.width * scale),
    h = n(scene.height * scale);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ` +
      `${n(scene.width)} ${n(scene.height)}">`,
    defs.length ? `<defs>${defs.join("")}</defs>` : "",
    scene.background ? `<rect width="100%" height="100%" fill="${esc(scene.background)}"/>` : "",
    body,
    "</svg>",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Shapes moved by (dx, dy) and scaled by k about the origin. */
export function placeShapes(shapes: Shape[], dx: number, dy: number, k = 1): Shape[] {
  const pts = (p: number[]) => p.map((v, i) => (i % 2 === 0 ? dx + v * k : dy + v * k));
  return shapes.map((s): Shape => {
    const w = "width" in s && typeof s.width === "number" && s.kind !== "rect" ? { width: s.width * k } : {};
    const dash = "dash" in s && s.dash ? { dash: s.dash.map((d) => d * k) } : {};
    switch (s.kind) {
      case "poly":
        return { ...s, ...w, ...dash, points: pts(s.points) };
      case "circle":
        return { ...s, ...w, ...dash, cx: dx + s.cx * k, cy: dy + s.cy * k, r: s.r * k };
      case "rect":
        return {
          ...s,
          ...dash,
          width: s.width === undefined ? undefined : s.width * k,
          x: dx + s.x * k,
          y: dy + s.y * k,
          w: s.w * k,
          h: s.h * k,
        };
      case "path":
        return { ...s, ...w, ...dash, d: transformPath(s.d, dx, dy, k) };
      case "text":
        return { ...s, x: dx + s.x * k, y: dy + s.y * k, size: s.size * k };
      case "image":
        return { ...s, x: dx + s.x * k, y: dy + s.y * k, w: s.w * k, h: s.h * k, clip: s.clip && pts(s.clip) };
    }
  });
}

/** A path's commands moved and scaled (absolute coordinates move, relative ones only scale). */
export function transformPath(d: string, dx: number, dy: number, k: number): string {
  const out: string[] = [];
  const re = /([MLHVZmlhvz])([^MLHVZmlhvz]*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(d))) {
    const cmd = m[1];
    const nums = m[2]
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const abs = cmd === cmd.toUpperCase();
    const mapped = nums.map((v, i) => {
      if (cmd === "H" || cmd === "h") return abs ? dx + v * k : v * k;
      if (cmd === "V" || cmd === "v") return abs ? dy + v * k : v * k;
      return abs ? (i % 2 === 0 ? dx : dy) + v * k : v * k;
    });
    out.push(cmd + mapped.map(n).join(" "));
  }
  return out.join("");
}
