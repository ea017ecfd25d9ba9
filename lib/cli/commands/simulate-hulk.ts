/**
 * `hexfolio simulate hulk --sweep PARAMETER=V1,V2,…`: balance sweeps over a Space Hulk mission
 * (lib/engine/hulk/sweep.ts documents what each parameter changes). The parameter is named in the
 * option because a hulk sweep has several axes, unlike lostpatrol's bare list of jungle counts.
 */
import type { BotSpec } from "../../engine/core/bots";
import { simulate } from "../../engine/core/runner-node";
import { PARAMETER_LABEL, runSweep, SWEEP_PARAMETERS, sweepReasons, type Sweep, type SweepParameter } from "../../engine/hulk/sweep";
import type { HulkOptions } from "../../engine/hulk";
import { EXIT_OK, UsageError, type CliIO } from "../command";

const EXAMPLE = "reinforcements=1,2,3, flamers=0,1,2 or marines=3,4,5";

/** `reinforcements=1,2,3`: a parameter of SWEEP_PARAMETERS, `=`, non-negative integers. */
export function parseHulkSweep(text: string): { parameter: SweepParameter; values: number[] } {
  const eq = text.indexOf("=");
  if (eq < 0) throw new UsageError(`--sweep for hulk: name what to sweep, e.g. ${EXAMPLE}; got "${text}"`);
  const name = text.slice(0, eq).trim();
  const parameter = SWEEP_PARAMETERS.find((p) => p === name);
  if (!parameter) throw new UsageError(`--sweep for hulk: unknown parameter "${name}" (expected ${SWEEP_PARAMETERS.join(", ")})`);
  const parts = text
    .slice(eq + 1)
    .split(",")
    .map((p) => p.trim());
  const values = parts.map(Number);
  const bad = parts.find((p, i) => p === "" || !Number.isInteger(values[i]) || values[i] < 0);
  if (bad !== undefined)
    throw new UsageError(`--sweep ${parameter}: expected non-negative integers such as ${parameter}=1,2,3, got "${bad}" in "${text}"`);
  return { parameter, values };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const withInterval = (i: { p: number; low: number; high: number }) => `${pct(i.p)} [${pct(i.low)}, ${pct(i.high)}]`;

/** Lays out rows under a header; the first `left` columns are left-aligned. */
function table(head: string[], rows: string[][], left: number, indent = "  "): string[] {
  const width = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) =>
    indent +
    cells
      .map((x, c) => (c < left ? x.padEnd(width[c]) : x.padStart(width[c])))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

export function formatHulkSweep(sw: Sweep): string {
  const label = PARAMETER_LABEL[sw.parameter];
  const lines = [
    `hulk sweep over ${label} (${sw.parameter}): ${sw.games} games per point, bots ${sw.bots.join(" vs ")}, base seed ${JSON.stringify(sw.baseSeed)} (the mission has ${sw.baseValue})`,
  ];
  const head = [sw.parameter, "Marines win [95%]", "draw [95%]", "loss [95%]", "length", "turns"];
  const rows = sw.points.map((p) => [
    String(p.value),
    withInterval(p.marinesWin),
    withInterval(p.draw),
    withInterval(p.marinesLoss),
    p.meanLength.toFixed(1),
    p.meanTurns.toFixed(1),
  ]);
  lines.push(...table(head, rows, 0));
  // What decided them: one row per end reason, one column per point (reasons are long, values short).
  lines.push("  what decided them (games per point):");
  const reasons = sweepReasons(sw);
  lines.push(
    ...table(
      ["ended", ...sw.points.map((p) => String(p.value))],
      reasons.map((r) => [r, ...sw.points.map((p) => String(p.reasons[r] ?? 0))]),
      1,
      "    ",
    ),
  );
  lines.push("  variants:");
  const w = Math.max(...sw.points.map((p) => String(p.value).length));
  for (const p of sw.points) lines.push(`    ${String(p.value).padStart(w)}: ${p.variant}`);
  return lines.join("\n") + "\n";
}

export interface HulkSweepRun {
  text: string;
  /** Hulk content in any form the game accepts (already checked by the caller). */
  content: unknown;
  n: number;
  baseSeed: string | number;
  bots: BotSpec[];
  options: HulkOptions;
  workers: number;
  maxSteps: number;
  json: boolean;
  io: CliIO;
}

export async function sweepHulk(o: HulkSweepRun): Promise<number> {
  const { parameter, values } = parseHulkSweep(o.text);
  const showProgress = o.io.errIsTTY && !o.json;
  let sweep: Sweep;
  try {
    sweep = await runSweep(simulate, {
      content: o.content,
      parameter,
      values,
      n: o.n,
      baseSeed: o.baseSeed,
      bots: o.bots,
      options: o.options,
      workers: o.workers,
      maxSteps: o.maxSteps,
      onProgress: showProgress ? (p) => o.io.err(`\r${parameter} ${p.value}: ${p.done}/${p.total}`) : undefined,
    });
  } catch (e) {
    // Values the mission cannot be changed to (more flamers than guns, …) are bad usage too.
    if (e instanceof RangeError) throw new UsageError(`--sweep: ${e.message}`);
    throw e;
  }
  if (showProgress) o.io.err("\r\x1b[K");
  o.io.out(o.json ? JSON.stringify(sweep, null, 2) + "\n" : formatHulkSweep(sweep));
  return EXIT_OK;
}
