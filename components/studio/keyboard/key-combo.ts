// Key combinations as written in shortcut definitions: "R", "Shift+R", "Mod+Z", "?", "ArrowUp".
// Mod is Ctrl, or Cmd on a Mac; either is accepted everywhere, as people switch machines.

export interface KeyCombo {
  /** A single character in lower case, or a key name ("Enter", "ArrowUp", "Space"). */
  key: string;
  mod: boolean;
  shift: boolean;
  alt: boolean;
}

/** The parts of a keyboard event the combos are matched against. */
export interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target?: unknown;
  preventDefault(): void;
}

const KEY_NAMES = [
  "Enter",
  "Escape",
  "Tab",
  "Delete",
  "Backspace",
  "Space",
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "PageUp",
  "PageDown",
  "Home",
  "End",
] as const;

const MODIFIERS = ["Mod", "Shift", "Alt"] as const;

/** A key as an event spells it, in the form combos use: letters in lower case, " " as Space. */
export function normalizeKey(key: string): string {
  if (key === " ") return "Space";
  return key.length === 1 ? key.toLowerCase() : key;
}

export function parseCombo(text: string): KeyCombo {
  // "+" alone, or as the last part ("Mod++"), is the plus key, not a separator.
  const parts = text.endsWith("+") ? [...text.slice(0, -1).split("+").slice(0, -1), "+"] : text.split("+");
  const key = parts.pop() ?? "";
  for (const m of parts) {
    if (!(MODIFIERS as readonly string[]).includes(m)) throw new Error(`Unknown modifier "${m}" in the shortcut "${text}"`);
  }
  if (key.length !== 1 && !(KEY_NAMES as readonly string[]).includes(key))
    throw new Error(`Unknown key "${key}" in the shortcut "${text}"`);
  return { key: normalizeKey(key), mod: parts.includes("Mod"), shift: parts.includes("Shift"), alt: parts.includes("Alt") };
}

/**
 * Whether the event is this combo. Shift counts for letters and named keys (R and Shift+R differ);
 * for digits and symbols the character already tells, whatever the layout needed to type it
 * ("?" is Shift+/ on one keyboard and a key of its own on another).
 */
export function matchesCombo(combo: KeyCombo, e: KeyEventLike): boolean {
  if (normalizeKey(e.key) !== combo.key) return false;
  if (e.ctrlKey || e.metaKey ? !combo.mod : combo.mod) return false;
  if (e.altKey !== combo.alt) return false;
  const shiftCounts = combo.key.length > 1 || /^[a-z]$/.test(combo.key);
  return !shiftCounts || e.shiftKey === combo.shift;
}

const KEY_WORDS: Record<string, string> = {
  ArrowUp: "↑",
  ArrowDown: "↓",
  ArrowLeft: "←",
  ArrowRight: "→",
  Escape: "Esc",
  PageUp: "Page Up",
  PageDown: "Page Down",
};

/** The keys to press, in the words printed on keyboards: ["Ctrl", "Shift", "Z"]. */
export function comboKeys(text: string, mac = false): string[] {
  const c = parseCombo(text);
  const key = KEY_WORDS[c.key] ?? (c.key.length === 1 ? c.key.toUpperCase() : c.key);
  return [...(c.mod ? [mac ? "Cmd" : "Ctrl"] : []), ...(c.alt ? [mac ? "Option" : "Alt"] : []), ...(c.shift ? ["Shift"] : []), key];
}

/** "Ctrl+Shift+Z": a combo as one piece of text, for a button's title. */
export const comboText = (text: string, mac = false) => comboKeys(text, mac).join("+");

/** A shortcut's keys as text, for a button's title: "Ctrl+Shift+Z or Ctrl+Y". */
export const keysText = (def: { keys: readonly string[]; keysLabel?: string }, mac = false) =>
  def.keysLabel ?? def.keys.map((k) => comboText(k, mac)).join(" or ");
