// Every shortcut set of the editors, checked against the page's: no two shortcuts that can be
// active together take the same key.
import { describe, expect, it } from "vitest";
import { DOCUMENT_SHORTCUTS } from "@/components/studio/document-shortcuts";
import { findConflicts } from "@/components/studio/keyboard/shortcut-registry";
import { parseCombo } from "@/components/studio/keyboard/key-combo";
import { SANDBOX_SHORTCUTS, TILESET_SHORTCUTS } from "./tileset/tileset-shortcuts";
import { MAP_CANVAS_SHORTCUTS, MAP_CURSOR_SHORTCUTS, MISSION_EDIT_SHORTCUTS, MISSION_VIEW_SHORTCUTS } from "./mission/mission-shortcuts";
import { MATRIX_GRID_SHORTCUTS, SHEET_SHORTCUTS } from "./book/book-shortcuts";
import { TOOLS } from "./mission/tools";
import { SCENARIO_EDIT_SHORTCUTS, TERRAIN_CURSOR_SHORTCUTS } from "./scenario/scenario-shortcuts";
import { LAYOUT_BOARD_SHORTCUTS } from "./island/island-shortcuts";
import { BOARD_CURSOR_SHORTCUTS } from "@/components/play/board-cursor-shortcuts";
import { HULK_BOARD_SHORTCUTS } from "@/components/games/hulk/hulk-shortcuts";

const PAGES = {
  tileset: [TILESET_SHORTCUTS, SANDBOX_SHORTCUTS],
  mission: [MISSION_EDIT_SHORTCUTS, MISSION_VIEW_SHORTCUTS, MAP_CANVAS_SHORTCUTS, MAP_CURSOR_SHORTCUTS],
  book: [MATRIX_GRID_SHORTCUTS, SHEET_SHORTCUTS],
  scenario: [SCENARIO_EDIT_SHORTCUTS, TERRAIN_CURSOR_SHORTCUTS],
  island: [LAYOUT_BOARD_SHORTCUTS],
  // A playtest: the game board's cursor (every game) beside the Space Hulk table's own keys.
  playtest: [BOARD_CURSOR_SHORTCUTS, HULK_BOARD_SHORTCUTS],
};

describe("the editors' shortcuts", () => {
  for (const [editor, sets] of Object.entries(PAGES)) {
    it(`${editor}: every combo is valid and none clashes with another or with the page's`, () => {
      for (const set of sets) for (const def of Object.values(set.shortcuts)) def.keys.forEach((k) => parseCombo(k));
      expect(findConflicts([DOCUMENT_SHORTCUTS, ...sets])).toEqual([]);
    });
  }

  it("give every mission tool its toolbar key", () => {
    const all = { ...MISSION_EDIT_SHORTCUTS.shortcuts, ...MISSION_VIEW_SHORTCUTS.shortcuts } as Record<string, { keys: readonly string[] }>;
    for (const t of TOOLS) expect(all[`tool-${t.id}`]?.keys).toEqual([t.key.toUpperCase()]);
  });
});
