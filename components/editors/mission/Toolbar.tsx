"use client";
// Tools, levels, layout and zoom above the map, and the selected tool's options; the brushes
// sit beside the map (BrushPalette).
import { PITFALL_LETTERS, type MissionBody, type PitfallLetter, type Side } from "@/lib/content/kinds/mission";
import { STAMPS } from "@/lib/content/hulk/stamps";
import { FEATURES, TOOLS, type PlaceableFeature, type ToolId, type ToolOptions } from "./tools";
import type { Layout, ViewCommand } from "./MapCanvas";
import { MISSION_EDIT_SHORTCUTS, MISSION_VIEW_SHORTCUTS } from "./mission-shortcuts";
import { useKeysText } from "@/components/studio/keyboard/useKeysText";

const edits = MISSION_EDIT_SHORTCUTS.shortcuts;
const views = MISSION_VIEW_SHORTCUTS.shortcuts;

interface Props {
  body: MissionBody;
  readOnly: boolean;
  tool: ToolId;
  opts: ToolOptions;
  letterChoice: PitfallLetter | "auto";
  activeLevel: number;
  layout: Layout;
  onTool(t: ToolId): void;
  onOpts(patch: Partial<ToolOptions>): void;
  onLetterChoice(l: PitfallLetter | "auto"): void;
  onLevel(l: number): void;
  onLayout(l: Layout): void;
  onView(kind: Exclude<ViewCommand["kind"], "focus">): void;
}

export function Toolbar(p: Props) {
  const { body, opts, activeLevel: level } = p;
  const def = TOOLS.find((t) => t.id === p.tool)!;
  const keysOf = useKeysText();
  return (
    <div className="stack" style={{ gap: "0.4rem" }}>
      <div className="row" style={{ justifyContent: "space-between" }}>
        <div className="kind-tabs" role="toolbar" aria-label="Tools">
          {TOOLS.filter((t) => !p.readOnly || t.id === "pan").map((t) => (
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
        <div className="row">
          <div className="kind-tabs" role="group" aria-label="Level">
            {body.levels
              .map((l, i) => ({ l, i }))
              .reverse()
              .map(({ l, i }) => (
                <button
                  key={i}
                  type="button"
                  aria-pressed={level === i}
                  title={`${keysOf(views.levelDown)} and ${keysOf(views.levelUp)} switch levels`}
                  onClick={() => p.onLevel(i)}
                >
                  {l.name}
                </button>
              ))}
          </div>
          <div className="kind-tabs" role="group" aria-label="Layout">
            <button
              type="button"
              aria-pressed={p.layout === "side"}
              onClick={() => p.onLayout("side")}
              title={`${keysOf(views.layout)} switches the layout`}
            >
              Side by side
            </button>
            <button
              type="button"
              aria-pressed={p.layout === "stacked"}
              onClick={() => p.onLayout("stacked")}
              title={`${keysOf(views.layout)} switches the layout: the active level with the one below ghosted`}
            >
              Stacked
            </button>
          </div>
          <button type="button" onClick={() => p.onView("zoom-out")} title={`Zoom out (${keysOf(views.zoomOut)})`} aria-label="Zoom out">
            −
          </button>
          <button type="button" onClick={() => p.onView("zoom-in")} title={`Zoom in (${keysOf(views.zoomIn)})`} aria-label="Zoom in">
            +
          </button>
          <button type="button" onClick={() => p.onView("fit")} title={`Fit (${keysOf(views.fit)})`}>
            Fit
          </button>
        </div>
      </div>
      {!p.readOnly && (
        <div className="row palette" aria-label="Palette">
          {p.tool === "stamp" && (
            <>
              <label className="check">
                Map section
                <select aria-label="Map section" value={opts.stamp} onChange={(e) => p.onOpts({ stamp: e.target.value })}>
                  {STAMPS.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name} ({s.kind})
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                onClick={() => p.onOpts({ turns: (opts.turns + 1) % 4 })}
                title={`Turn a quarter clockwise (${keysOf(edits.turnStamp)})`}
              >
                Turn <kbd>{keysOf(edits.turnStamp)}</kbd> · {opts.turns * 90}°
              </button>
            </>
          )}
          {p.tool === "feature" && (
            <>
              {FEATURES.map((f: PlaceableFeature, i) => (
                <button
                  key={f}
                  type="button"
                  className="chip"
                  aria-pressed={opts.feature === f}
                  title={edits.feature.keys[i]}
                  onClick={() => p.onOpts({ feature: f })}
                >
                  {f[0].toUpperCase() + f.slice(1)} <kbd>{edits.feature.keys[i]}</kbd>
                </button>
              ))}
              {opts.feature === "pitfall" && (
                <label className="check">
                  Letter
                  <select
                    aria-label="Pitfall letter"
                    value={p.letterChoice}
                    onChange={(e) => p.onLetterChoice(e.target.value as PitfallLetter | "auto")}
                  >
                    <option value="auto">next free ({opts.letter ?? "none left"})</option>
                    {PITFALL_LETTERS.map((l) => (
                      <option key={l} value={l}>
                        {l}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </>
          )}
          {p.tool === "entry" && (
            <label className="check">
              Entry area
              <select aria-label="Entry area" value={opts.entryId ?? ""} onChange={(e) => p.onOpts({ entryId: e.target.value || null })}>
                <option value="">a new one (click the map)</option>
                {body.entryAreas.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name} ({body.levels[e.level]?.name})
                  </option>
                ))}
              </select>
            </label>
          )}
          {p.tool === "deploy" && (
            <label className="check">
              Zone of
              <select
                aria-label="Deployment side"
                value={opts.deploySide}
                onChange={(e) => p.onOpts({ deploySide: e.target.value as Side })}
              >
                <option value="marines">Marines</option>
                <option value="stealers">Genestealers</option>
              </select>
            </label>
          )}
          <span className="small muted">{def.hint}.</span>
        </div>
      )}
    </div>
  );
}
