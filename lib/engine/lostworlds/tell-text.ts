/**
 * "Tell opponent" sentences ↔ structured restrictions (restriction-model.ts), in one place with the
 * words they use. Rendering names a restriction wherever it is shown: the engine's views and
 * reasons, lint messages, the editor's preview, the print view and the files the studio writes.
 * Parsing reads printed books (the importers and the editor's "read restrictions from the text"):
 * it reads the common printed patterns, says which sentences it could not read, and is the inverse
 * of rendering for every pattern it reads. The engine itself only renders.
 */
import { COLORS, GROUPS, isGroup, type Color, type GroupId } from "./pages";
import type { Duration, Effect, ManeuverRef, Restriction, Selectors } from "./restriction-model";

/** Printed forms of each group, singular and plural, lower case (how tells and sheets name them). */
export const GROUP_LABELS: Readonly<Record<GroupId, { label: string; aliases: readonly string[] }>> = {
  "down-swings": { label: "Down Swings", aliases: ["down swing", "down swings", "downswing", "downswings"] },
  "side-swings": { label: "Side Swings", aliases: ["side swing", "side swings"] },
  thrusts: { label: "Thrusts", aliases: ["thrust", "thrusts"] },
  feints: { label: "Feints", aliases: ["feint", "feints", "fake", "fakes"] },
  "protected-attacks": { label: "Protected Attacks", aliases: ["protected attack", "protected attacks"] },
  special: { label: "Special", aliases: ["special", "specials"] },
  blocks: { label: "Blocks", aliases: ["block", "blocks", "shield block", "shield blocks", "shield strike", "shield strikes"] },
  jumps: { label: "Jumps", aliases: ["jump", "jumps"] },
  "extended-range": { label: "Extended Range", aliases: ["extended range"] },
};

export const COLOR_LABEL = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

export function colorFromWord(word: string): Color | null {
  const w = word.trim().toLowerCase();
  return (COLORS as readonly string[]).includes(w) ? (w as Color) : null;
}

export function groupFromWord(word: string): GroupId | null {
  const w = word.trim().toLowerCase().replace(/\s+/g, " ");
  for (const id of GROUPS) if (GROUP_LABELS[id].aliases.includes(w)) return id;
  return null;
}

export interface ParsedTell {
  restrictions: Restriction[];
  effects: Effect[];
  /** Sentences that matched no known pattern (kept in the printed text, reported by importers). */
  unread: string[];
}

const DURATION_TEXT: Record<Duration, string> = {
  "next-turn": "next turn",
  "next-2-turns": "for the next 2 turns",
  "until-weapon-retrieved": "until your weapon is picked up",
  "rest-of-combat": "for the rest of the combat",
};

const DURATION_PATTERN =
  /\s+(next turn|(?:for )?the next (?:2|two) turns|until your weapon is (?:picked up|retrieved)|for the rest of (?:the )?combat)$/i;

function durationFrom(text: string): Duration {
  const t = text.toLowerCase();
  if (t.includes("2") || t.includes("two")) return "next-2-turns";
  if (t.includes("weapon")) return "until-weapon-retrieved";
  if (t.includes("rest")) return "rest-of-combat";
  return "next-turn";
}

/**
 * A sheet as the parser names its maneuvers: (group, name) pairs, and the group headings that are
 * the character's own. Without one, a name is kept with no group (lint reports it).
 */
export interface SheetNames {
  maneuvers: readonly ManeuverRef[];
  ownGroups: readonly string[];
}

const NO_SHEET: SheetNames = { maneuvers: [], ownGroups: [] };

/** How a maneuver is said: "Retrieve Weapon", "Jump Away", but "Feint High" (one-word names repeat across groups). */
export function maneuverLabel(ref: ManeuverRef): string {
  const name = ref.name.trim();
  if (!ref.group || name.includes(" ") || name.toLowerCase().startsWith(ref.group.toLowerCase())) return name;
  return `${ref.group} ${name}`;
}

const lower = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** An own group heading a term names ("Bite" or "Bites"). */
function ownGroupFrom(term: string, sheet: SheetNames): string | null {
  const t = lower(term);
  return sheet.ownGroups.find((g) => lower(g) === t || `${lower(g)}s` === t) ?? null;
}

/** The maneuver a term names: its label, "group name", or a name unique on the sheet. */
function maneuverFrom(term: string, sheet: SheetNames): ManeuverRef {
  const t = lower(term);
  const hit =
    sheet.maneuvers.find((m) => lower(maneuverLabel(m)) === t || lower(`${m.group} ${m.name}`) === t) ??
    (sheet.maneuvers.filter((m) => lower(m.name) === t).length === 1 ? sheet.maneuvers.find((m) => lower(m.name) === t) : undefined);
  return hit ? { group: hit.group, name: hit.name } : { group: "", name: term.trim() };
}

const emptySelectors = (): Required<Selectors> => ({ colors: [], groups: [], ownGroups: [], maneuvers: [], match: "any" });

/** Selectors as books store them: no own groups and "any" are left out. */
export function storedSelectors(s: Required<Selectors>): Selectors {
  const { ownGroups, match, ...rest } = s;
  return { ...rest, ...(ownGroups.length ? { ownGroups } : {}), ...(match === "all" ? { match } : {}) };
}

/** One term into `out`: a colour, a standard group, an own group, or a maneuver. */
function addTerm(out: Required<Selectors>, term: string, sheet: SheetNames): void {
  const color = colorFromWord(term);
  const group = color ? null : groupFromWord(term);
  const own = color || group ? null : ownGroupFrom(term, sheet);
  if (color) out.colors.push(color);
  else if (group) out.groups.push(group);
  else if (own) out.ownGroups.push(own);
  else out.maneuvers.push(maneuverFrom(term, sheet));
}

/**
 * "Green, Yellow or Blue" → selectors; every term is a colour, a group, an own group or a maneuver.
 * A single term made of a standard group and a colour ("Extended Range Green") selects the
 * maneuvers that are both (`match` "all").
 */
function selectorsFrom(list: string, sheet: SheetNames): Selectors {
  return storedSelectors(readSelectors(list, sheet));
}

function readSelectors(list: string, sheet: SheetNames): Required<Selectors> {
  const out = emptySelectors();
  const terms = list
    .split(/\s*,\s*|\s+or\s+|\s+and\s+/i)
    .map((t) => t.trim())
    .filter(Boolean);
  if (terms.length === 1) {
    const both = /^(.+?)\s+(\S+)$/.exec(terms[0]);
    const group = both ? groupFromWord(both[1]) : null;
    const color = both ? colorFromWord(both[2]) : null;
    if (group && color && !colorFromWord(terms[0]) && !groupFromWord(terms[0])) {
      return { ...out, groups: [group], colors: [color], match: "all" };
    }
  }
  for (const term of terms) addTerm(out, term, sheet);
  return out;
}

/** Splits printed text into sentences, dropping the quotes OCR leaves around and inside them. */
export function sentences(text: string): string[] {
  return text
    .replace(/[“”"]/g, "")
    .split(/(?<=[.!])\s+/)
    .map((s) =>
      s
        .trim()
        .replace(/[.!]+$/, "")
        .trim(),
    )
    .filter(Boolean);
}

export function parseTell(text: string, sheet: SheetNames = NO_SHEET): ParsedTell {
  const result: ParsedTell = { restrictions: [], effects: [], unread: [] };
  const has = (type: Effect["type"]) => result.effects.some((e) => e.type === type);
  for (const sentence of sentences(text)) {
    const s = sentence.replace(/^however,?\s+/i, "");
    let m: RegExpExecArray | null;
    if (/^no restrictions(\s+next turn)?$/i.test(s)) continue;
    if (/^other restrictions are (invalid|void)$/i.test(s)) {
      result.restrictions.push({ type: "override" });
    } else if (/^(you )?may use your weapon again$/i.test(s)) {
      result.effects.push({ type: "weapon-retrieved" });
    } else if (/^only a move that scores gets the bonus$/i.test(s)) {
      const last = result.restrictions[result.restrictions.length - 1];
      if (last?.type === "bonus") last.when = "scores";
      else result.unread.push(sentence);
    } else if ((m = /^(score:?\s*)?turn to (\d+)$/i.exec(s))) {
      result.effects.push({ type: "turn-to", page: Number(m[2]), onScore: !!m[1] });
    } else if ((m = /^regain (\d+) body points?( if not scored on)?$/i.exec(s))) {
      result.effects.push(m[2] ? { type: "regain", points: Number(m[1]), ifNotScoredOn: true } : { type: "regain", points: Number(m[1]) });
    } else if (/^you are knocked out$/i.test(s)) {
      result.effects.push({ type: "knocked-out" });
    } else if (/^your shield is broken$/i.test(s)) {
      result.effects.push({ type: "shield-lost" });
    } else if ((m = /^you may (now|no longer) do (.+) for the rest of the combat$/i.exec(s))) {
      const maneuver = maneuverFrom(m[2], sheet);
      result.effects.push({ type: m[1].toLowerCase() === "now" ? "enable" : "disable", maneuver });
    } else if ((m = /^do (only|no) (.+)$/i.exec(s))) {
      const d = DURATION_PATTERN.exec(m[2]);
      if (!d) {
        result.unread.push(sentence);
        continue;
      }
      const duration = durationFrom(d[1]);
      const list = m[2].slice(0, d.index);
      result.restrictions.push({ type: m[1].toLowerCase() as "only" | "no", ...selectorsFrom(list, sheet), duration });
      if (duration === "until-weapon-retrieved" && !has("weapon-lost")) result.effects.push({ type: "weapon-lost" });
    } else if ((m = /^\+?(-?\d+) to your score(.*)$/i.exec(s))) {
      const d = DURATION_PATTERN.exec(" " + m[2].trim());
      if (m[2].trim() && !d) {
        result.unread.push(sentence);
        continue;
      }
      const duration = d ? durationFrom(d[1]) : "next-turn";
      result.restrictions.push({ type: "bonus", amount: Number(m[1]), ...storedSelectors(emptySelectors()), duration });
    } else if ((m = /^add \+?(-?\d+)\s+(?:if you score|to any (.+?) that scores?)(.*)$/i.exec(s))) {
      const d = DURATION_PATTERN.exec(" " + m[3].trim());
      if (m[3].trim() && !d) {
        result.unread.push(sentence);
        continue;
      }
      const duration = d ? durationFrom(d[1]) : "next-turn";
      result.restrictions.push({ type: "bonus", amount: Number(m[1]), ...selectorsFrom(m[2] ?? "", sheet), duration });
    } else {
      result.unread.push(sentence);
    }
  }
  return result;
}

/** "A", "A or B", "A, B or C". */
function orList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

function selectorText(r: Selectors): string {
  const groups = r.groups.map((g) => (isGroup(g) ? GROUP_LABELS[g].label : g));
  const own = r.ownGroups ?? [];
  if (r.match === "all") {
    // "Extended Range Green": each kind of selector narrows the others.
    return [orList(groups), orList(own), orList(r.colors.map(COLOR_LABEL)), orList(r.maneuvers.map(maneuverLabel))]
      .filter(Boolean)
      .join(" ");
  }
  return orList([...groups, ...own, ...r.colors.map(COLOR_LABEL), ...r.maneuvers.map(maneuverLabel)]);
}

/** The printed sentence for one restriction. */
export function renderRestriction(r: Restriction): string {
  switch (r.type) {
    case "override":
      return "Other restrictions are invalid.";
    case "bonus": {
      const scope = selectorText(r);
      const sign = r.amount >= 0 ? "+" : "";
      const only = r.when === "scores" ? " Only a move that scores gets the bonus." : "";
      return scope
        ? `Add ${sign}${r.amount} to any ${scope} that scores ${DURATION_TEXT[r.duration]}.${only}`
        : `Add ${sign}${r.amount} if you score ${DURATION_TEXT[r.duration]}.${only}`;
    }
    default:
      return `Do ${r.type} ${selectorText(r)} ${DURATION_TEXT[r.duration]}.`;
  }
}

/**
 * The sentence an effect reads as, or null when the tell's restrictions already say it ("until
 * your weapon is picked up" is the dropped weapon; a knock-down is its "Do only Jumps" line).
 */
export function renderEffect(e: Effect): string | null {
  switch (e.type) {
    case "weapon-retrieved":
      return "May use your weapon again.";
    case "shield-lost":
      return "Your shield is broken.";
    case "knocked-out":
      return "You are knocked out.";
    case "regain":
      return `Regain ${e.points} body point${e.points === 1 ? "" : "s"}${e.ifNotScoredOn ? " if not scored on" : ""}.`;
    case "turn-to":
      return e.onScore ? `Score: turn to ${e.page}.` : `Turn to ${e.page}.`;
    case "enable":
      return `You may now do ${maneuverLabel(e.maneuver)} for the rest of the combat.`;
    case "disable":
      return `You may no longer do ${maneuverLabel(e.maneuver)} for the rest of the combat.`;
    default:
      return null;
  }
}

/** The whole tell as a sentence: what the editor previews when the printed text is empty. */
export function renderTell(tell: { restrictions: Restriction[]; effects: Effect[] }): string {
  const parts = tell.effects.flatMap((e) => renderEffect(e) ?? []);
  parts.push(...tell.restrictions.map(renderRestriction));
  if (tell.restrictions.length === 0) parts.push("No restrictions next turn.");
  return parts.join(" ");
}
