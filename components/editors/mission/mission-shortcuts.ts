import { shortcutSet, type ShortcutDef } from "@/components/studio/keyboard/shortcut-registry";
import { FEATURES, TOOLS, type ToolId } from "./tools";

type EditTool = Exclude<ToolId, "pan">;

const toolKey = (id: ToolId): ShortcutDef => {
  const t = TOOLS.find((x) => x.id === id)!;
  return { keys: [t.key.toUpperCase()], description: `Choose the ${t.label} tool` };
};

const editTools = Object.fromEntries(TOOLS.filter((t) => t.id !== "pan").map((t) => [`tool-${t.id}`, toolKey(t.id)])) as Record<
  `tool-${EditTool}`,
  ShortcutDef
>;

/** "1 rubble", "2 pitfall"…: the keys 1–4 as the help panel explains them. */
const FEATURE_KEYS = FEATURES.map((f, i) => `${i + 1} ${f}`);

/** Keys that change the map or the brush: not on a read-only mission. */
export const MISSION_EDIT_SHORTCUTS = shortcutSet({
  group: "Mission tools",
  scope: { kind: "editor", editor: "mission" },
  shortcuts: {
    ...editTools,
    feature: {
      keys: FEATURES.map((_, i) => String(i + 1)),
      keysLabel: `1–${FEATURES.length}`,
      description: `Feature tool with ${FEATURE_KEYS.slice(0, -1).join(", ")} or ${FEATURE_KEYS.at(-1)}`,
    },
    turnStamp: { keys: ["R"], description: "Turn the stamp a quarter clockwise (Stamp tool)" },
    wall: { keys: ["W"], description: "Paint with wall" },
    void: { keys: ["V"], description: "Paint with void" },
    clearCell: { keys: ["Delete", "Backspace"], description: "Remove the door and feature on the selected cell" },
  },
});

/** Keys that only change the view: also on a read-only mission. */
export const MISSION_VIEW_SHORTCUTS = shortcutSet({
  group: "Mission map",
  scope: { kind: "editor", editor: "mission" },
  shortcuts: {
    "tool-pan": toolKey("pan"),
    levelDown: { keys: ["[", "PageDown"], description: "Go to the level below" },
    levelUp: { keys: ["]", "PageUp"], description: "Go to the level above" },
    layout: { keys: ["L"], description: "Switch between levels side by side and stacked" },
    zoomIn: { keys: ["+", "="], description: "Zoom in" },
    zoomOut: { keys: ["-"], description: "Zoom out" },
    fit: { keys: ["0"], description: "Fit the map in view" },
  },
});

/** The map's keyboard cursor, while the map has the focus (Tab to it): the map painted cell by cell. */
export const MAP_CURSOR_SHORTCUTS = shortcutSet({
  group: "Mission map cursor",
  scope: { kind: "widget", widget: "mission-map" },
  note: "while the map has the focus",
  shortcuts: {
    move: {
      keys: ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"],
      keysLabel: "Arrows",
      description: "Move the cursor a cell (choose the tool first: Paint, Erase, Fill…)",
    },
    mark: {
      keys: ["Shift+ArrowUp", "Shift+ArrowRight", "Shift+ArrowDown", "Shift+ArrowLeft"],
      keysLabel: "Shift+Arrows",
      description: "Mark a rectangle from the cursor's cell",
    },
    act: {
      keys: ["Enter"],
      description: "Use the tool on the cursor's cell (paint, erase, fill…); a marked rectangle is painted with the brush",
    },
    unmark: { keys: ["Escape"], description: "Let go of the marked rectangle" },
  },
});

/** The map canvas's own: a held key and a stroke in progress. */
export const MAP_CANVAS_SHORTCUTS = shortcutSet({
  group: "Mission map",
  scope: { kind: "editor", editor: "mission" },
  shortcuts: {
    // The key also presses a focused button, so the browser's action stays.
    panHold: { keys: ["Space"], description: "Hold to pan with any tool", allowDefault: true },
    cancelStroke: { keys: ["Escape"], description: "Cancel the stroke being drawn", allowDefault: true },
  },
});
