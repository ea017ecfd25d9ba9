/** Lost Patrol's balance sweep as the CLI and the lab reach it: `--sweep 20,28,38,48` jungle tiles. */
import type { LostPatrolContent } from "../../engine/lostpatrol/content";
import type { LostPatrolOptions } from "../../engine/lostpatrol/options";
import type { SweepSpec } from "../types";
import { runSweep, type Sweep } from "./sweep";

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** `20,28,38,48`: non-negative integers, comma-separated. */
export function parseJungleCounts(text: string): number[] {
  const parts = text.split(",").map((p) => p.trim());
  const counts = parts.map(Number);
  const bad = parts.find((p, i) => p === "" || !Number.isInteger(counts[i]) || counts[i] < 0);
  if (bad !== undefined) throw new Error(`expected jungle tile counts such as 20,28,38,48, got "${bad}" in "${text}"`);
  return counts;
}

export function formatSweep(sw: Sweep): string {
  const lines = [
    `lostpatrol sweep over jungle tiles: ${sw.games} games per point, bots ${sw.bots.join(" vs ")}, ` +
      `base seed ${JSON.stringify(sw.baseSeed)} (the tile set has ${sw.baseJungle} jungle tiles)`,
    `  rules: ${Object.entries(sw.rules)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  ];
  const head = [
    "jungle",
    "soldiers win [95%]",
    "length",
    "turns",
    "ship reached",
    "wiped out",
    "ring closed",
    "lost in split",
    "unfinished",
  ];
  const rows = sw.points.map((p) => [
    String(p.jungle),
    `${pct(p.soldiersWin.p)} [${pct(p.soldiersWin.low)}, ${pct(p.soldiersWin.high)}]`,
    p.meanLength.toFixed(1),
    p.meanTurns.toFixed(1),
    ...[p.endings.shipReached, p.endings.wipedOut, p.endings.ringClosed, p.endings.lostInSplit, p.endings.unfinished].map(String),
  ]);
  const width = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => "  " + cells.map((x, c) => (c === 1 ? x.padEnd(width[c]) : x.padStart(width[c]))).join("  ");
  lines.push(line(head), ...rows.map(line));
  if (sw.points.some((p) => p.endings.unfinished))
    lines.push("  unfinished: stopped by a safety cap (turns or actions), counted as no result");
  lines.push("  decks:");
  for (const p of sw.points) {
    const deck = Object.entries(p.deck).map(([id, c]) => `${id} ${c}`);
    lines.push(`    ${String(p.jungle).padStart(width[0])}: ${deck.join(", ")}`);
  }
  return lines.join("\n") + "\n";
}

export const jungleSweep: SweepSpec<number[], Sweep> = {
  label: "Sweep the jungle size",
  cliHelp: [
    "--sweep LIST         balance sweep over the number of jungle tiles (e.g. 20,28,38,48): the tile",
    "                     set's jungle tiles scaled to each count in the same mix, --games games per count",
  ],
  parse: parseJungleCounts,
  run(simulate, content, jungleCounts, s, onProgress) {
    const tiles = (content as { tiles?: unknown } | null)?.tiles;
    if (!Array.isArray(tiles)) throw new RangeError("expected a tile set with a `tiles` array (--tileset FILE)");
    return runSweep(simulate, {
      tileset: content as LostPatrolContent,
      jungleCounts,
      n: s.n,
      baseSeed: s.baseSeed,
      bots: s.bots,
      options: s.options as LostPatrolOptions,
      workers: s.workers,
      maxSteps: s.maxSteps,
      onProgress: onProgress ? (p) => onProgress(`${p.jungle} jungle tiles: ${p.done}/${p.total}`) : undefined,
    });
  },
  format: formatSweep,
};
