/**
 * "Tell opponent" sentences ↔ structured restrictions (restriction-model.ts), in one place with the
 * words they use. Rendering names a restriction wherever it is shown: the engine's views and
 * reasons, lint messages, the editor's preview, the print view and the files the studio writes.
 * Parsing reads printed books (the importers and the editor's "read restrictions from the text"):
 * it reads the common printed patterns, says which sentences it could not read, and is the inverse
 * of rendering for every pattern it reads. The engine itself only renders.
 */
import { COLORS, GROUPS, isGroup, type Color, type GroupId } from "./pages";
import type { Duration, Effect, Restriction, Selectors } from "./restriction-model";

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

/** "Green, Yellow or Blue" → selectors; every term is a colour, a group, or a maneuver name. */
function selectorsFrom(list: string): Selectors {
  const out: Selectors = { colors: [], groups: [], maneuvers: [] };
  for (const raw of list.split(/\s*,\s*|\s+or\s+|\s+and\s+/i)) {
    const term = raw.trim();
    if (!term) continue;
    const color = colorFromWord(term);
    const group = color ? null : groupFromWord(term);
    if (color) out.colors.push(color);
    else if (group) out.groups.push(group);
    else out.maneuvers.push(term);
  }
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

export function parseTell(text: string): ParsedTell {
  const result: ParsedTell = { restrictions: [], effects: [], unread: [] };
  for (const sentence of sentences(text)) {
    const s = sentence.replace(/^however,?\s+/i, "");
    let m: RegExpExecArray | null;
    if (/^no restrictions(\s+next turn)?$/i.test(s)) continue;
    if (/^other restrictions are (invalid|void)$/i.test(s)) {
      result.restrictions.push({ type: "override" });
    } else if (/^(you )?may use your weapon again$/i.test(s)) {
      result.effects.push("weapon-retrieved");
    } else if ((m = /^do (only|no) (.+)$/i.exec(s))) {
      const d = DURATION_PATTERN.exec(m[2]);
      if (!d) {
        result.unread.push(sentence);
        continue;
      }
      const duration = durationFrom(d[1]);
      const list = m[2].slice(0, d.index);
      result.restrictions.push({ type: m[1].toLowerCase() as "only" | "no", ...selectorsFrom(list), duration });
      if (duration === "until-weapon-retrieved" && !result.effects.includes("weapon-lost")) result.effects.push("weapon-lost");
    } else if ((m = /^add \+?(-?\d+)\s+(?:if you score|to any (.+?) that scores?)(.*)$/i.exec(s))) {
      const d = DURATION_PATTERN.exec(" " + m[3].trim());
      if (m[3].trim() && !d) {
        result.unread.push(sentence);
        continue;
      }
      const duration = d ? durationFrom(d[1]) : "next-turn";
      result.restrictions.push({ type: "bonus", amount: Number(m[1]), ...selectorsFrom(m[2] ?? ""), duration });
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
  return orList([...groups, ...r.colors.map(COLOR_LABEL), ...r.maneuvers]);
}

/** The printed sentence for one restriction. */
export function renderRestriction(r: Restriction): string {
  switch (r.type) {
    case "override":
      return "Other restrictions are invalid.";
    case "bonus": {
      const scope = selectorText(r);
      const sign = r.amount >= 0 ? "+" : "";
      return scope
        ? `Add ${sign}${r.amount} to any ${scope} that scores ${DURATION_TEXT[r.duration]}.`
        : `Add ${sign}${r.amount} if you score ${DURATION_TEXT[r.duration]}.`;
    }
    default:
      return `Do ${r.type} ${selectorText(r)} ${DURATION_TEXT[r.duration]}.`;
  }
}

const EFFECT_TEXT: Partial<Record<Effect, string>> = { "weapon-retrieved": "May use your weapon again." };

/** The whole tell as a sentence: what the editor previews when the printed text is empty. */
export function renderTell(tell: { restrictions: Restriction[]; effects: Effect[] }): string {
  const parts = tell.effects.flatMap((e) => EFFECT_TEXT[e] ?? []);
  parts.push(...tell.restrictions.map(renderRestriction));
  if (tell.restrictions.length === 0) parts.push("No restrictions next turn.");
  return parts.join(" ");
}
