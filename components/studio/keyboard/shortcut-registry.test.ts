import { describe, expect, it } from "vitest";
import { findConflicts, ShortcutRegistry, shortcutSet, type FocusContext } from "./shortcut-registry";

const key = (k: string, mods: { ctrl?: boolean; shift?: boolean } = {}, target?: unknown) => {
  const e = { key: k, ctrlKey: !!mods.ctrl, metaKey: false, shiftKey: !!mods.shift, altKey: false, target, prevented: false };
  return Object.assign(e, {
    preventDefault() {
      e.prevented = true;
    },
  });
};
const page: FocusContext = { widgets: [], typing: false };
const typing: FocusContext = { widgets: [], typing: true };
const inWidget = (...widgets: string[]): FocusContext => ({ widgets, typing: false });

const GLOBAL = shortcutSet({
  group: "Document",
  scope: { kind: "global" },
  shortcuts: {
    save: { keys: ["Mod+S"], description: "Save", inTextFields: true },
    undo: { keys: ["Mod+Z"], description: "Undo" },
  },
});
const EDITOR = shortcutSet({
  group: "Tile designer",
  scope: { kind: "editor", editor: "tileset" },
  shortcuts: {
    rotate: { keys: ["R"], description: "Turn" },
    edge: { keys: ["1", "2", "3"], keysLabel: "1–3", description: "Edge" },
    stamp: { keys: ["S"], description: "Only with the stamp tool" },
  },
});
const BOARD = shortcutSet({
  group: "Board",
  scope: { kind: "widget", widget: "board", exclusive: true },
  shortcuts: { rotate: { keys: ["R"], description: "Turn the laid tile" } },
});
const GRID = shortcutSet({
  group: "Grid",
  scope: { kind: "widget", widget: "grid" },
  shortcuts: { digit: { keys: ["1"], description: "Type" }, escape: { keys: ["Escape"], description: "Drop", allowDefault: true } },
});
const DIALOG = shortcutSet({
  group: "Dialog",
  scope: { kind: "widget", widget: "dialog" },
  shortcuts: { close: { keys: ["Escape"], description: "Close" } },
});

function setup() {
  const registry = new ShortcutRegistry();
  const ran: string[] = [];
  const log = (name: string) => () => void ran.push(name);
  registry.register(GLOBAL, { save: log("save"), undo: log("undo") });
  registry.register(EDITOR, { rotate: log("rotate"), edge: ({ index }) => void ran.push(`edge ${index}`), stamp: () => false });
  return { registry, ran, log };
}

describe("shortcut dispatch", () => {
  it("runs the shortcut a key means and keeps the browser from acting on it", () => {
    const { registry, ran } = setup();
    const e = key("z", { ctrl: true });
    expect(registry.dispatch(e, page)).toBe(true);
    expect(e.prevented).toBe(true);
    expect(registry.dispatch(key("3"), page)).toBe(true);
    expect(ran).toEqual(["undo", "edge 2"]);
    const other = key("q");
    expect(registry.dispatch(other, page)).toBe(false);
    expect(other.prevented).toBe(false);
  });

  it("leaves letters to a text field but still saves from one", () => {
    const { registry, ran } = setup();
    expect(registry.dispatch(key("r"), typing)).toBe(false);
    expect(registry.dispatch(key("z", { ctrl: true }), typing)).toBe(false); // the field's own undo
    expect(registry.dispatch(key("s", { ctrl: true }), typing)).toBe(true);
    expect(ran).toEqual(["save"]);
  });

  it("passes a key on when its shortcut does not apply now", () => {
    const { registry } = setup();
    const e = key("s");
    expect(registry.dispatch(e, page)).toBe(false);
    expect(e.prevented).toBe(false);
  });

  it("gives the focused widget its keys first; an exclusive one turns the editor's off but not the page's", () => {
    const { registry, ran, log } = setup();
    registry.register(BOARD, { rotate: log("turn laid tile") });
    registry.dispatch(key("r"), inWidget("board"));
    registry.dispatch(key("2"), inWidget("board"));
    registry.dispatch(key("z", { ctrl: true }), inWidget("board"));
    registry.dispatch(key("r"), page);
    expect(ran).toEqual(["turn laid tile", "undo", "rotate"]);
  });

  it("lets a widget that is not exclusive fall back to the editor's keys", () => {
    const { registry, ran, log } = setup();
    registry.register(GRID, { digit: log("type 1"), escape: log("drop") });
    registry.dispatch(key("1"), inWidget("grid"));
    registry.dispatch(key("2"), inWidget("grid"));
    const esc = key("Escape");
    registry.dispatch(esc, inWidget("grid"));
    expect(esc.prevented).toBe(false);
    expect(ran).toEqual(["type 1", "edge 1", "drop"]);
  });

  it("while a modal dialog is open, runs only the dialog's own shortcuts", () => {
    const { registry, ran, log } = setup();
    registry.register(DIALOG, { close: log("close") });
    const modal: FocusContext = { widgets: ["dialog"], typing: false, modal: { widget: "dialog" } };
    expect(registry.dispatch(key("r"), modal)).toBe(false);
    expect(registry.dispatch(key("z", { ctrl: true }), modal)).toBe(false);
    expect(registry.dispatch(key("Escape"), modal)).toBe(true);
    expect(registry.dispatch(key("r"), { ...page, modal: { widget: null } })).toBe(false);
    expect(ran).toEqual(["close"]);
  });

  it("lets a held shortcut go when its key comes up, or when the page loses the focus", () => {
    const registry = new ShortcutRegistry();
    const HOLD = shortcutSet({
      group: "Map",
      scope: { kind: "editor", editor: "mission" },
      shortcuts: { pan: { keys: ["Space"], description: "Hold to pan", allowDefault: true } },
    });
    let held = false;
    registry.register(HOLD, { pan: { press: () => void (held = true), release: () => void (held = false) } });
    const e = key(" ");
    registry.dispatch(e, page);
    expect([held, e.prevented]).toEqual([true, false]);
    registry.release(" ");
    expect(held).toBe(false);
    registry.dispatch(key(" "), page);
    registry.releaseAll();
    expect(held).toBe(false);
  });

  it("lists what is registered, grouped, page first, and forgets what is unregistered", () => {
    const { registry } = setup();
    const heard: number[] = [];
    registry.subscribe(() => heard.push(registry.list().length));
    const off = registry.register(GRID, { digit: () => {} });
    expect(registry.list().map((g) => g.group)).toEqual(["Document", "Tile designer", "Grid"]);
    expect(registry.list()[1].shortcuts).toEqual([
      { keys: ["R"], keysLabel: undefined, description: "Turn" },
      { keys: ["1", "2", "3"], keysLabel: "1–3", description: "Edge" },
      { keys: ["S"], keysLabel: undefined, description: "Only with the stamp tool" },
    ]);
    // Only the shortcuts given a handler are registered.
    expect(registry.list()[2].shortcuts.map((s) => s.description)).toEqual(["Type"]);
    off();
    expect(registry.list().map((g) => g.group)).toEqual(["Document", "Tile designer"]);
    expect(heard).toEqual([3, 2]);
  });

  it("keeps the groups in the order their sets first came, when one registers again", () => {
    const registry = new ShortcutRegistry();
    const grid = registry.register(GRID, { digit: () => {} });
    registry.register(BOARD, { rotate: () => {} });
    grid();
    registry.register(GRID, { digit: () => {} });
    registry.register(GLOBAL, { save: () => {} });
    expect(registry.list().map((g) => g.group)).toEqual(["Document", "Grid", "Board"]);
  });

  it("finds shortcuts that would take the same key from each other", () => {
    expect(findConflicts([GLOBAL, EDITOR, BOARD, GRID])).toEqual([]);
    const clash = shortcutSet({
      group: "Clash",
      scope: { kind: "editor", editor: "tileset" },
      shortcuts: { x: { keys: ["R"], description: "" } },
    });
    expect(findConflicts([EDITOR, clash])).toEqual(['R: "Tile designer / rotate" and "Clash / x"']);
    const shadow = shortcutSet({
      group: "Shadow",
      scope: { kind: "editor", editor: "x" },
      shortcuts: { x: { keys: ["Mod+S"], description: "" } },
    });
    expect(findConflicts([GLOBAL, shadow])).toHaveLength(1);
  });
});
