// What the load script measures: every request's time per operation, and how each one ended.
// Percentiles are the nearest-rank ones over all the times kept (a minute of 50 clients is tens
// of thousands of numbers: sorting them once at the end is cheap and exact).

export interface OpStats {
  times: number[];
  /** Answers that were not what the operation expects (non-2xx other than a conflict, dropped connections). */
  errors: number;
  /** 409s of the version protocol: another tab or player got there first (expected, counted apart). */
  conflicts: number;
}

export class LoadStats {
  readonly ops = new Map<string, OpStats>();
  /** One example per kind of error, for the report. */
  readonly examples = new Map<string, string>();

  private op(name: string): OpStats {
    let s = this.ops.get(name);
    if (!s) this.ops.set(name, (s = { times: [], errors: 0, conflicts: 0 }));
    return s;
  }

  time(name: string, ms: number): void {
    this.op(name).times.push(ms);
  }

  conflict(name: string): void {
    this.op(name).conflicts++;
  }

  error(name: string, why: string): void {
    this.op(name).errors++;
    const kind = `${name}: ${why.slice(0, 80).replace(/\d+/g, "#")}`;
    if (!this.examples.has(kind)) this.examples.set(kind, why.slice(0, 400));
  }

  get errors(): number {
    return [...this.ops.values()].reduce((n, s) => n + s.errors, 0);
  }
}

/** The p-th percentile (0 < p ≤ 100) of `sorted` by nearest rank; NaN for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface Row {
  op: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  conflicts: number;
}

/** One row per operation, sorted by name, then "all" over every request. */
export function summarize(stats: LoadStats, seconds: number): Row[] {
  const row = (op: string, times: number[], errors: number, conflicts: number): Row => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      op,
      count: sorted.length,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : NaN,
      errors,
      conflicts,
    };
  };
  const names = [...stats.ops.keys()].sort();
  const rows = names.map((n) => {
    const s = stats.ops.get(n)!;
    return row(n, s.times, s.errors, s.conflicts);
  });
  const all = [...stats.ops.values()];
  rows.push(
    row(
      "all",
      all.flatMap((s) => s.times),
      all.reduce((n, s) => n + s.errors, 0),
      all.reduce((n, s) => n + s.conflicts, 0),
    ),
  );
  return rows;
}

/** The rows as a fixed-width table (times in milliseconds). */
export function formatTable(rows: Row[]): string {
  const ms = (v: number) => (Number.isNaN(v) ? "-" : v < 10 ? v.toFixed(1) : Math.round(v).toString());
  const head = ["operation", "requests", "per s", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors", "409s"];
  const body = rows.map((r) => [
    r.op,
    String(r.count),
    r.perSecond.toFixed(1),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    ms(r.max),
    String(r.errors),
    String(r.conflicts),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), ...body.map(line)].join("\n");
}
