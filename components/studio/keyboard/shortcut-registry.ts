// Every keyboard shortcut of the studio is registered here, with a scope, a description and its
// keys, and dispatched from one key event listener (keyboard.ts). The same registrations list the
// shortcuts in the help panel, so the list can never drift from what the keys do. Pure: no DOM
// here, the listener tells it where the focus is.
import { matchesCombo, normalizeKey, parseCombo, type KeyCombo, type KeyEventLike } from "./key-combo";

/**
 * Where a shortcut applies. Global ones work on the whole page; an editor's while that editor is
 * open; a widget's only while the focus is inside the element marked `data-shortcuts="<widget>"`,
 * where they come first. An exclusive widget (a board with keys of its own) also turns the
 * editor's shortcuts off while it has the focus; global ones still work.
 */
export type ShortcutScope =
  { kind: "global" } | { kind: "editor"; editor: string } | { kind: "widget"; widget: string; exclusive?: boolean };

export interface ShortcutDef {
  /** One or more combos (key-combo.ts), any of which runs the shortcut. */
  keys: readonly string[];
  /** What it does, in plain words, as the help panel shows it. */
  description: string;
  /** How the keys read in the help panel when listing them all would be long ("1–6"). */
  keysLabel?: string;
  /** Also while typing in a text field (saving). Off by default: letters there are text. */
  inTextFields?: boolean;
  /** Leave the browser's own action alone (the shortcut only watches, or decides itself). */
  allowDefault?: boolean;
}

/** Shortcuts that belong together: one group in the help panel. */
export interface ShortcutSet<Id extends string = string> {
  group: string;
  scope: ShortcutScope;
  /** When they apply, in the help panel's words ("while the grid has the focus"). */
  note?: string;
  shortcuts: Readonly<Record<Id, ShortcutDef>>;
}

export const shortcutSet = <Id extends string>(set: ShortcutSet<Id>): ShortcutSet<Id> => set;

export interface KeyPress {
  /** The combo that matched, as written in the definition. */
  combo: string;
  /** Its position in the definition's keys (which of "1"–"6"). */
  index: number;
  event: KeyEventLike;
}

/**
 * Runs the shortcut. Returning false means "not now" (the stamp tool is not chosen): the key
 * goes on to the next shortcut, or to the browser. A held shortcut (Space to pan) also hears the
 * key's release.
 */
export type ShortcutHandler = ((press: KeyPress) => void | boolean) | { press(p: KeyPress): void | boolean; release(): void };

/** Where the key was pressed, as the listener sees the page. */
export interface FocusContext {
  /** The widget scopes around the focused element, innermost first. */
  widgets: readonly string[];
  /** The focus is in a text field (or a select, or rich text): letters there are text. */
  typing: boolean;
  /** An open modal dialog, and its widget scope: while one is open only its own shortcuts run. */
  modal?: { widget: string | null };
}

export interface ListedShortcut {
  keys: readonly string[];
  keysLabel?: string;
  description: string;
}

export interface ListedGroup {
  group: string;
  note?: string;
  scope: ShortcutScope;
  shortcuts: ListedShortcut[];
}

interface Registration {
  set: ShortcutSet;
  id: string;
  def: ShortcutDef;
  combos: KeyCombo[];
  handler: ShortcutHandler;
}

const LEVEL: Record<ShortcutScope["kind"], number> = { global: 0, editor: 1, widget: 2 };

/** Registrations of one scope shadowing each other; a widget's shadowing the page is what widgets are for. */
function sameLevel(a: ShortcutScope, b: ShortcutScope): boolean {
  if (a.kind === "widget" || b.kind === "widget") return a.kind === "widget" && b.kind === "widget" && a.widget === b.widget;
  return true;
}

/** Pairs of shortcuts that would take the same key from each other, as messages (for tests of the definitions). */
export function findConflicts(sets: readonly ShortcutSet[]): string[] {
  const all = sets.flatMap((set) =>
    Object.entries(set.shortcuts).flatMap(([id, def]) => def.keys.map((k) => ({ set, id, combo: parseCombo(k), text: k }))),
  );
  const out: string[] = [];
  all.forEach((a, i) => {
    for (const b of all.slice(i + 1)) {
      const same =
        a.combo.key === b.combo.key && a.combo.mod === b.combo.mod && a.combo.alt === b.combo.alt && a.combo.shift === b.combo.shift;
      if (same && sameLevel(a.set.scope, b.set.scope) && !(a.set === b.set && a.id === b.id)) {
        out.push(`${a.text}: "${a.set.group} / ${a.id}" and "${b.set.group} / ${b.id}"`);
      }
    }
  });
  return out;
}

export class ShortcutRegistry {
  private registrations: Registration[] = [];
  private held = new Map<string, () => void>();
  private listeners = new Set<() => void>();
  private listing: readonly ListedGroup[] = [];
  /** When each set was first registered: the help panel's order stays put when a set re-registers. */
  private firstSeen = new Map<ShortcutSet, number>();

  /** Registers handlers for some of a set's shortcuts (those given); returns the unregistration. */
  register<Id extends string>(set: ShortcutSet<Id>, handlers: Partial<Record<Id, ShortcutHandler>>): () => void {
    const added: Registration[] = [];
    for (const id of Object.keys(set.shortcuts) as Id[]) {
      const handler = handlers[id];
      if (!handler) continue;
      const def = set.shortcuts[id];
      added.push({ set: set as ShortcutSet, id, def, combos: def.keys.map(parseCombo), handler });
    }
    if (!this.firstSeen.has(set as ShortcutSet)) this.firstSeen.set(set as ShortcutSet, this.firstSeen.size);
    this.registrations = [...this.registrations, ...added];
    this.changed();
    return () => {
      this.registrations = this.registrations.filter((r) => !added.includes(r));
      this.changed();
    };
  }

  get size(): number {
    return this.registrations.length;
  }

  /** Runs the shortcut the key press means here, if any; true when one took it. */
  dispatch(event: KeyEventLike, context: FocusContext): boolean {
    for (const r of this.candidates(context)) {
      if (context.typing && !r.def.inTextFields) continue;
      const index = r.combos.findIndex((c) => matchesCombo(c, event));
      if (index < 0) continue;
      const press = { combo: r.def.keys[index], index, event };
      const handled = typeof r.handler === "function" ? r.handler(press) : r.handler.press(press);
      if (handled === false) continue;
      if (!r.def.allowDefault) event.preventDefault();
      if (typeof r.handler === "object") this.held.set(normalizeKey(event.key), r.handler.release);
      return true;
    }
    return false;
  }

  /** A key went up: a shortcut held with it lets go. */
  release(key: string): void {
    const k = normalizeKey(key);
    const release = this.held.get(k);
    this.held.delete(k);
    release?.();
  }

  /** The page lost the focus: every held shortcut lets go (its key-up will not come). */
  releaseAll(): void {
    const all = [...this.held.values()];
    this.held.clear();
    for (const release of all) release();
  }

  /**
   * The shortcuts registered now, grouped: the page's first, then the editor's, then the widgets',
   * each kind in the order its sets first came.
   */
  list = (): readonly ListedGroup[] => this.listing;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The registrations that may take a key here, in the order they get the chance. */
  private candidates(context: FocusContext): Registration[] {
    const of = (test: (s: ShortcutScope) => boolean) => this.registrations.filter((r) => test(r.set.scope));
    if (context.modal) {
      const widget = context.modal.widget;
      return widget === null ? [] : of((s) => s.kind === "widget" && s.widget === widget);
    }
    const widgets = context.widgets.flatMap((w) => of((s) => s.kind === "widget" && s.widget === w));
    const exclusive = widgets.some((r) => r.set.scope.kind === "widget" && r.set.scope.exclusive);
    return [...widgets, ...(exclusive ? [] : of((s) => s.kind === "editor")), ...of((s) => s.kind === "global")];
  }

  private changed() {
    const groups = new Map<string, ListedGroup>();
    const rank = (r: Registration) => LEVEL[r.set.scope.kind] * 1e6 + (this.firstSeen.get(r.set) ?? 0);
    const ordered = [...this.registrations].sort((a, b) => rank(a) - rank(b));
    for (const r of ordered) {
      const g = groups.get(r.set.group) ?? { group: r.set.group, note: r.set.note, scope: r.set.scope, shortcuts: [] };
      groups.set(r.set.group, g);
      // The same shortcut registered twice (two instances of a widget) is listed once.
      if (g.shortcuts.some((s) => s.description === r.def.description && s.keys === r.def.keys)) continue;
      g.shortcuts.push({ keys: r.def.keys, keysLabel: r.def.keysLabel, description: r.def.description });
    }
    this.listing = [...groups.values()];
    for (const l of this.listeners) l();
  }
}
