"use client";
import { LostPatrolRuleFields } from "@/components/editors/tileset/LostPatrolRuleFields";
import type { TilesetRules } from "@/lib/content/kinds/tileset";

/** Lost Patrol's rule options for a run: each one as the tile set says unless chosen here. */
export function RulesOverride({ rules, onChange }: { rules: TilesetRules; onChange(next: TilesetRules): void }) {
  const chosen = Object.keys(rules).length;
  return (
    <details className="stack" open={chosen > 0}>
      <summary>Rule options{chosen > 0 ? ` (${chosen} changed for this run)` : ": as each tile set says"}</summary>
      <div style={{ maxWidth: 520 }}>
        <LostPatrolRuleFields value={rules} onChange={onChange} inheritLabel="as the tile set says" />
      </div>
    </details>
  );
}
