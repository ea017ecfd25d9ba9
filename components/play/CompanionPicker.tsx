"use client";
// The optional second document a game's content plays with (a Space Hulk mission's ruleset):
// empty means the game's built-in defaults. Shared by the new-playtest form and the lab.
import type { GameInfo } from "@/lib/games/catalog";

export function CompanionPicker(props: {
  game: GameInfo;
  documents: Record<string, { id: string; title: string }[]>;
  value: string;
  onChange(id: string): void;
}) {
  const { companion } = props.game;
  if (!companion) return null;
  return (
    <label>
      {companion.label}
      <select aria-label={companion.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">Built-in defaults</option>
        {(props.documents[companion.kind] ?? []).map((d) => (
          <option key={d.id} value={d.id}>
            {d.title}
          </option>
        ))}
      </select>
    </label>
  );
}
