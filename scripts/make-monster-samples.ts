/**
 * Writes two sample books that use what the book model holds beyond Mirim's book, both invented
 * for Hexfolio and marked as samples:
 *
 * - lib/content/samples/fen-wyrm.book.json: the Fen Wyrm, a monster whose sheet has groups of its
 *   own (Bite, Coil), read out by name ("Do no Bites"), a Tail Lash with a MOD per weapon and no
 *   colour, and a Skill held back until a picture frees it;
 * - lib/content/samples/grull.book.json: Grull the Bog Troll, who regenerates (his best
 *   regeneration is 2) and is knocked out by a crushing blow.
 *
 *   npx tsx scripts/make-monster-samples.ts
 *
 * Both keep the standard page set's structure as the Brannoc sample lays it out (which maneuver
 * page leads to which picture page), which is what lets them play any book; the script refuses to
 * write a book with lint errors, alone or paired with Mirim either way round.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BOOK_SCHEMA_VERSION, bookBodySchema, type BookBody } from "../lib/content/kinds/book";
import { paragraphs } from "../lib/games/lostworlds/lw-text";
import { lintBook } from "../lib/lint/book";
import { lintBookPair } from "../lib/lint/book-pair";

const ROOT = resolve(import.meta.dirname, "..");
const read = (name: string): BookBody =>
  bookBodySchema.parse(JSON.parse(readFileSync(resolve(ROOT, "lib/content/samples", name), "utf8")).body);
const template = read("brannoc.book.json");
const mirim = read("mirim.book.json");

function group(book: BookBody, name: string) {
  const g = book.sheet.groups.find((x) => x.name === name);
  if (!g) throw new Error(`no group ${name}`);
  return g;
}

function wyrm(): BookBody {
  const b = structuredClone(template);
  b.character = { ...b.character, name: "Fen Wyrm (sample)", height: 5, bodyPoints: 16, equipment: ["Fangs", "Tail"] };
  b.character.notes = paragraphs(["A sample book invented for Hexfolio: a monster with maneuver groups of its own."]);
  const bite = group(b, "Thrust");
  Object.assign(bite, { name: "Bite", own: true });
  bite.maneuvers[0].name = "High";
  bite.maneuvers[1].name = "Low";
  const coil = group(b, "Shield Bash");
  Object.assign(coil, { name: "Coil", own: true });
  const lash = group(b, "Down Swing").maneuvers[0];
  Object.assign(lash, { name: "Tail Lash", color: null, weaponMods: [1] });
  const skill = group(b, "Special").maneuvers.find((m) => m.page === 36)!;
  Object.assign(skill, { name: "Venom Spit", disabled: true });
  // p.11: "No Side Swings and no Red" becomes the Wyrm's own "Do no Bites next turn".
  b.pictures["11"].tell = {
    text: "Do no Bites next turn.",
    restrictions: [{ type: "no", colors: [], groups: [], ownGroups: ["Bite"], maneuvers: [], duration: "next-turn" }],
    effects: [],
  };
  // p.39: charging at it with a shout frees its venom.
  b.pictures["39"].tell.text += " You may now do Venom Spit for the rest of the combat.";
  b.pictures["39"].tell.effects.push({ type: "enable", maneuver: { group: "Special", name: "Venom Spit" } });
  return b;
}

function grull(): BookBody {
  const b = structuredClone(template);
  b.character = { ...b.character, name: "Grull the Bog Troll (sample)", height: 5, bodyPoints: 14, equipment: ["Club"] };
  b.character.notes = paragraphs(["A sample book invented for Hexfolio: a troll who regenerates; his best regeneration is 2."]);
  for (const page of ["39", "31"]) {
    b.pictures[page].tell.text += " Regain 1 body point.";
    b.pictures[page].tell.effects.push({ type: "regain", points: 1 });
  }
  b.pictures["11"].tell.text += " Regain 2 body points.";
  b.pictures["11"].tell.effects.push({ type: "regain", points: 2 });
  // p.7's CRITICAL: a crushing blow to the head knocks him out.
  const head = b.pictures["7"];
  if (head.critical) {
    head.critical.text = `${head.critical.text} You are knocked out.`.trim();
    head.critical.effects.push({ type: "knocked-out" });
  }
  return b;
}

for (const [file, title, book] of [
  ["fen-wyrm.book.json", "Fen Wyrm (sample)", wyrm()],
  ["grull.book.json", "Grull the Bog Troll (sample)", grull()],
] as const) {
  const body = bookBodySchema.parse(book);
  const errors = [...lintBook(body), ...lintBookPair(body, mirim), ...lintBookPair(mirim, body)].filter((d) => d.severity === "error");
  if (errors.length) throw new Error(`${title}: ${errors.map((e) => `${e.rule}: ${e.message}`).join("\n")}`);
  const out = { kind: "book", title, schemaVersion: BOOK_SCHEMA_VERSION, body };
  writeFileSync(resolve(ROOT, "lib/content/samples", file), JSON.stringify(out, null, 2) + "\n");
  console.log(`wrote ${file}`);
}
