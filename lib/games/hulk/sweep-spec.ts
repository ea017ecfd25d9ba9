/** Space Hulk's balance sweep as the CLI and the lab reach it: `--sweep reinforcements=1,2,3`. */
import type { HulkOptions } from "../../engine/hulk/types";
import type { SweepSpec } from "../types";
import { PARAMETER_LABEL, runSweep, SWEEP_PARAMETERS, sweepReasons, type Sweep, type SweepParameter } from "./sweep";

const EXAMPLE = "reinforcements=1,2,3, flamers=0,1,2 or marines=3,4,5";

/** `reinforcements=1,2,3`: a parameter of SWEEP_PARAMETERS, `=`, non-negative integers. */
export function parseHulkSweep(text: string): { parameter: SweepParameter; values: number[] } {
  const eq = text.indexOf("=");
  if (eq < 0) throw new Error(`name what to sweep, e.g. ${EXAMPLE}; got "${text}"`);
  const name = text.slice(0, eq).trim();
  const parameter = SWEEP_PARAMETERS.find((p) => p === name);
  if (!parameter) throw new Error(`unknown parameter "${name}" (expected ${SWEEP_PARAMETERS.join(", ")})`);
  const parts = text
    .slice(eq + 1)
    .split(",")
    .map((p) => p.trim());
  const values = parts.map(Number);
  const bad = parts.find((p, i) => p === "" || !Number.isInteger(values[i]) || values[i] < 0);
  if (bad !== undefined)
    throw new Error(`${parameter}: expected non-negative integers such as ${parameter}=1,2,3, got "${bad}" in "${text}"`);
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
    `hulk sweep over ${label} (${sw.parameter}): ${sw.games} games per point, bots ${sw.bots.join(" vs ")}, ` +
      `base seed ${JSON.stringify(sw.baseSeed)} (the mission has ${sw.baseValue})`,
  ];
  const head = [sw.parameter, "Marines win [95%]", "draw [95%]", "loss [95%]", "unfinished [95%]", "length", "turns"];
  const rows = sw.points.map((p) => [
    String(p.value),
    withInterval(p.marinesWin),
    withInterval(p.draw),
    withInterval(p.marinesLoss),
    withInterval(p.unfinished),
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

export const missionSweep: SweepSpec<{ parameter: SweepParameter; values: number[] }, Sweep> = {
  label: "Sweep the mission",
  cliHelp: [
    "--sweep P=LIST       balance sweep over one change to the mission, --games games per value:",
    "                       reinforcements=1,2,3  blips per turn of the first arrival step (later steps",
    "                                             keep their difference from it)",
    "                       flamers=0,1,2         heavy flamers in the squad (troopers swap storm bolters",
    "                                             for flamers in listed order, the sergeant last)",
    "                       marines=3,4,5         squad size (the first Marines listed stay)",
    "                     each point: Marine win/draw/loss with 95% intervals, lengths, and the end reasons",
  ],
  parse: parseHulkSweep,
  run: (simulate, content, { parameter, values }, s, onProgress) =>
    runSweep(simulate, {
      content,
      parameter,
      values,
      n: s.n,
      baseSeed: s.baseSeed,
      bots: s.bots,
      options: s.options as HulkOptions,
      workers: s.workers,
      maxSteps: s.maxSteps,
      onProgress: onProgress ? (p) => onProgress(`${parameter} ${p.value}: ${p.done}/${p.total}`) : undefined,
    }),
  format: formatHulkSweep,
};
