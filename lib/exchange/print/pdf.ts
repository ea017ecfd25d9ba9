/**
 * Print jobs (job.ts) as PDF with PDFKit: pages of A4 or Letter, scenes drawn as vector shapes in
 * millimetres, the DejaVu Sans font embedded (subset) so any script the documents use prints.
 * Runs on the server and in the CLI only.
 */
import PDFDocument from "pdfkit";
import { fontBold, fontOblique, fontRegular } from "../assets";
import { runs, subsetsFor, woffOf } from "../fonts";
import { svgToPng } from "../draw/png";
import { type Scene, type Shape } from "../draw/scene";
import { CARD, PAPER, type Block, type CardsJob, type FlowJob, type MapJob, type PrintJob, type PrintOptions, type TilesJob } from "./job";

type Doc = PDFKit.PDFDocument;

/** Points per millimetre. */
const PT = 72 / 25.4;
const MARGIN = 10;
const CUT = "#555555";

// ---------------------------------------------------------------------------------------------
// Colours and shapes

/** "#rgb", "#rrggbb", "#aarrggbb" (Tiled's), "rgb()", "rgba()" or a name → colour and opacity. */
function color(c: string): { color: string | [number, number, number]; opacity: number } | null {
  if (!c || c === "none" || c === "transparent") return null;
  let m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+))?\s*\)$/.exec(c);
  if (m) return { color: [Number(m[1]), Number(m[2]), Number(m[3])], opacity: m[4] === undefined ? 1 : Number(m[4]) };
  m = /^#([0-9a-f]{2})([0-9a-f]{6})$/i.exec(c);
  if (m) return { color: `#${m[2]}`, opacity: parseInt(m[1], 16) / 255 };
  return { color: c, opacity: 1 };
}

/** A picture opened once per document, so one drawn on 400 cells is embedded once. */
type Opened = Buffer & { width: number; height: number };

interface ImageCache {
  get(href: string): Promise<Opened | null>;
}

/** PDF takes PNG and JPEG; other pictures go through the PNG renderer; web addresses are not fetched. */
function imageCache(doc: Doc): ImageCache {
  const seen = new Map<string, Promise<Opened | null>>();
  const open = (b: Buffer) => (doc as unknown as { openImage(b: Buffer): Opened }).openImage(b);
  return {
    get(href) {
      let p = seen.get(href);
      if (!p) {
        p = (async () => {
          const m = /^data:image\/([a-z+]+);base64,(.*)$/s.exec(href);
          if (!m) return null;
          const bytes = Buffer.from(m[2], "base64");
          if (m[1] === "png" || m[1] === "jpeg") return open(bytes);
          try {
            const svg =
              m[1] === "svg+xml"
                ? bytes.toString("utf8")
                : `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><image href="${href}" width="512" height="512" preserveAspectRatio="xMidYMid meet"/></svg>`;
            return open(Buffer.from(await svgToPng(svg, 2)));
          } catch {
            return null;
          }
        })();
        seen.set(href, p);
      }
      return p;
    },
  };
}

function paint(
  doc: Doc,
  s: { fill?: string; stroke?: string; width?: number; cap?: string; join?: string; dash?: number[]; opacity?: number },
  k: number,
): void {
  const fill = s.fill ? color(s.fill) : null;
  const stroke = s.stroke ? color(s.stroke) : null;
  const base = s.opacity ?? 1;
  if (stroke) {
    doc.lineWidth((s.width ?? 1) * k);
    doc.lineCap((s.cap as "butt" | "round" | "square") ?? "butt");
    doc.lineJoin((s.join as "miter" | "round" | "bevel") ?? "miter");
    if (s.dash?.length) doc.dash(s.dash[0] * k, { space: (s.dash[1] ?? s.dash[0]) * k });
    else doc.undash();
  }
  if (fill && stroke) {
    doc.fillOpacity(fill.opacity * base).strokeOpacity(stroke.opacity * base);
    doc.fillAndStroke(fill.color as string, stroke.color as string);
  } else if (fill) doc.fillOpacity(fill.opacity * base).fill(fill.color as string);
  else if (stroke) doc.strokeOpacity(stroke.opacity * base).stroke(stroke.color as string);
  doc.fillOpacity(1).strokeOpacity(1).undash();
}

/** Draws shapes whose units are millimetres, offset by (ox, oy) mm, scaled by k mm per unit. */
async function drawShapes(doc: Doc, shapes: readonly Shape[], ox: number, oy: number, images: ImageCache, k = 1): Promise<void> {
  const X = (x: number) => (ox + x * k) * PT;
  const Y = (y: number) => (oy + y * k) * PT;
  const K = k * PT;
  for (const s of shapes) {
    switch (s.kind) {
      case "poly": {
        doc.moveTo(X(s.points[0]), Y(s.points[1]));
        for (let i = 2; i < s.points.length; i += 2) doc.lineTo(X(s.points[i]), Y(s.points[i + 1]));
        if (s.closed) doc.closePath();
        paint(doc, s, K);
        break;
      }
      case "circle":
        doc.circle(X(s.cx), Y(s.cy), s.r * K);
        paint(doc, s, K);
        break;
      case "rect":
        doc.rect(X(s.x), Y(s.y), s.w * K, s.h * K);
        paint(doc, s, K);
        break;
      case "path":
        doc.save();
        doc.translate(ox * PT, oy * PT).scale(K);
        doc.path(s.d);
        paint(doc, s, 1);
        doc.restore();
        break;
      case "text": {
        const size = s.size * K;
        const base = s.bold ? "Bold" : "Regular";
        const parts = runs(s.text).map((r) => ({ ...r, font: r.font ?? base }));
        const w = parts.reduce((sum, r) => sum + doc.font(r.font).fontSize(size).widthOfString(r.text), 0);
        let x = X(s.x) - (s.anchor === "middle" ? w / 2 : s.anchor === "end" ? w : 0);
        // PDFKit places text by the top of its line box; DejaVu's ascent is about 0.93 of the size.
        const top = Y(s.y) - (s.baseline === "middle" ? size * 0.6 : s.baseline === "hanging" ? 0 : size * 0.93);
        const c = color(s.fill ?? "#000");
        doc.fillColor((c?.color as string) ?? "#000").fillOpacity(c?.opacity ?? 1);
        for (const r of parts) {
          doc.font(r.font).fontSize(size).text(r.text, x, top, { lineBreak: false });
          x += doc.widthOfString(r.text);
        }
        doc.fillOpacity(1);
        break;
      }
      case "image": {
        const img = await images.get(s.href);
        if (!img) break;
        doc.save();
        if (s.clip) {
          doc.moveTo(X(s.clip[0]), Y(s.clip[1]));
          for (let i = 2; i < s.clip.length; i += 2) doc.lineTo(X(s.clip[i]), Y(s.clip[i + 1]));
          doc.closePath().clip();
        }
        if (s.rotate) doc.rotate(s.rotate, { origin: [X(s.x + s.w / 2), Y(s.y + s.h / 2)] });
        if (s.crop) {
          const c = s.crop;
          doc.rect(X(s.x), Y(s.y), s.w * K, s.h * K).clip();
          const sx = (s.w * K) / c.sw,
            sy = (s.h * K) / c.sh;
          doc.image(img, X(s.x) - c.sx * sx, Y(s.y) - c.sy * sy, { width: c.iw * sx, height: c.ih * sy });
        } else {
          const box: [number, number] = [s.w * K, s.h * K];
          const opt = s.fit === "cover" ? { cover: box } : s.fit === "contain" ? { fit: box } : { width: box[0], height: box[1] };
          doc.image(img, X(s.x), Y(s.y), { ...opt, align: "center", valign: "center" });
        }
        doc.restore();
        break;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Layouts

interface Page {
  width: number;
  height: number;
}

function footer(doc: Doc, page: Page, text: string): void {
  doc.font("Regular").fontSize(7).fillColor("#666666");
  doc.text(text, MARGIN * PT, (page.height - MARGIN + 3) * PT, { lineBreak: false });
  doc.fillColor("#000000");
}

function cropMark(doc: Doc, x1: number, y1: number, x2: number, y2: number): void {
  doc
    .moveTo(x1 * PT, y1 * PT)
    .lineTo(x2 * PT, y2 * PT)
    .lineWidth(0.25)
    .stroke("#000000");
}

async function tiles(doc: Doc, job: TilesJob, o: PrintOptions, page: Page, images: ImageCache): Promise<number> {
  const hex = job.shape === "hex";
  const w = job.across;
  const h = hex ? (2 * w) / Math.sqrt(3) : w;
  const gap = 2 + 2 * o.bleed;
  // Hexes in staggered rows (each its own cut line), squares in a grid.
  const colStep = w + gap;
  const rowStep = hex ? h * 0.75 + gap : h + gap;
  const areaW = page.width - 2 * MARGIN,
    areaH = page.height - 2 * MARGIN - 4;
  const cols = Math.max(1, Math.floor((areaW - (hex ? colStep / 2 : 0) + gap) / colStep));
  const rows = Math.max(1, Math.floor((areaH - h + rowStep) / rowStep));
  const all = job.pieces.flatMap((p) => Array.from({ length: p.count }, () => p));
  const perPage = cols * rows;
  let pages = 0;
  for (let start = 0; start < all.length || pages === 0; start += perPage) {
    if (pages > 0) doc.addPage();
    pages++;
    const slice = all.slice(start, start + perPage);
    for (const [i, piece] of slice.entries()) {
      const r = Math.floor(i / cols),
        c = i % cols;
      const cx = MARGIN + w / 2 + gap / 2 + c * colStep + (hex && r % 2 === 1 ? colStep / 2 : 0);
      const cy = MARGIN + h / 2 + gap / 2 + r * rowStep;
      await drawShapes(doc, piece.draw(o.bleed), cx, cy, images);
      // The cut line: the piece's true outline.
      const outline: number[] = [];
      if (hex)
        for (let k = 0; k < 6; k++) {
          const a = (Math.PI / 180) * (60 * k - 30);
          outline.push(cx + (h / 2) * Math.cos(a), cy + (h / 2) * Math.sin(a));
        }
      else outline.push(cx - w / 2, cy - h / 2, cx + w / 2, cy - h / 2, cx + w / 2, cy + h / 2, cx - w / 2, cy + h / 2);
      await drawShapes(
        doc,
        [{ kind: "poly", points: outline, closed: true, stroke: CUT, width: 0.2, dash: o.bleed > 0 ? [1, 1] : undefined }],
        0,
        0,
        images,
      );
    }
    footer(doc, page, `${job.title} · ${job.shape === "hex" ? "hexes" : "squares"} ${w} mm across · cut on the lines · page ${pages}`);
  }
  return pages;
}

async function cards(doc: Doc, job: CardsJob, o: PrintOptions, page: Page, images: ImageCache): Promise<number> {
  const gap = 2 * o.bleed;
  const cols = 3,
    rows = 3;
  const gridW = cols * CARD.width + (cols - 1) * gap,
    gridH = rows * CARD.height + (rows - 1) * gap;
  const x0 = (page.width - gridW) / 2,
    y0 = (page.height - gridH) / 2;
  const all = job.fronts.flatMap((f) => Array.from({ length: f.count }, () => f));
  let pages = 0;
  const sheet = async (cardsOnPage: ({ draw(b: number): Shape[] } | null)[], mirrored: boolean) => {
    if (pages > 0) doc.addPage();
    pages++;
    for (const [i, card] of cardsOnPage.entries()) {
      if (!card) continue;
      const r = Math.floor(i / cols);
      // Long-edge duplex: a back lands behind its front when its column is mirrored.
      const c = mirrored ? cols - 1 - (i % cols) : i % cols;
      const x = x0 + c * (CARD.width + gap),
        y = y0 + r * (CARD.height + gap);
      await drawShapes(doc, card.draw(o.bleed), x, y, images);
      if (o.bleed === 0 || !o.cropMarks)
        await drawShapes(
          doc,
          [{ kind: "rect", x, y, w: CARD.width, h: CARD.height, stroke: CUT, width: 0.15, dash: o.bleed > 0 ? [1, 1] : undefined }],
          0,
          0,
          images,
        );
    }
    if (o.cropMarks) {
      // Marks in the margins along every card edge, clear of the cards and their bleed.
      const xs = Array.from({ length: cols }, (_, c) => [x0 + c * (CARD.width + gap), x0 + c * (CARD.width + gap) + CARD.width]).flat();
      const ys = Array.from({ length: rows }, (_, r) => [y0 + r * (CARD.height + gap), y0 + r * (CARD.height + gap) + CARD.height]).flat();
      const out = o.bleed + 1;
      for (const x of xs) {
        cropMark(doc, x, y0 - out - 5, x, y0 - out);
        cropMark(doc, x, y0 + gridH + out, x, y0 + gridH + out + 5);
      }
      for (const y of ys) {
        cropMark(doc, x0 - out - 5, y, x0 - out, y);
        cropMark(doc, x0 + gridW + out, y, x0 + gridW + out + 5, y);
      }
    }
  };
  for (let start = 0; start < all.length || pages === 0; start += cols * rows) {
    const slice = all.slice(start, start + cols * rows);
    await sheet(slice, false);
    footer(doc, page, `${job.title} · cards ${CARD.width} × ${CARD.height} mm · fronts ${start + 1}–${start + slice.length}`);
    if (job.back) {
      await sheet(
        slice.map(() => job.back),
        true,
      );
      footer(doc, page, `${job.title} · backs of the page before (print double-sided, flip on the long edge)`);
    }
  }
  return pages;
}

async function map(doc: Doc, job: MapJob, page: Page, images: ImageCache): Promise<number> {
  const overlap = 10;
  let pages = 0;
  for (const sheet of job.sheets) {
    const areaW = page.width - 2 * MARGIN,
      areaH = page.height - 2 * MARGIN - 6;
    const stepX = areaW - overlap,
      stepY = areaH - overlap;
    const cols = Math.max(1, Math.ceil((sheet.scene.width - overlap) / stepX)),
      rows = Math.max(1, Math.ceil((sheet.scene.height - overlap) / stepY));
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        if (pages > 0) doc.addPage();
        pages++;
        doc.save();
        doc.rect(MARGIN * PT, MARGIN * PT, areaW * PT, areaH * PT).clip();
        await drawShapes(doc, sheet.scene.shapes, MARGIN - c * stepX, MARGIN - r * stepY, images);
        doc.restore();
        // Overlap marks: where the next page's picture starts, and the page's place in the map.
        const marks: Shape[] = [];
        if (c < cols - 1)
          marks.push({
            kind: "poly",
            points: [MARGIN + stepX, MARGIN, MARGIN + stepX, MARGIN + areaH],
            closed: false,
            stroke: "#d0302a",
            width: 0.3,
            dash: [2, 1.5],
          });
        if (r < rows - 1)
          marks.push({
            kind: "poly",
            points: [MARGIN, MARGIN + stepY, MARGIN + areaW, MARGIN + stepY],
            closed: false,
            stroke: "#d0302a",
            width: 0.3,
            dash: [2, 1.5],
          });
        marks.push({ kind: "rect", x: MARGIN, y: MARGIN, w: areaW, h: areaH, stroke: "#999999", width: 0.2 });
        await drawShapes(doc, marks, 0, 0, images);
        footer(
          doc,
          page,
          `${job.title} · ${sheet.name} · page row ${r + 1}, column ${c + 1} of ${rows} × ${cols} · true size · lay the next page over the dashed red line (${overlap} mm overlap)`,
        );
      }
  }
  return Math.max(pages, 1);
}

/** Wrapped text in the flow, each run in the font that has its glyphs. */
function flowText(doc: Doc, text: string, base: string, size: number, left: number, width: number): void {
  const parts = runs(text);
  parts.forEach((r, i) => {
    doc.font(r.font ?? base).fontSize(size);
    const last = i === parts.length - 1;
    if (i === 0) doc.text(r.text, left, doc.y, { width, continued: !last });
    else doc.text(r.text, { continued: !last });
  });
}

async function flow(doc: Doc, job: FlowJob, page: Page, images: ImageCache): Promise<number> {
  const left = 18 * PT,
    width = (page.width - 36) * PT,
    bottom = (page.height - 18) * PT;
  doc.x = left;
  doc.y = 18 * PT;
  let pages = 1;
  const room = (h: number) => {
    if (doc.y + h > bottom) {
      doc.addPage();
      pages++;
      doc.y = 18 * PT;
    }
  };
  const run = async (b: Block) => {
    switch (b.kind) {
      case "page-break":
        doc.addPage();
        pages++;
        doc.y = 18 * PT;
        break;
      case "heading": {
        const size = b.level === 1 ? job.size * 2 : b.level === 2 ? job.size * 1.5 : job.size * 1.2;
        room(size * 2);
        doc.fillColor("#000000");
        flowText(doc, b.text, "Bold", size, left, width);
        doc.moveDown(0.3);
        break;
      }
      case "text": {
        const size = b.size ?? job.size;
        const base = b.bold ? "Bold" : b.italic ? "Oblique" : "Regular";
        doc.font(base).fontSize(size);
        room(Math.min(doc.heightOfString(b.text, { width }), size * 1.5));
        flowText(doc, b.text, base, size, left, width);
        doc.moveDown(0.4);
        break;
      }
      case "table": {
        const size = b.size ?? job.size;
        const total = b.columns.reduce((s, c) => s + c.width, 0);
        const row = (cells: string[], bold: boolean) => {
          doc.font(bold ? "Bold" : "Regular").fontSize(size);
          const h = Math.max(...cells.map((t, i) => doc.heightOfString(t || " ", { width: (b.columns[i].width / total) * width - 4 }))) + 3;
          room(h);
          let x = left;
          const y = doc.y;
          cells.forEach((t, i) => {
            const w = (b.columns[i].width / total) * width;
            doc.text(t, x + 2, y + 1.5, { width: w - 4, align: b.columns[i].align ?? "left" });
            x += w;
          });
          doc
            .moveTo(left, y + h)
            .lineTo(left + width, y + h)
            .lineWidth(0.3)
            .stroke("#bbbbbb");
          doc.x = left;
          doc.y = y + h;
        };
        row(
          b.columns.map((c) => c.label),
          true,
        );
        for (const r of b.rows) row(r, false);
        doc.moveDown(0.5);
        break;
      }
      case "scene": {
        const k = b.width / b.scene.width;
        const h = b.scene.height * k;
        room(h * PT);
        await drawShapes(doc, b.scene.shapes, left / PT, doc.y / PT, images, k);
        doc.y += h * PT + 6;
        break;
      }
    }
  };
  for (const b of job.blocks) await run(b);
  return pages;
}

/** The text drawn by a job's pieces and cards (functions, so not in its JSON). */
function piecesText(job: PrintJob): string {
  const draw = (d: { draw(g: number): Shape[] }) =>
    d
      .draw(0)
      .map((s) => (s.kind === "text" ? s.text : ""))
      .join("");
  if (job.layout === "tiles") return job.pieces.map(draw).join("");
  if (job.layout === "cards") return [...job.fronts, ...(job.back ? [job.back] : [])].map(draw).join("");
  return "";
}

/** The job as PDF bytes, and how many pages it came to. */
export async function renderPdf(job: PrintJob, options: PrintOptions): Promise<{ pdf: Uint8Array; pages: number }> {
  const paper = PAPER[options.paper];
  const page: Page = { width: paper.width, height: paper.height };
  const doc = new PDFDocument({
    size: [paper.width * PT, paper.height * PT],
    margin: 0,
    autoFirstPage: true,
    info: { Title: job.title, Creator: "Hexfolio" },
  });
  doc.registerFont("Regular", fontRegular());
  doc.registerFont("Bold", fontBold());
  doc.registerFont("Oblique", fontOblique());
  for (const sub of subsetsFor(JSON.stringify(job, (_k, v: unknown) => (typeof v === "function" ? undefined : v)) + piecesText(job)))
    doc.registerFont(sub.name, woffOf(sub));
  doc.font("Regular");
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  const images = imageCache(doc);
  let pages: number;
  switch (job.layout) {
    case "tiles":
      pages = await tiles(doc, job, options, page, images);
      break;
    case "cards":
      pages = await cards(doc, job, options, page, images);
      break;
    case "map":
      pages = await map(doc, job, page, images);
      break;
    case "flow":
      pages = await flow(doc, job, page, images);
      break;
  }
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), pages };
}

export type { Scene };
