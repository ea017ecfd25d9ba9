import { shortcutSet, type ShortcutDef } from "@/components/studio/keyboard/shortcut-registry";
import { TERRAIN_BRUSHES, TOOLS, type ToolId } from "./tools";

const toolKeys = Object.fromEntries(
  TOOLS.map((t): [string, ShortcutDef] => [`tool-${t.id}`, { keys: [t.key.toUpperCase()], description: `Choose the ${t.label} tool` }]),
) as Record<`tool-${ToolId}`, ShortcutDef>;

const brushKeys: Record<string, ShortcutDef> = Object.fromEntries(
  TERRAIN_BRUSHES.map((b): [string, ShortcutDef] => [
    `brush-${b.label}`,
    { keys: [b.key.toUpperCase()], description: `Paint with ${b.label.toLowerCase()}` },
  ]),
);

/** Keys that change the terrain, its figures and objects, or the brush: not on a read-only scenario. */
export const SCENARIO_EDIT_SHORTCUTS = shortcutSet({
  group: "Scenario designer",
  scope: { kind: "editor", editor: "scenario" },
  shortcuts: {
    ...toolKeys,
    ...brushKeys,
    level: {
      keys: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
      keysLabel: "0–9",
      description: "Paint with that level",
    },
    removeSelected: { keys: ["Delete", "Backspace"], description: "Remove the selected figure or object" },
    cancelStroke: { keys: ["Escape"], description: "Cancel the stroke being drawn", allowDefault: true },
  },
});

/** The terrain map's keyboard cursor, while the map has the focus (Tab to it): the map edited space by space. */
export const TERRAIN_CURSOR_SHORTCUTS = shortcutSet({
  group: "Terrain map cursor",
  scope: { kind: "widget", widget: "scenario-map" },
  note: "while the map has the focus",
  shortcuts: {
    move: {
      keys: ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"],
      keysLabel: "Arrows",
      description: "Move the cursor a space (also onto the places round the map, where painting adds spaces)",
    },
    act: {
      keys: ["Enter"],
      description:
        "Use the tool on the cursor's space: paint or fill it, put an object or a figure there, select what stands there or move the selected figure or object there; with Rectangle, the first Enter marks a corner and the second paints",
    },
    unmark: { keys: ["Escape"], description: "Let go of the rectangle's marked corner" },
  },
});
