/**
 * What a document prints as, before it meets paper: a print job is data, made by the document
 * kind (lib/exchange/registry.ts) and laid out on pages by pdf.ts. Four layouts cover the studio's
 * kinds and the ones to come:
 * - `tiles`: hex or square pieces at true size, as many per page as fit, each as many times as its
 *   count, with cut lines (tile sets; an island's tiles);
 * - `cards`: poker cards 63 × 88 mm, 9 to a page, crop marks, backs on the following page mirrored
 *   for duplex (island Characters and Fate cards; a tile set as a deck);
 * - `map`: one drawing at true size across as many pages as it needs, with overlap marks (mission
 *   levels, boards, scenario terrains);
 * - `flow`: pages of headings, text, tables and drawings in reading order (a Lost Worlds booklet).
 * Scenes in a job are in millimetres.
 */
import type { Scene } from "../draw/scene";

export type Paper = "a4" | "letter";

/** Paper sizes in millimetres (portrait). */
export const PAPER: Record<Paper, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

export interface PrintOptions {
  paper: Paper;
  /** Millimetres of picture printed past each cut line (0 for none). */
  bleed: number;
  cropMarks: boolean;
  /** The size a kind prints at, in millimetres: a hex across its flats, a map's square or hex. */
  size?: number;
  /** How a kind that can print more than one way prints (a tile set as "tiles" or "cards"). */
  layout?: string;
}

export const DEFAULT_PRINT: PrintOptions = { paper: "a4", bleed: 0, cropMarks: false };

/** One piece: its drawing (centred on 0, 0, in mm, bleed included), how many, and its name. */
export interface Piece {
  /** Draws the piece centred on (0, 0); `grow` mm wider all round (the bleed). */
  draw(grow: number): Scene["shapes"];
  count: number;
  label: string;
}

export interface TilesJob {
  layout: "tiles";
  title: string;
  shape: "hex" | "square";
  /** A hex across its flats (pointy top: its width), or a square's side, in mm. */
  across: number;
  pieces: Piece[];
}

export interface Card {
  /** The card's face, 0..63 × 0..88 mm (bleed drawn past those edges when asked). */
  draw(bleed: number): Scene["shapes"];
  count: number;
  label: string;
}

export interface CardsJob {
  layout: "cards";
  title: string;
  fronts: Card[];
  /** The back every card shares, or one per front. */
  back: Card | null;
}

export interface MapJob {
  layout: "map";
  title: string;
  /** One drawing per sheet of the map (a mission level), each at true size in mm. */
  sheets: { name: string; scene: Scene }[];
}

export type Block =
  | { kind: "heading"; text: string; level: 1 | 2 | 3 }
  | { kind: "text"; text: string; size?: number; bold?: boolean; italic?: boolean }
  | { kind: "table"; columns: { label: string; width: number; align?: "left" | "right" | "center" }[]; rows: string[][]; size?: number }
  | { kind: "scene"; scene: Scene; /** Width on paper in mm (height follows). */ width: number }
  | { kind: "page-break" };

export interface FlowJob {
  layout: "flow";
  title: string;
  /** Text size for paragraphs, in points: booklets read at arm's length. */
  size: number;
  blocks: Block[];
}

export type PrintJob = TilesJob | CardsJob | MapJob | FlowJob;

export const CARD = { width: 63, height: 88 };
