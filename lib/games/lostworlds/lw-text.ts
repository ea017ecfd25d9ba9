/**
 * The `lw-text` importer: a Lost Worlds book typed or scanned as plain text, laid out like a
 * printed book: picture parchments with their "Tell opponent" lines, matrix tables, then the sheet.
 *
 * What scans do to that layout, and how this reads it anyway:
 * - Parchment numbers float: a picture's number may come before or after its title, a matrix's
 *   number before its picture's, or be missing. So the text is cut at the matrix tables (lines of
 *   `N → M` pairs, in any column order, split over lines or not): the k-th table is matrix page
 *   2k+2 and the text before it is picture page 2k+1. Printed numbers only confirm the count;
 *   one that does not fit is reported.
 * - Titles are the English lines of a picture; lines in other scripts are its caption.
 * - The value of a SCORE or CRITICAL burst is the number on the same or the next line.
 * - Sheet rows are tab-separated; a group label starts a group; colours are usually lost.
 * Everything that could not be read is reported with its line number; nothing is made up silently.
 */
import { emptyRichText, type RichTextNode } from "../../content/rich-text";
import { emptyBook, sheetNames, type BookBody, type Maneuver, type MatrixPage, type PicturePage } from "../../content/kinds/book";
import { COLORS, STANDARD_PAGE_SET, rangeOfPage, type Color, type PageSet } from "../../engine/lostworlds/pages";
import { colorFromWord, groupFromWord, parseTell } from "../../engine/lostworlds/tell-text";

export interface ImportProblem {
  /** 1-based line in the source text (0 when the problem is about the whole text). */
  line: number;
  message: string;
}

export interface ImportResult {
  book: BookBody;
  problems: ImportProblem[];
}

interface Line {
  no: number;
  text: string;
}

const ARROW = /(\d+)\s*(?:→|->|=>|⇒)\s*(\d+)/g;
const isMatrixLine = (s: string) => /\d+\s*(?:→|->|=>|⇒)\s*\d+/.test(s);
const BARE_NUMBER = /^[-−–]?\d+$/;
const toInt = (s: string) => Number(s.replace(/[−–]/, "-"));
const isEnglish = (s: string) => /[A-Za-z]/.test(s) && !/[^\x20-\x7e\u2018-\u201d]/.test(s);
const stripQuotes = (s: string) => s.replace(/[“”"]/g, "").trim();

export const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

/** Rich text with one paragraph per line (captions). */
export function paragraphs(lines: string[]): RichTextNode {
  if (lines.length === 0) return emptyRichText();
  return { type: "doc", content: lines.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) };
}

/** Runs of matrix lines (blank lines inside a run do not end it). */
function matrixRuns(lines: Line[]): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  let cur: { start: number; end: number } | null = null;
  lines.forEach((l, i) => {
    if (isMatrixLine(l.text)) {
      if (cur) cur.end = i;
      else cur = { start: i, end: i };
    } else if (l.text.trim() !== "" && cur) {
      runs.push(cur);
      cur = null;
    }
  });
  if (cur) runs.push(cur);
  return runs;
}

function readMatrix(lines: Line[], page: number, set: PageSet, problems: ImportProblem[]): MatrixPage {
  const rows: Record<string, number> = {};
  for (const l of lines) {
    for (const m of l.text.matchAll(ARROW)) {
      const row = Number(m[1]);
      const target = Number(m[2]);
      if (row in rows && rows[row] !== target) {
        problems.push({ line: l.no, message: `matrix ${page}: row ${row} appears twice (→ ${rows[row]} and → ${target}); kept the first` });
        continue;
      }
      rows[row] = target;
    }
  }
  const range = rangeOfPage(set, page);
  const expected = range === "extended" ? set.extended : set.close;
  const first = lines[0]?.no ?? 0;
  for (const key of Object.keys(rows)) {
    if (!expected.includes(Number(key)))
      problems.push({ line: first, message: `matrix ${page}: row ${key} is not a ${range ?? "standard"}-range page` });
  }
  for (const p of expected) if (!(p in rows)) problems.push({ line: first, message: `matrix ${page}: no entry for row ${p}` });
  return { rows };
}

function readPicture(lines: Line[], page: number, problems: ImportProblem[]): PicturePage {
  const title: string[] = [];
  const caption: string[] = [];
  let score: number | null = null;
  let threshold: number | null = null;
  let tellLine: Line | null = null;
  let criticalLine: Line | null = null;
  const text = lines.filter((l) => l.text.trim() !== "");
  // A burst's value is on its own line or the next one.
  const valueAfter = (i: number, label: string): number | null => {
    const next = text[i + 1];
    if (next && BARE_NUMBER.test(next.text.trim())) {
      consumed.add(i + 1);
      return toInt(next.text.trim());
    }
    problems.push({ line: text[i].no, message: `parchment ${page}: ${label} without a number` });
    return null;
  };
  const consumed = new Set<number>();
  text.forEach((l, i) => {
    if (consumed.has(i)) return;
    const s = l.text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^tell opponent\s*:?\s*(.*)$/i.exec(s))) tellLine = { no: l.no, text: stripQuotes(m[1]) };
    else if ((m = /^critical\s*:\s*(.*)$/i.exec(s))) criticalLine = { no: l.no, text: stripQuotes(m[1]) };
    else if ((m = /^score\s*:?\s*([-−–]?\d+)?$/i.exec(s))) score = m[1] !== undefined ? toInt(m[1]) : valueAfter(i, "SCORE");
    else if ((m = /^(?:クリティカル|critical)\s*([-−–]?\d+)?$/i.exec(s)))
      threshold = m[1] !== undefined ? toInt(m[1]) : valueAfter(i, "CRITICAL");
    else if (BARE_NUMBER.test(s)) {
      const n = toInt(s);
      if (n < page - 1 || n > page + 1)
        problems.push({
          line: l.no,
          message: `parchment ${page}: the number ${n} does not fit here (expected ${page - 1}, ${page} or ${page + 1})`,
        });
    } else if (isEnglish(s)) title.push(s);
    else caption.push(s);
  });
  const first = text[0]?.no ?? 0;
  if (title.length === 0)
    problems.push({
      line: first,
      message: `parchment ${page}: no English title found${caption.length ? ` (only "${caption.join(" ")}")` : ""}`,
    });
  const tell = tellLine as Line | null;
  const crit = criticalLine as Line | null;
  const parsedTell = tell ? parseTell(tell.text) : { restrictions: [], effects: [], unread: [] };
  if (!tell) problems.push({ line: first, message: `parchment ${page}: no "Tell opponent" line` });
  for (const u of parsedTell.unread)
    problems.push({ line: tell?.no ?? first, message: `parchment ${page}: could not read "${u}" (kept in the printed text only)` });
  let critical: PicturePage["critical"] = null;
  if (crit && threshold === null) {
    problems.push({
      line: crit.no,
      message: `parchment ${page}: CRITICAL text "${crit.text}" but no CRITICAL number; the critical is left out`,
    });
  } else if (threshold !== null) {
    const parsed = crit ? parseTell(crit.text) : { restrictions: [], effects: [], unread: [] };
    if (!crit) problems.push({ line: first, message: `parchment ${page}: CRITICAL ${threshold} without a "CRITICAL:" line` });
    for (const u of parsed.unread) problems.push({ line: crit?.no ?? first, message: `parchment ${page}: could not read CRITICAL "${u}"` });
    critical = { threshold, text: crit?.text ?? "", restrictions: parsed.restrictions, effects: parsed.effects };
  }
  return {
    title: title.join(" "),
    caption: paragraphs(caption),
    image: null,
    score,
    critical,
    tell: { text: tell?.text ?? "", restrictions: parsedTell.restrictions, effects: parsedTell.effects },
    range: null,
  };
}

function readStats(lines: Line[], book: BookBody, problems: ImportProblem[]): void {
  const all = lines.map((l) => l.text).join("\n");
  const stat = (re: RegExp) => {
    const m = re.exec(all);
    return m ? Number(m[1]) : null;
  };
  const height = stat(/HEIGHT\s*:?\s*(\d+)/i);
  const body = stat(/BODY(?:\s*POINTS)?\s*:?\s*(\d+)/i);
  const c = book.character;
  if (height === null) problems.push({ line: lines[0]?.no ?? 0, message: "character sheet: no HEIGHT" });
  else c.height = height;
  if (body === null) problems.push({ line: lines[0]?.no ?? 0, message: "character sheet: no BODY POINTS" });
  else c.bodyPoints = body;
  c.tacticPoints = stat(/TACTICS?\s*(?:POINTS|PTS\.?)?\s*:?\s*(\d+)/i) ?? 0;
  c.spellPoints = stat(/SPELL\s*(?:POINTS|PTS\.?)?\s*:?\s*(\d+)/i) ?? 0;
  c.luckPoints = stat(/LUCK\s*(?:POINTS|PTS\.?)?\s*:?\s*(\d+)/i) ?? 0;
  c.attacks = stat(/ATTACKS?\s*:?\s*(\d+)/i) ?? 1;
}

interface SheetRow {
  group: string | null;
  maneuver: Maneuver;
  /** No colour was printed (scans lose them) and the page's standard colour was used. */
  colorFromStandard: boolean;
}

function readSheetRow(l: Line, set: PageSet, problems: ImportProblem[]): SheetRow | null {
  const cells = l.text.split("\t").map((c) => c.trim());
  const pageAt = cells.findIndex((c) => /^\d+$/.test(c));
  if (pageAt < 0) {
    problems.push({ line: l.no, message: `character sheet: no page number in "${l.text.trim()}"` });
    return null;
  }
  const labels = cells.slice(0, pageAt);
  const [x = "", mod = "", exp = ""] = cells.slice(pageAt + 1);
  let group: string | null = null;
  let name: string;
  if (labels.length >= 2) {
    group = labels[0] || null;
    name = labels.slice(1).filter(Boolean).join(" ");
  } else {
    name = labels[0] ?? "";
    problems.push({ line: l.no, message: `character sheet: columns shifted; read "${name}" as a maneuver of the group above` });
  }
  const page = Number(cells[pageAt]);
  // "2/-1": one MOD per weapon the character carries, the weapon in hand first.
  const mods = mod.split("/").map((m) => m.trim());
  const modValue = /^[+-−]?\d+$/.test(mods[0]) ? toInt(mods[0].replace("+", "")) : null;
  const weaponMods = mods.slice(1).flatMap((m) => (/^[+-−]?\d+$/.test(m) ? [toInt(m.replace("+", ""))] : []));
  if (modValue === null) problems.push({ line: l.no, message: `character sheet: page ${page} has no MOD (set to 0)` });
  const printedColor = cells.map(colorFromWord).find((c): c is Color => c !== null);
  const standardColor = set.colorOf.get(page);
  if (!printedColor && !standardColor) {
    problems.push({
      line: l.no,
      message: `character sheet: no colour printed for page ${page} and no standard colour; it has none`,
    });
  }
  return {
    colorFromStandard: !printedColor && !!standardColor,
    group: group ? titleCase(group) : null,
    maneuver: {
      name: titleCase(name),
      color: printedColor ?? standardColor ?? null,
      page,
      xPage: /^\d+$/.test(x) ? Number(x) : null,
      mod: modValue ?? 0,
      weaponMods,
      usesShield: false,
      disabled: false,
      expBonus: /^[+]?\d+$/.test(exp) ? Number(exp.replace("+", "")) : 0,
    },
  };
}

function readSheet(lines: Line[], book: BookBody, set: PageSet, problems: ImportProblem[]): void {
  const sheetAt = lines.findIndex((l) => /^character sheet$/i.test(l.text.trim()));
  const named = lines.slice(0, sheetAt < 0 ? 0 : sheetAt).filter((l) => l.text.trim() !== "");
  if (named.length) book.character.name = named[named.length - 1].text.trim();
  else problems.push({ line: lines[0]?.no ?? 0, message: 'character sheet: no character name before "Character Sheet"' });
  readStats(
    lines.filter((l) => /HEIGHT|BODY|ATTACK|TACTIC|SPELL|LUCK/i.test(l.text) && !/\t/.test(l.text)),
    book,
    problems,
  );

  const header = lines.findIndex((l) => /^MANEUVER\b.*\bPAGE\b/i.test(l.text.trim()));
  if (header < 0) {
    problems.push({ line: lines[0]?.no ?? 0, message: "character sheet: no MANEUVER / PAGE table" });
    return;
  }
  const groups = book.sheet.groups;
  const standardColored: Line[] = [];
  let i = header + 1;
  for (; i < lines.length; i++) {
    const l = lines[i];
    if (/^(EQUIPMENT|EXPERIENCE|STANDARD GEAR)\b/i.test(l.text.trim())) break;
    if (l.text.trim() === "") continue;
    const row = readSheetRow(l, set, problems);
    if (!row) continue;
    if (row.colorFromStandard) standardColored.push(l);
    if (row.group) {
      // A heading that names no standard group is one of the character's own (a Bite, a Skill).
      groups.push({ name: row.group, own: groupFromWord(row.group) === null, maneuvers: [] });
      const std = groupFromWord(row.group);
      if (std && !set.groupPages[std].includes(row.maneuver.page)) {
        problems.push({
          line: l.no,
          message:
            `character sheet: group "${row.group}" starts at page ${row.maneuver.page}, which is not a standard ${row.group} ` +
            `page (${set.groupPages[std].join(", ")}); the group labels may be a row off`,
        });
      }
    } else if (groups.length === 0) {
      groups.push({ name: "Maneuvers", own: false, maneuvers: [] });
    }
    groups[groups.length - 1].maneuvers.push(row.maneuver);
  }
  if (standardColored.length) {
    const span =
      `line${standardColored.length > 1 ? "s" : ""} ` +
      `${standardColored[0].no}${standardColored.length > 1 ? `–${standardColored[standardColored.length - 1].no}` : ""}`;
    problems.push({
      line: standardColored[0].no,
      message:
        `character sheet: no colour printed for ${standardColored.length} maneuver(s) (${span}); used the standard colour of ` +
        `each page`,
    });
  }
  const equipment: string[] = [];
  for (; i < lines.length; i++) {
    const s = lines[i].text.trim();
    if (/^EXPERIENCE\b/i.test(s)) break;
    const m = /^[-•*]\s*(.+)$/.exec(s);
    if (m) equipment.push(m[1]);
  }
  book.character.equipment = equipment;
}

/** Reads a whole book; `set` says which pages are close and extended (the standard set by default). */
/**
 * The tells again, now that the sheet is read: a maneuver a tell names is then known by its group
 * and name, and an own group ("Do no Bites") as the character's own. What could not be read stays
 * as reported on the first reading (the sheet changes no sentence's form).
 */
function nameManeuvers(book: BookBody): void {
  const sheet = sheetNames(book);
  for (const pic of Object.values(book.pictures)) {
    const tell = parseTell(pic.tell.text, sheet);
    pic.tell = { ...pic.tell, restrictions: tell.restrictions, effects: tell.effects };
    if (pic.critical) {
      const crit = parseTell(pic.critical.text, sheet);
      pic.critical = { ...pic.critical, restrictions: crit.restrictions, effects: crit.effects };
    }
  }
}

export function importLwText(source: string, set: PageSet = STANDARD_PAGE_SET): ImportResult {
  const problems: ImportProblem[] = [];
  const lines: Line[] = source.split(/\r?\n/).map((text, i) => ({ no: i + 1, text }));
  const book = emptyBook();
  const runs = matrixRuns(lines);
  const pictureCount = (set.maxPicture + 1) / 2;
  if (runs.length === 0) {
    problems.push({ line: 0, message: "no matrix tables (lines of N → M) found; is this a Lost Worlds book?" });
    return { book, problems };
  }
  if (runs.length !== pictureCount) {
    problems.push({
      line: runs[0] ? lines[runs[0].start].no : 0,
      message: `found ${runs.length} matrix tables, expected ${pictureCount}; pages after a missing table are numbered one off`,
    });
  }
  // Parchment 1 starts at its number, the last bare "1" before the first table.
  let start = runs[0].start;
  while (start > 0 && lines[start - 1].text.trim() !== "1") start--;
  if (start === 0) {
    start = Math.max(0, runs[0].start - 12);
    problems.push({
      line: lines[start].no,
      message: 'could not find where parchment 1 begins (no line "1"); read the 12 lines before the first table',
    });
  } else start--;

  runs.slice(0, pictureCount).forEach((run, k) => {
    const picture = 2 * k + 1;
    const from = k === 0 ? start : runs[k - 1].end + 1;
    book.pictures[String(picture)] = readPicture(lines.slice(from, run.start), picture, problems);
    book.matrices[String(picture + 1)] = readMatrix(lines.slice(run.start, run.end + 1), picture + 1, set, problems);
  });

  const last = runs[Math.min(runs.length, pictureCount) - 1];
  const rest = lines.slice(last.end + 1);
  const sheetEnd = rest.findIndex((l) => /^EXPERIENCE POINTS/i.test(l.text.trim()));
  readSheet(sheetEnd < 0 ? rest : rest.slice(0, sheetEnd + 1), book, set, problems);
  nameManeuvers(book);
  return { book, problems };
}
