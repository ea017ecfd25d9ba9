import { shortcutSet } from "@/components/studio/keyboard/shortcut-registry";

export const HULK_BOARD_SHORTCUTS = shortcutSet({
  group: "Space Hulk table",
  scope: { kind: "editor", editor: "hulk-board" },
  shortcuts: {
    cancel: { keys: ["Escape"], description: "Let go of the picked piece and space" },
    sight: { keys: ["L"], description: "Show or hide the picked piece's line of sight and fire arc" },
    face: {
      keys: ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"],
      keysLabel: "Arrows",
      description: "Face north, east, south or west when a move or turn asks for a facing",
    },
  },
});

/** The facing each arrow key's place in `face.keys` stands for: 0 north, 1 east, 2 south, 3 west. */
export const FACING_OF_KEY = [0, 1, 2, 3];
