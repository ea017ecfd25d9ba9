/**
 * Regenerates lib/content/samples/mirim.book.json: the printed rules' Mirim transcript through the
 * lw-text importer, then the corrections docs/rules/lostworlds.md describes, each listed below and
 * recorded in the book's notes.
 *
 *   npx tsx scripts/make-mirim-sample.ts path/to/mirim-transcript.txt
 *
 * The transcript is not ours to ship, so the output is committed. The script refuses to
 * write when the import does not match what the corrections assume (so a changed importer cannot
 * slip a different book into the sample).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { importLwText, paragraphs } from "../lib/games/lostworlds/lw-text";
import { BOOK_SCHEMA_VERSION, bookBodySchema, sheetManeuvers, type BookBody, type ManeuverGroup } from "../lib/content/kinds/book";
import { STANDARD_PAGE_SET } from "../lib/engine/lostworlds/pages";
import { lintBook } from "../lib/lint/book";

const repoRoot = resolve(import.meta.dirname, "..");
const OUT = resolve(repoRoot, "lib/content/samples/mirim.book.json");

/** Mirim's sheet as printed (docs/rules/lostworlds.md): [group, [name, page, xPage, mod][]]. */
const SHEET: [string, [string, number, number | null, number][]][] = [
  ["Down Swing", [["Strong", 24, 50, 3]]],
  [
    "Side Swing",
    [
      ["Strong", 28, 64, 2],
      ["High", 10, 64, 1],
      ["Low", 2, 58, 1],
    ],
  ],
  [
    "Thrust",
    [
      ["High", 32, 54, 0],
      ["Low", 14, 60, 0],
    ],
  ],
  [
    "Feint",
    [
      ["High", 42, 58, 0],
      ["Low", 12, 64, 0],
      ["Side Swing", 22, 54, -1],
      ["Thrust", 38, 58, 0],
    ],
  ],
  [
    "Protected Attack",
    [
      ["Down Swing", 44, 56, 2],
      ["Side Swing", 48, 56, 0],
      ["Thrust", 6, 56, -1],
    ],
  ],
  [
    "Special",
    [
      ["Super Vibration Arrow", 36, 50, -3],
      ["Wild Swing", 40, 58, 2],
      ["Dislodge Weapon", 30, 58, -4],
      ["Retrieve Weapon", 46, 52, -6],
    ],
  ],
  [
    "Shield Strike",
    [
      ["High", 26, 56, 2],
      ["Low", 4, 56, 2],
    ],
  ],
  [
    "Jump",
    [
      ["Jump Up", 18, 52, -6],
      ["Dodge", 8, 52, -4],
      ["Duck", 20, 52, -5],
      ["Jump Away", 16, 62, -4],
    ],
  ],
  [
    "Extended Range",
    [
      ["Charge", 50, null, 5],
      ["High Swing", 64, null, -6],
      ["Low Swing", 58, null, -6],
      ["High Thrust", 54, null, -5],
      ["Low Thrust", 60, null, -5],
      ["Block and Close", 56, null, 4],
      ["Dodge", 52, null, -6],
      ["Jump Back", 62, null, -6],
    ],
  ],
];

/** Corrections, in words; they go into the character's notes so the sample says what it is. */
const CORRECTIONS = [
  "Imported from a scan of the printed book with the book-text importer, then corrected by hand:",
  "Sheet: the scan put the group labels one row off; groups and maneuver names are corrected (page, X and MOD values are as imported).",
  "Colours: the scan lost them; every maneuver has its page's standard colour.",
  'Parchment 53: the scan kept only the Japanese title (ボディを負傷); the English title is "Body Wound".',
  'Parchment 35: the scan lost its SCORE and CRITICAL numbers; its printed CRITICAL line reads "Do no Red for the rest of the ' +
    'combat." The critical is left out until the numbers are known.',
  "Effects read from titles: 41 Knocked Down (knocked-down), 55 Shield Smashed (shield-lost).",
];

function correctedSheet(imported: BookBody): ManeuverGroup[] {
  const byPage = new Map(sheetManeuvers(imported).map((m) => [m.page, m]));
  return SHEET.map(([group, rows]) => ({
    name: group,
    own: false,
    maneuvers: rows.map(([name, page, xPage, mod]) => {
      const m = byPage.get(page);
      if (!m || m.xPage !== xPage || m.mod !== mod) {
        throw new Error(`Imported sheet does not match the printed sheet at page ${page}: ${JSON.stringify(m)} vs X ${xPage}, MOD ${mod}`);
      }
      const color = STANDARD_PAGE_SET.colorOf.get(page);
      if (!color) throw new Error(`No standard colour for page ${page}`);
      return { ...m, name, color };
    }),
  }));
}

export function makeMirim(seedText: string): { kind: "book"; title: string; schemaVersion: number; body: BookBody } {
  const { book } = importLwText(seedText);
  book.sheet.groups = correctedSheet(book);
  if (book.pictures["53"].title !== "") throw new Error("Parchment 53 has an English title now; revisit the correction");
  book.pictures["53"].title = "Body Wound";
  book.pictures["41"].tell.effects.push({ type: "knocked-down" });
  book.pictures["55"].tell.effects.push({ type: "shield-lost" });
  book.character.name = "Ultra-Vibration Valkyrie Mirim";
  book.character.notes = paragraphs(CORRECTIONS);
  const body = bookBodySchema.parse(book);
  return { kind: "book", title: "Ultra-Vibration Valkyrie Mirim (Lost Worlds)", schemaVersion: BOOK_SCHEMA_VERSION, body };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!process.argv[2]) {
    console.error("usage: npx tsx scripts/make-mirim-sample.ts path/to/mirim-transcript.txt");
    process.exit(2);
  }
  const sample = makeMirim(readFileSync(process.argv[2], "utf8"));
  const errors = lintBook(sample.body).filter((d) => d.severity === "error");
  if (errors.length) {
    for (const d of errors) console.error(`${d.rule} ${JSON.stringify(d.location)}: ${d.message}`);
    throw new Error(`The Mirim sample has ${errors.length} lint error(s); not written`);
  }
  writeFileSync(OUT, JSON.stringify(sample, null, 2) + "\n");
  console.log(`wrote ${OUT}`);
}
