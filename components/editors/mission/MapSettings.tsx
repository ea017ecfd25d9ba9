"use client";
// The map as a whole: its size (shared by every level) and its levels, bottom to top.
import { useState } from "react";
import { MAX_LEVELS, MAX_MAP_SIDE, type MissionBody } from "@/lib/content/kinds/mission";
import { addLevel, removeLevel, renameLevel, resizeMission } from "@/lib/content/hulk/mission-ops";
import type { RunCommand } from "../types";
import { CommitInput, IntField } from "./fields";

export function MapSettings({ body, readOnly, onCommand }: { body: MissionBody; readOnly: boolean; onCommand: RunCommand<MissionBody> }) {
  const [size, setSize] = useState({ width: body.width, height: body.height });
  const shrinks = size.width < body.width || size.height < body.height;
  return (
    <div className="stack">
      <h3 style={{ margin: 0 }}>Size</h3>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <IntField
          label="Width"
          value={size.width}
          min={1}
          max={MAX_MAP_SIDE}
          disabled={readOnly}
          onChange={(width) => setSize((s) => ({ ...s, width }))}
        />
        <IntField
          label="Height"
          value={size.height}
          min={1}
          max={MAX_MAP_SIDE}
          disabled={readOnly}
          onChange={(height) => setSize((s) => ({ ...s, height }))}
        />
        <button
          type="button"
          disabled={readOnly || (size.width === body.width && size.height === body.height)}
          onClick={() => onCommand("Resize map", resizeMission(body, size.width, size.height))}
        >
          Resize every level
        </button>
        {shrinks && <span className="small lint-warning">Cells beyond the new edge, and anything on them, are removed.</span>}
      </div>
      <h3 style={{ margin: 0 }}>Levels</h3>
      <p className="small muted" style={{ margin: 0 }}>
        Each level lies directly above the one before it; a hole opens onto the same cell of the level below.
      </p>
      <table className="list compact">
        <tbody>
          {body.levels
            .map((l, i) => ({ l, i }))
            .reverse()
            .map(({ l, i }) => (
              <tr key={i}>
                <td>
                  level {i}
                  {i === 0 ? " (bottom)" : ""}
                </td>
                <td>
                  <CommitInput
                    key={l.name}
                    label={`Name of level ${i}`}
                    value={l.name}
                    maxLength={40}
                    disabled={readOnly}
                    onCommit={(name) => onCommand("Rename level", renameLevel(body, i, name))}
                  />
                </td>
                <td>{l.sections.length} sections</td>
                <td>
                  {!readOnly && body.levels.length > 1 && (
                    <button
                      type="button"
                      className="danger"
                      onClick={() =>
                        window.confirm(`Remove ${l.name} and everything on it?`) && onCommand("Remove level", removeLevel(body, i))
                      }
                    >
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      {!readOnly && (
        <div className="row">
          <button
            type="button"
            disabled={body.levels.length >= MAX_LEVELS}
            onClick={() => onCommand("Add level on top", addLevel(body, body.levels.length))}
          >
            Add a level on top
          </button>
          <button
            type="button"
            disabled={body.levels.length >= MAX_LEVELS}
            onClick={() => onCommand("Add level at the bottom", addLevel(body, 0))}
          >
            Add a level at the bottom
          </button>
        </div>
      )}
    </div>
  );
}
