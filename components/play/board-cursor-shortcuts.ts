import { shortcutSet } from "@/components/studio/keyboard/shortcut-registry";

/** Every game board's keyboard cursor (BoardCursorFrame): one keyboard model across the games. */
export const BOARD_CURSOR_SHORTCUTS = shortcutSet({
  group: "Board cursor",
  // Exclusive: while the board has the focus its arrows and Escape are the cursor's, not the page's.
  scope: { kind: "widget", widget: "board-cursor", exclusive: true },
  note: "while a game board has the focus (Tab to it)",
  shortcuts: {
    move: {
      keys: ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"],
      keysLabel: "Arrows",
      description: "Move the cursor to the next space or tile",
    },
    act: { keys: ["Enter"], description: "Do what the cursor's space offers (a choice opens when it offers several)" },
    cancel: { keys: ["Escape"], description: "Cancel the current selection" },
  },
});
