"use client";
// The face-down counters placed at set-up in the shaded sections, and the placement rule.
import type { CounterPool, MissionBody, PoolCounter, Side } from "@/lib/content/kinds/mission";
import { nextPitfallLetter } from "@/lib/content/hulk/mission-ops";
import type { RunCommand } from "../types";
import { OptionalIntField, SectionChips } from "./fields";

const counterLabel = (c: PoolCounter) => (c.type === "pitfall" ? `Pitfall ${c.letter}` : c.type === "ladder" ? "Ladder" : "Rubble");

/** The seed's rule: one per section, players alternate, face down, revealed, then shadows. */
function seedPool(body: MissionBody): CounterPool | null {
  const first = body.levels.at(-1)?.sections[0]?.name ?? body.levels.flatMap((l) => l.sections)[0]?.name;
  if (!first) return null;
  return {
    sections: [first],
    counters: [{ type: "rubble" }],
    placement: {
      perSection: 1,
      firstPlayer: "marines",
      alternate: true,
      faceDown: true,
      revealAfterPlacement: true,
      shadowsAfterReveal: true,
    },
  };
}

const FLAGS: { id: "alternate" | "faceDown" | "revealAfterPlacement" | "shadowsAfterReveal"; label: string }[] = [
  { id: "alternate", label: "Players alternate" },
  { id: "faceDown", label: "Placed face down" },
  { id: "revealAfterPlacement", label: "Revealed once all are placed" },
  { id: "shadowsAfterReveal", label: "Shadows then placed below" },
];

export function CounterPoolForm({
  body,
  readOnly,
  onCommand,
}: {
  body: MissionBody;
  readOnly: boolean;
  onCommand: RunCommand<MissionBody>;
}) {
  const pool = body.counterPool;
  const setPool = (label: string, next: CounterPool | null, merge?: string) => onCommand(label, { ...body, counterPool: next }, merge);
  const starter = seedPool(body);
  if (!pool) {
    return (
      <div className="stack">
        <p className="muted" style={{ margin: 0 }}>
          No counters are placed at set-up.
        </p>
        {!readOnly && (
          <div>
            <button type="button" disabled={!starter} onClick={() => setPool("Add counter pool", starter)}>
              Add a counter pool
            </button>
          </div>
        )}
      </div>
    );
  }
  const letter = nextPitfallLetter(body);
  const add = (c: PoolCounter) => setPool(`Add ${counterLabel(c).toLowerCase()} counter`, { ...pool, counters: [...pool.counters, c] });
  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <strong>Shaded sections</strong>
        {!readOnly && (
          <button type="button" className="danger" onClick={() => setPool("Remove counter pool", null)}>
            Remove the pool
          </button>
        )}
      </div>
      <SectionChips
        body={body}
        label="Shaded sections"
        selected={pool.sections}
        disabled={readOnly}
        onToggle={(name) => {
          const sections = pool.sections.includes(name) ? pool.sections.filter((s) => s !== name) : [...pool.sections, name];
          if (sections.length > 0) setPool("Change shaded sections", { ...pool, sections });
        }}
      />
      <strong>Counters ({pool.counters.length})</strong>
      <div className="chips" aria-label="Counters">
        {pool.counters.map((c, i) => (
          <span key={i} className="badge">
            {counterLabel(c)}
            {!readOnly && pool.counters.length > 1 && (
              <button
                type="button"
                className="link"
                aria-label={`Remove ${counterLabel(c)}`}
                onClick={() =>
                  setPool(`Remove ${counterLabel(c).toLowerCase()} counter`, { ...pool, counters: pool.counters.filter((_, j) => j !== i) })
                }
              >
                ×
              </button>
            )}
          </span>
        ))}
      </div>
      {!readOnly && (
        <div className="row">
          <button type="button" disabled={!letter} onClick={() => letter && add({ type: "pitfall", letter })}>
            + Pitfall {letter ?? ""}
          </button>
          <button type="button" onClick={() => add({ type: "ladder" })}>
            + Ladder
          </button>
          <button type="button" onClick={() => add({ type: "rubble" })}>
            + Rubble
          </button>
        </div>
      )}
      <strong>Placement</strong>
      <OptionalIntField
        label="Most per section"
        none="no limit"
        value={pool.placement.perSection}
        fallback={1}
        disabled={readOnly}
        onChange={(perSection) =>
          setPool("Change counters per section", { ...pool, placement: { ...pool.placement, perSection } }, "perSection")
        }
      />
      <label style={{ maxWidth: 260 }}>
        First to place
        <select
          value={pool.placement.firstPlayer}
          disabled={readOnly}
          onChange={(e) =>
            setPool("Change who places first", { ...pool, placement: { ...pool.placement, firstPlayer: e.target.value as Side } })
          }
        >
          <option value="marines">Marines</option>
          <option value="stealers">Genestealers</option>
        </select>
      </label>
      {FLAGS.map((f) => (
        <label key={f.id} className="check">
          <input
            type="checkbox"
            checked={pool.placement[f.id]}
            disabled={readOnly}
            onChange={(e) => setPool(`Change "${f.label}"`, { ...pool, placement: { ...pool.placement, [f.id]: e.target.checked } })}
          />{" "}
          {f.label}
        </label>
      ))}
    </div>
  );
}
