// Text in any script the documents use: DejaVu Sans (Latin, Greek, Cyrillic and more) first, then
// Noto Sans JP for Chinese characters and kana (Mirim's book carries Japanese), in the subsets its
// npm package ships, so a PDF or PNG embeds only the pieces of the font its text needs.
import { readFileSync } from "node:fs";
import { unzlibSync } from "fflate";
import { packageFile } from "./assets";

/** Code points from here up that DejaVu Sans lacks and the CJK font may have. */
const CJK_FROM = 0x2e80;

interface Subset {
  name: string;
  file: string;
  ranges: [number, number][];
}

let subsets: Subset[] | null = null;
function cjkSubsets(): Subset[] {
  if (!subsets) {
    const table = JSON.parse(readFileSync(packageFile("@fontsource/noto-sans-jp", "unicode.json"), "utf8")) as Record<string, string>;
    subsets = Object.entries(table).map(([key, spec]) => {
      const i = key.replace(/\D/g, "");
      return {
        name: `NotoSansJP-${i}`,
        file: `files/noto-sans-jp-${i}-400-normal.woff`,
        ranges: spec.split(",").map((r) => {
          const [a, b] = r.trim().replace(/^U\+/i, "").split("-");
          return [parseInt(a, 16), parseInt(b ?? a, 16)] as [number, number];
        }),
      };
    });
  }
  return subsets;
}

const cache = new Map<string, Buffer>();
const woff = (s: Subset) => {
  let b = cache.get(s.file);
  if (!b) {
    b = readFileSync(packageFile("@fontsource/noto-sans-jp", s.file));
    cache.set(s.file, b);
  }
  return b;
};

/** The subset with the glyph of a code point DejaVu lacks, or null (DejaVu draws it). */
export function fontOf(cp: number): Subset | null {
  if (cp < CJK_FROM) return null;
  return cjkSubsets().find((s) => s.ranges.some(([a, b]) => cp >= a && cp <= b)) ?? null;
}

/** The CJK subsets a text needs. */
export function subsetsFor(text: string): Subset[] {
  const out = new Set<Subset>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= CJK_FROM) {
      const s = fontOf(cp);
      if (s) out.add(s);
    }
  }
  return [...out];
}

/** Runs of a text by the font that draws them: null for DejaVu, else the subset's name. */
export function runs(text: string): { text: string; font: string | null }[] {
  const out: { text: string; font: string | null }[] = [];
  for (const ch of text) {
    const font = fontOf(ch.codePointAt(0)!)?.name ?? null;
    const last = out[out.length - 1];
    if (last && last.font === font) last.text += ch;
    else out.push({ text: ch, font });
  }
  return out;
}

export const woffOf = (s: Subset) => woff(s);

/** A WOFF font as the TrueType/OpenType file it wraps (the PNG renderer reads only those). */
export function woffToSfnt(w: Uint8Array): Uint8Array {
  const v = new DataView(w.buffer, w.byteOffset, w.byteLength);
  const numTables = v.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    return {
      tag: v.getUint32(at),
      offset: v.getUint32(at + 4),
      comp: v.getUint32(at + 8),
      orig: v.getUint32(at + 12),
      sum: v.getUint32(at + 16),
    };
  });
  const datas = tables.map((t) => {
    const raw = w.subarray(t.offset, t.offset + t.comp);
    return t.comp < t.orig ? unzlibSync(raw) : raw;
  });
  const headerSize = 12 + 16 * numTables;
  const size = datas.reduce((n, d) => n + ((d.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  let pow = 1,
    log = 0;
  while (pow * 2 <= numTables) {
    pow *= 2;
    log++;
  }
  o.setUint32(0, v.getUint32(4));
  o.setUint16(4, numTables);
  o.setUint16(6, pow * 16);
  o.setUint16(8, log);
  o.setUint16(10, numTables * 16 - pow * 16);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const rec = 12 + 16 * i;
    o.setUint32(rec, t.tag);
    o.setUint32(rec + 4, t.sum);
    o.setUint32(rec + 8, offset);
    o.setUint32(rec + 12, datas[i].length);
    out.set(datas[i], offset);
    offset += (datas[i].length + 3) & ~3;
  });
  return out;
}
