import { shortcutSet } from "@/components/studio/keyboard/shortcut-registry";

/** The island layout board's keys, while the board has the focus (Tab to it): the layout edited place by place. */
export const LAYOUT_BOARD_SHORTCUTS = shortcutSet({
  group: "Island layout board",
  scope: { kind: "widget", widget: "island-layout" },
  note: "while the layout board has the focus",
  shortcuts: {
    move: {
      keys: ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"],
      keysLabel: "Arrows",
      description: "Move the cursor a place (also onto the empty places round the island)",
    },
    act: { keys: ["Enter"], description: "Use the chosen tool on the cursor's place" },
    paint: {
      keys: ["1", "2", "3", "4", "5", "6", "7", "8", "9"],
      keysLabel: "1–9",
      description: "Lay a tile of that back on the cursor's place (1 Shoreline, 2 Inner Island, then the island's other backs)",
    },
    clear: { keys: ["0", "Delete", "Backspace"], description: "Clear the cursor's place (no tile, no Starting Location)" },
    start: { keys: ["T"], description: "Put a Starting Location half-tile on the cursor's empty place, or take it away" },
    rotate: { keys: ["R"], description: "Turn the tile on the cursor's place a sixth of a turn" },
    pick: { keys: ["M"], description: "Pick up what stands on the cursor's place; M again puts it on the new place (swapping)" },
    drop: { keys: ["Escape"], description: "Put back what was picked up" },
  },
});
