"use client";
// The brushes beside the map: wall, void and each section of the level, in a column that scrolls
// on its own, so a mission with many sections keeps its map at the top of the screen.
import { VOID, WALL, type MissionBody } from "@/lib/content/kinds/mission";
import { charRgb, rgbCss } from "./map-style";
import { MISSION_EDIT_SHORTCUTS } from "./mission-shortcuts";
import { useKeysText } from "@/components/studio/keyboard/useKeysText";

const edits = MISSION_EDIT_SHORTCUTS.shortcuts;

interface Props {
  body: MissionBody;
  level: number;
  brush: string;
  onBrush(ch: string): void;
  onAddSection(kind: "room" | "corridor"): void;
}

export function BrushPalette({ body, level, brush, onBrush, onAddSection }: Props) {
  const keysOf = useKeysText();
  const lv = body.levels[level];
  const index = new Map(lv.sections.map((s, i) => [s.key, i]));
  const button = (ch: string, label: string, title?: string) => (
    <button key={ch} type="button" className="chip" aria-pressed={brush === ch} title={title} onClick={() => onBrush(ch)}>
      <span className="swatch" style={{ background: rgbCss(charRgb(ch, index, lv.sections)) }} /> {label}
    </button>
  );
  return (
    <div className="brush-palette" role="group" aria-label={`Brushes on ${lv.name}`}>
      <span className="small muted">Brush</span>
      {button(WALL, "Wall", `Wall (${keysOf(edits.wall)})`)}
      {button(VOID, "Void", `Void (${keysOf(edits.void)})`)}
      {lv.sections.map((s) => button(s.key, s.name, s.kind === "room" ? "A room" : "A corridor"))}
      <div className="row" style={{ gap: "0.3rem" }}>
        <button type="button" className="small" onClick={() => onAddSection("room")}>
          + Room
        </button>
        <button type="button" className="small" onClick={() => onAddSection("corridor")}>
          + Corridor
        </button>
      </div>
    </div>
  );
}
