import { shortcutSet } from "@/components/studio/keyboard/shortcut-registry";

const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

export const MATRIX_GRID_SHORTCUTS = shortcutSet({
  group: "Matrix grid",
  scope: { kind: "widget", widget: "matrix-grid" },
  note: "Once you click a cell of the grid.",
  shortcuts: {
    move: {
      keys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"],
      keysLabel: "← → ↑ ↓",
      description: "Move to the next cell, keeping what you typed",
    },
    type: { keys: DIGITS, keysLabel: "0–9", description: "Type a picture page (0 or 00 for none)" },
    down: { keys: ["Enter"], description: "Keep what you typed and move down" },
    up: { keys: ["Shift+Enter"], description: "Keep what you typed and move up" },
    right: { keys: ["Tab"], description: "Keep what you typed and move right" },
    left: { keys: ["Shift+Tab"], description: "Keep what you typed and move left" },
    clear: { keys: ["Delete", "Backspace"], description: "Take back a typed digit, or empty the cell" },
    cancel: { keys: ["Escape"], description: "Drop what you typed", allowDefault: true },
    // The browser's paste event does the work (MatrixGrid's onPaste); the key stays the browser's.
    paste: { keys: ["Mod+V"], description: "Paste “N → M” lines into the selected column", allowDefault: true },
  },
});

export const SHEET_SHORTCUTS = shortcutSet({
  group: "Maneuver table",
  scope: { kind: "widget", widget: "maneuver-table" },
  note: "While typing in the table, as in a spreadsheet.",
  shortcuts: {
    down: { keys: ["Enter"], description: "Go to the same field of the next maneuver", inTextFields: true },
    up: { keys: ["Shift+Enter"], description: "Go to the same field of the maneuver above", inTextFields: true },
  },
});
