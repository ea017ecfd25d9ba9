// The progress bar and "done / total" line every long simulation run shows (single runs,
// sweeps, tournaments), with the test id the Playwright suites read.
export function RunProgress({
  done,
  total,
  label,
  unit,
  note = "",
}: {
  done: number;
  total: number;
  label: string;
  unit: string;
  note?: string;
}) {
  return (
    <div className="stack" style={{ gap: "0.25rem" }}>
      <progress max={total} value={done} aria-label={label} style={{ width: "100%" }} />
      <span className="small muted" data-testid="sim-progress">
        {done} / {total} {unit}
        {note}
      </span>
    </div>
  );
}
