"use client";
// The Genestealer schedule: starting blips, arrivals per turn, the limited pool and when
// reinforcements become unlimited (seed, "Forces").
import type { Reinforcements } from "@/lib/content/kinds/mission";
import { IntField, OptionalIntField } from "./fields";
import { describeSchedule } from "./describe";
import type { RunCommand } from "../types";

export function ScheduleForm({
  value: r,
  readOnly,
  onCommand,
}: {
  value: Reinforcements;
  readOnly: boolean;
  onCommand: RunCommand<Reinforcements>;
}) {
  const setArrival = (i: number, patch: Partial<Reinforcements["arrivals"][number]>) =>
    onCommand("Change arrivals", { ...r, arrivals: r.arrivals.map((a, j) => (j === i ? { ...a, ...patch } : a)) }, `arrival:${i}`);
  const lastTurn = r.arrivals.at(-1)?.fromTurn ?? 0;
  return (
    <div className="stack">
      <p className="small" data-testid="schedule-summary" style={{ margin: 0 }}>
        {describeSchedule(r)}
      </p>
      <IntField
        label="Starting blips"
        value={r.startingBlips}
        disabled={readOnly}
        onChange={(startingBlips) => onCommand("Change starting blips", { ...r, startingBlips }, "startingBlips")}
      />
      <table className="list compact" aria-label="Arrivals">
        <thead>
          <tr>
            <th>From turn</th>
            <th>Blips per turn</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {r.arrivals.map((a, i) => (
            <tr key={i}>
              <td>
                <IntField label="" value={a.fromTurn} min={1} disabled={readOnly} onChange={(fromTurn) => setArrival(i, { fromTurn })} />
              </td>
              <td>
                <IntField
                  label=""
                  value={a.blipsPerTurn}
                  disabled={readOnly}
                  onChange={(blipsPerTurn) => setArrival(i, { blipsPerTurn })}
                />
              </td>
              <td>
                {!readOnly && (
                  <button
                    type="button"
                    className="danger"
                    onClick={() => onCommand("Remove arrival step", { ...r, arrivals: r.arrivals.filter((_, j) => j !== i) })}
                  >
                    ×
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <div>
          <button
            type="button"
            onClick={() => onCommand("Add arrival step", { ...r, arrivals: [...r.arrivals, { fromTurn: lastTurn + 1, blipsPerTurn: 1 }] })}
          >
            Add arrival step
          </button>
        </div>
      )}
      <OptionalIntField
        label="Limited pool (Genestealers)"
        none="unlimited from the start"
        value={r.limitedPool?.stealers ?? null}
        fallback={18}
        disabled={readOnly}
        onChange={(stealers) =>
          onCommand(
            "Change limited pool",
            {
              ...r,
              limitedPool: stealers === null ? null : { stealers },
              unlimitedFromTurn: stealers === null ? null : r.unlimitedFromTurn,
            },
            "limitedPool",
          )
        }
      />
      {r.limitedPool && (
        <OptionalIntField
          label="Unlimited from turn"
          none="never"
          value={r.unlimitedFromTurn}
          fallback={11}
          disabled={readOnly}
          onChange={(unlimitedFromTurn) => onCommand("Change unlimited turn", { ...r, unlimitedFromTurn }, "unlimitedFromTurn")}
        />
      )}
    </div>
  );
}
