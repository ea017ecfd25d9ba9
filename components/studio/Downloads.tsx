"use client";
// Print and download, in every editor: print-and-play PDF with its options, a picture (SVG, PNG),
// the document for Tiled, and other tools' files. What a kind offers comes from the exchange
// registry (passed in by the page); the files are made on the server.
import { useState } from "react";
import type { Capabilities } from "@/lib/exchange/registry";

const LAYOUT_LABEL: Record<string, string> = {
  tiles: "Tiles at true size",
  cards: "Deck of cards",
  map: "Map at true size",
  booklet: "Booklet",
  characters: "Character cards",
  fate: "Fate cards",
};

export function Downloads({ documentId, offers }: { documentId: string; offers: Capabilities }) {
  const [printing, setPrinting] = useState(false);
  const [paper, setPaper] = useState<"a4" | "letter">("a4");
  const [bleed, setBleed] = useState(0);
  const [cropMarks, setCropMarks] = useState(false);
  const [size, setSize] = useState(offers.size?.default ?? 0);
  const [layout, setLayout] = useState(offers.print[0] ?? "");
  const base = `/api/documents/${encodeURIComponent(documentId)}`;
  const printHref = `${base}/print?${new URLSearchParams({
    paper,
    bleed: String(bleed),
    cropMarks: cropMarks ? "1" : "0",
    ...(offers.size ? { size: String(size) } : {}),
    ...(layout ? { layout } : {}),
  })}`;
  const any = offers.picture || offers.tiled || offers.files.length > 0;
  return (
    <>
      {offers.print.length > 0 && (
        <button onClick={() => setPrinting(true)} title="Print-and-play PDF">
          Print…
        </button>
      )}
      {any && (
        <details className="menu">
          <summary className="button">Download…</summary>
          <div className="menu-items stack" role="menu" aria-label="Downloads">
            {offers.picture && (
              <>
                <a role="menuitem" href={`${base}/picture?format=svg`} download>
                  Download picture (SVG)
                </a>
                <a role="menuitem" href={`${base}/picture?format=png&scale=2`} download>
                  Download picture (PNG)
                </a>
              </>
            )}
            {offers.tiled && (
              <>
                <a role="menuitem" href={`${base}/tiled?format=json`} download>
                  For Tiled ({offers.tiled === "tileset" ? "TSJ" : "TMJ"})
                </a>
                <a role="menuitem" href={`${base}/tiled?format=xml`} download>
                  For Tiled ({offers.tiled === "tileset" ? "TSX" : "TMX"})
                </a>
              </>
            )}
            {offers.files.map((f) => (
              <a key={f.id} role="menuitem" href={`${base}/file?format=${encodeURIComponent(f.id)}`} download>
                As {f.label}
              </a>
            ))}
          </div>
        </details>
      )}
      {printing && (
        <div className="dialog-backdrop">
          <div className="dialog stack" role="dialog" aria-modal="true" aria-label="Print and play" style={{ maxWidth: 420 }}>
            <h2 style={{ margin: 0 }}>Print and play</h2>
            {offers.print.length > 1 && (
              <label>
                Layout
                <select aria-label="Layout" value={layout} onChange={(e) => setLayout(e.target.value)}>
                  {offers.print.map((l) => (
                    <option key={l} value={l}>
                      {LAYOUT_LABEL[l] ?? l}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label>
              Paper
              <select aria-label="Paper" value={paper} onChange={(e) => setPaper(e.target.value as "a4" | "letter")}>
                <option value="a4">A4</option>
                <option value="letter">Letter</option>
              </select>
            </label>
            {/* The size is for a kind's first layout (hexes, a map); cards are poker size. */}
            {offers.size && layout === offers.print[0] && (
              <label>
                Size: {offers.size.label} (mm)
                <input
                  aria-label="Size in mm"
                  type="number"
                  min={5}
                  max={500}
                  value={size}
                  onChange={(e) => setSize(Number(e.target.value))}
                />
              </label>
            )}
            <label>
              Bleed (mm)
              <input
                aria-label="Bleed in mm"
                type="number"
                min={0}
                max={10}
                step={0.5}
                value={bleed}
                onChange={(e) => setBleed(Number(e.target.value))}
              />
            </label>
            <label className="row">
              <input type="checkbox" checked={cropMarks} onChange={(e) => setCropMarks(e.target.checked)} /> Crop marks
            </label>
            <div className="row">
              <a className="button primary" href={printHref} download onClick={() => setPrinting(false)}>
                Download PDF
              </a>
              <button onClick={() => setPrinting(false)}>Close</button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
