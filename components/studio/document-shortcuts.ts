import { shortcutSet } from "./keyboard/shortcut-registry";

/** The workspace's own shortcuts, on every document page. */
export const DOCUMENT_SHORTCUTS = shortcutSet({
  group: "Document",
  scope: { kind: "global" },
  shortcuts: {
    save: { keys: ["Mod+S"], description: "Save now", inTextFields: true },
    undo: { keys: ["Mod+Z"], description: "Undo the last change" },
    redo: { keys: ["Mod+Shift+Z", "Mod+Y"], description: "Redo the change just undone" },
    help: { keys: ["?"], description: "Show this list of keyboard shortcuts" },
  },
});

/** The help panel's own: only these work while it is open. */
export const HELP_SHORTCUTS = shortcutSet({
  group: "Keyboard shortcuts list",
  scope: { kind: "widget", widget: "shortcut-help" },
  shortcuts: {
    close: { keys: ["Escape"], description: "Close this list" },
  },
});
