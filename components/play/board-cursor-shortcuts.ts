import { shortcutSet } from "@/components/studio/keyboard/shortcut-registry";

/** Every game board's keyboard cursor (BoardCursorFrame): one keyboard model across the games. */
export const BOARD_CURSOR_SHORTCUTS = shortcutSet({
  group: "Board cursor",
  // While the board has the focus its arrows, Enter and Escape are the cursor's first; the game's
  // own keys (Space Hulk's L for line of sight, say) still work there, so the board is not
  // exclusive: a click on the map focuses it, and the keys a player just used must not go dead.
  scope: { kind: "widget", widget: "board-cursor" },
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
