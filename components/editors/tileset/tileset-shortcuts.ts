import { shortcutSet } from "@/components/studio/keyboard/shortcut-registry";

export const TILESET_SHORTCUTS = shortcutSet({
  group: "Tile designer",
  scope: { kind: "editor", editor: "tileset" },
  shortcuts: {
    rotate: { keys: ["R"], description: "Turn the selected tile clockwise" },
    rotateBack: { keys: ["Shift+R"], description: "Turn the selected tile anticlockwise" },
    edge: {
      keys: ["1", "2", "3", "4", "5", "6"],
      keysLabel: "1–6",
      description: "Draw or erase the path on an edge (1 for edge 0 … 6 for edge 5)",
    },
    duplicate: { keys: ["D"], description: "Duplicate the selected tile" },
    add: { keys: ["N"], description: "Add a new tile" },
    remove: { keys: ["Delete"], description: "Delete the selected tile" },
    next: { keys: ["ArrowDown"], description: "Select the next tile in the deck" },
    previous: { keys: ["ArrowUp"], description: "Select the previous tile in the deck" },
  },
});

export const SANDBOX_SHORTCUTS = shortcutSet({
  group: "Sandbox board",
  scope: { kind: "widget", widget: "sandbox-board", exclusive: true },
  note: "Once you click the board; the tile designer's keys wait meanwhile.",
  shortcuts: {
    rotate: { keys: ["R"], description: "Turn the selected laid tile clockwise" },
    rotateBack: { keys: ["Shift+R"], description: "Turn the selected laid tile anticlockwise" },
    lift: { keys: ["Delete", "Backspace"], description: "Lift the selected laid tile off the board" },
  },
});
