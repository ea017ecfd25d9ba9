"use client";
// The tile set's kinds: start, ship and jungle come with every set; authors add their own (they
// play as jungle in Lost Patrol), rename and recolour any, and remove those no tile uses.
import { useState } from "react";
import type { TilesetBody } from "@/lib/content/kinds/tileset";
import { addKind, kindInUse, removeKind, updateKind } from "@/lib/content/tileset-ops";
import type { RunCommand } from "../types";

const PALETTE = ["#7a5c3e", "#4f6d8f", "#8f4f6d", "#6d8f4f", "#b06a2c", "#5a5a8a"];

export function KindsEditor({ body, onCommand, readOnly }: { body: TilesetBody; onCommand: RunCommand<TilesetBody>; readOnly: boolean }) {
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);

  function add(e: React.FormEvent) {
    e.preventDefault();
    const text = label.trim();
    if (!text) return setError("Give the new kind a name.");
    if (body.kinds.length >= 32) return setError("A tile set has at most 32 kinds.");
    if (body.kinds.some((k) => k.label.toLowerCase() === text.toLowerCase())) return setError(`There is already a kind called "${text}".`);
    setError(null);
    setLabel("");
    onCommand("Add kind", addKind(body, text, PALETTE[body.kinds.length % PALETTE.length]).body);
  }

  return (
    <div className="stack" style={{ gap: "0.35rem" }} role="group" aria-label="Tile kinds">
      <ul className="plain-list stack" style={{ gap: "0.3rem" }}>
        {body.kinds.map((k) => {
          const busy = kindInUse(body, k.id);
          return (
            <li key={k.id} className="row" style={{ gap: "0.35rem", flexWrap: "nowrap" }}>
              <input
                type="color"
                aria-label={`${k.label} colour`}
                value={k.color}
                disabled={readOnly}
                // The colour picker reports every shade passed on the way: one step per kind until the picker is left.
                onChange={(e) => onCommand("Recolour kind", updateKind(body, k.id, { color: e.target.value }), `kind-color:${k.id}`)}
                style={{ width: 34, height: 30, padding: 2, flex: "none" }}
              />
              <input
                aria-label={`${k.label} name`}
                defaultValue={k.label}
                key={k.label}
                readOnly={readOnly}
                maxLength={40}
                style={{ flex: "1 1 auto", minWidth: 0, width: "100%" }}
                // Committed when the field is left, and only when not empty: a kind always has a name.
                onBlur={(e) => {
                  const text = e.target.value.trim();
                  if (text && text !== k.label) onCommand("Rename kind", updateKind(body, k.id, { label: text }));
                  else e.target.value = k.label;
                }}
                onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
              />
              <code className="small muted">{k.id}</code>
              {!readOnly && (
                <button
                  type="button"
                  aria-label={`Remove kind ${k.label}`}
                  disabled={busy !== null}
                  title={busy ? `Kept: ${busy}` : "Remove this kind"}
                  onClick={() => onCommand("Remove kind", removeKind(body, k.id))}
                >
                  ✕
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!readOnly && (
        <form className="row" style={{ gap: "0.35rem" }} onSubmit={add}>
          <input
            aria-label="New kind name"
            placeholder="e.g. Swamp"
            value={label}
            maxLength={40}
            size={12}
            onChange={(e) => setLabel(e.target.value)}
          />
          <button type="submit">Add kind</button>
        </form>
      )}
      {error && (
        <span className="small error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
