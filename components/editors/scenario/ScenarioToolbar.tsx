"use client";
// The tools above the map and the chosen tool's palette: levels and terrain brushes for the
// terrain tools, the kind of object to put down, the side of a new figure.
import { STANDARD_OBJECTS, type ScenarioBody } from "@/lib/content/kinds/scenario";
import type { TerrainBrush } from "@/lib/content/scenario/terrain-ops";
import { levelFill, INK, sideColor } from "./terrain-look";
import { sameBrush, TERRAIN_BRUSHES, TERRAIN_TOOLS, TOOLS, type ToolId } from "./tools";

export const LEVEL_BRUSHES = Array.from({ length: 10 }, (_, level) => ({ kind: "level", level }) as const);

/** The swatch colour of a brush. */
export function brushFill(b: TerrainBrush): string {
  switch (b.kind) {
    case "level":
      return levelFill(b.level);
    case "terrain":
      return b.terrain === "wall" || b.terrain === "pillar" ? INK.wall : b.terrain === "steps" ? "#c7ae7d" : levelFill(0);
    case "impassable":
      return b.impassable ? INK.impassable : "#8fbf8f";
    case "remove":
      return "#ffffff";
  }
}

interface Props {
  body: ScenarioBody;
  tool: ToolId;
  brush: TerrainBrush;
  objectKind: number;
  figureSide: string;
  zonesShown: "selected" | "all" | "none";
  onTool(t: ToolId): void;
  onBrush(b: TerrainBrush): void;
  onObjectKind(i: number): void;
  onFigureSide(side: string): void;
  onZones(z: "selected" | "all" | "none"): void;
}

export function ScenarioToolbar(p: Props) {
  const def = TOOLS.find((t) => t.id === p.tool)!;
  const chip = (b: TerrainBrush, label: string, keyText: string) => (
    <button
      key={label}
      type="button"
      className="chip"
      aria-pressed={sameBrush(p.brush, b)}
      onClick={() => {
        p.onBrush(b);
        if (!TERRAIN_TOOLS.has(p.tool)) p.onTool("paint");
      }}
    >
      <span className="swatch" style={{ background: brushFill(b) }} /> {label} <kbd>{keyText}</kbd>
    </button>
  );
  return (
    <div className="stack" style={{ gap: "0.4rem" }}>
      <div className="row" style={{ justifyContent: "space-between", flexWrap: "wrap" }}>
        <div className="kind-tabs" role="toolbar" aria-label="Tools">
          {TOOLS.map((t) => (
            <button
              key={t.id}
              type="button"
              aria-pressed={p.tool === t.id}
              title={`${t.hint} (${t.key.toUpperCase()})`}
              onClick={() => p.onTool(t.id)}
            >
              {t.label} <kbd>{t.key.toUpperCase()}</kbd>
            </button>
          ))}
        </div>
        <label className="check">
          Battle Zones
          <select aria-label="Battle Zones shown" value={p.zonesShown} onChange={(e) => p.onZones(e.target.value as Props["zonesShown"])}>
            <option value="selected">of the selected figure</option>
            <option value="all">of every figure</option>
            <option value="none">hidden</option>
          </select>
        </label>
      </div>
      <div className="row palette" aria-label="Palette" style={{ flexWrap: "wrap" }}>
        {TERRAIN_TOOLS.has(p.tool) && (
          <>
            <span className="small muted">Level</span>
            {LEVEL_BRUSHES.map((b) => chip(b, String(b.level), String(b.level)))}
            {TERRAIN_BRUSHES.map((b) => chip(b.brush, b.label, b.key.toUpperCase()))}
          </>
        )}
        {p.tool === "object" && (
          <label className="check">
            Object
            <select aria-label="Object to place" value={p.objectKind} onChange={(e) => p.onObjectKind(Number(e.target.value))}>
              {STANDARD_OBJECTS.map((o, i) => (
                <option key={o.name} value={i}>
                  {o.name} (weight {o.weight}, range {o.maxRange}
                  {o.tall ? ", tall" : ""})
                </option>
              ))}
            </select>
          </label>
        )}
        {p.tool === "figure" && (
          <label className="check">
            Side
            <select aria-label="Side of the new figure" value={p.figureSide} onChange={(e) => p.onFigureSide(e.target.value)}>
              {p.body.sides.map((s, i) => (
                <option key={s.id} value={s.id} style={{ color: sideColor(i) }}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="small muted">{def.hint}.</span>
      </div>
    </div>
  );
}
