// Pictures (SVG, PNG) and print-and-play PDFs of any document whose kind has them in the exchange
// registry. Server and CLI only (fonts, WebAssembly and PDF writing read files).
import { z } from "zod";
import { svgToPng } from "./draw/png";
import { sceneToSvg } from "./draw/scene";
import { DEFAULT_PRINT, type PrintOptions } from "./print/job";
import { renderPdf } from "./print/pdf";
import { exchangeFor } from "./registry";
import { NotAvailable } from "./errors";

export { NotAvailable };

/** The options a print request may carry; every way in (API query, CLI flags) is checked by it. */
export const printOptionsSchema = z.object({
  paper: z.enum(["a4", "letter"]).default("a4"),
  bleed: z.coerce.number().min(0, "Expected a bleed of 0 mm or more").max(10, "Expected a bleed of at most 10 mm").default(0),
  cropMarks: z
    .preprocess((v) => (v === "" || v === "1" || v === "true" ? true : v === "0" || v === "false" ? false : v), z.boolean())
    .default(false),
  size: z.coerce.number().min(5, "Expected a size of at least 5 mm").max(500, "Expected a size of at most 500 mm").optional(),
  layout: z.string().max(40).optional(),
});

export const pictureOptionsSchema = z.object({
  format: z.enum(["svg", "png"]),
  scale: z.coerce.number().min(0.1, "Expected a scale of at least 0.1").max(8, "Expected a scale of at most 8").default(1),
});

export async function renderPicture(kind: string, title: string, body: unknown, format: "svg" | "png", scale = 1): Promise<Uint8Array> {
  const e = exchangeFor(kind);
  if (!e?.picture) throw new NotAvailable(`a ${kind} has no picture`);
  const svg = sceneToSvg(await e.picture(title, e.parse(body)), scale);
  return format === "svg" ? new TextEncoder().encode(svg) : svgToPng(svg);
}

export async function renderPrint(
  kind: string,
  title: string,
  body: unknown,
  options: Partial<PrintOptions> = {},
): Promise<{ pdf: Uint8Array; pages: number }> {
  const e = exchangeFor(kind);
  if (!e?.print) throw new NotAvailable(`a ${kind} has no print-and-play pages`);
  const o: PrintOptions = { ...DEFAULT_PRINT, ...options };
  if (o.layout !== undefined && !e.print.layouts.includes(o.layout))
    throw new NotAvailable(`a ${kind} prints as ${e.print.layouts.join(" or ")} (got "${o.layout}")`);
  return renderPdf(e.print.job(title, e.parse(body), o), o);
}
