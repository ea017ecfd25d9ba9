/**
 * The island's balance sweep over the number of players: the same island and rules played by the
 * same bot at every seat, for each player count asked (`--sweep 2-8` or `--sweep 2,4,8`).
 */
import { wilson, type Interval } from "../../engine/core/stats";
import { MAX_PLAYERS, MIN_PLAYERS } from "../../engine/island/options";
import type { SweepSpec } from "../types";

export interface PlayerCountPoint {
  players: number;
  games: number;
  /** Games someone won (the rest ended without a winner: the round limit, everyone gone). */
  decided: Interval;
  /** The first seat's win rate, against the 1/players of a fair table. */
  seatOne: Interval;
  meanLength: number;
  meanRounds: number;
  led: number;
  killed: number;
  /** How games ended: end kind → games. */
  endings: Record<string, number>;
}

export interface PlayerCountSweep {
  games: number;
  bot: string;
  baseSeed: string | number;
  rules: string;
  points: PlayerCountPoint[];
}

/** `2-8`, `2,4,8` or a mix: player counts from 2 to 8, each once, in order. */
export function parsePlayerCounts(text: string): number[] {
  const out = new Set<number>();
  for (const part of text.split(",").map((p) => p.trim())) {
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    const from = m ? Number(m[1]) : NaN;
    const to = m?.[2] ? Number(m[2]) : from;
    if (!m || from < MIN_PLAYERS || to > MAX_PLAYERS || from > to) {
      throw new Error(`expected player counts from ${MIN_PLAYERS} to ${MAX_PLAYERS} such as 2-8 or 2,4,8, got "${part}" in "${text}"`);
    }
    for (let p = from; p <= to; p++) out.add(p);
  }
  return [...out].sort((a, b) => a - b);
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const range = (i: Interval) => `${pct(i.p)} [${pct(i.low)}, ${pct(i.high)}]`;

export function formatPlayerCountSweep(sw: PlayerCountSweep): string {
  const head = ["players", "someone won [95%]", "seat 1 wins [95%]", "fair", "actions", "rounds", "led", "killed", "endings"];
  const rows = sw.points.map((p) => [
    String(p.players),
    range(p.decided),
    range(p.seatOne),
    pct(1 / p.players),
    p.meanLength.toFixed(1),
    p.meanRounds.toFixed(1),
    p.led.toFixed(2),
    p.killed.toFixed(2),
    Object.entries(p.endings)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`)
      .join(", "),
  ]);
  const width = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => "  " + cells.map((x, c) => (c === 0 ? x.padStart(width[c]) : x.padEnd(width[c]))).join("  ");
  return (
    [
      `island sweep over the number of players: ${sw.games} games per point, ${sw.bot} bots at every seat, ${sw.rules} rules, base ` +
        `seed ${JSON.stringify(sw.baseSeed)}`,
      line(head),
      ...rows.map(line),
    ].join("\n") + "\n"
  );
}

export const playerCountSweep: SweepSpec<number[], PlayerCountSweep> = {
  label: "Sweep the number of players",
  cliHelp: ["--sweep COUNTS       player counts to compare, e.g. 2-8 or 2,4,8 (the same bot at every seat)"],
  parse: parsePlayerCounts,
  async run(simulate, content, counts, settings, onProgress) {
    const base = (settings.options ?? {}) as Record<string, unknown>;
    const bot = settings.bots[0] ?? { kind: "random" };
    const points: PlayerCountPoint[] = [];
    for (const players of counts) {
      const { summary } = await simulate({
        gameId: "island",
        content,
        options: { ...base, players },
        bots: Array.from({ length: players }, () => bot),
        n: settings.n,
        baseSeed: settings.baseSeed,
        workers: settings.workers,
        maxSteps: settings.maxSteps,
        onProgress: onProgress && ((p) => onProgress(`${players} players: ${p.done}/${p.total}`)),
      });
      const total = (k: string) => Math.round((summary.metrics[k]?.mean ?? 0) * (summary.metrics[k]?.games ?? 0));
      const decided = summary.n - summary.draws - summary.truncated;
      const endings: Record<string, number> = {};
      for (const k of Object.keys(summary.metrics)) if (k.startsWith("end:")) endings[k.slice(4)] = total(k);
      if (summary.truncated) endings["step limit"] = summary.truncated;
      points.push({
        players,
        games: summary.n,
        decided: wilson(decided, summary.n),
        seatOne: summary.seats[0].winRate,
        meanLength: summary.length.mean,
        meanRounds: summary.metrics.rounds?.mean ?? 0,
        led: summary.metrics.led?.mean ?? 0,
        killed: summary.metrics.killed?.mean ?? 0,
        endings,
      });
    }
    return { games: settings.n, bot: bot.kind, baseSeed: settings.baseSeed, rules: String(base.rules ?? "advanced"), points };
  },
  format: formatPlayerCountSweep,
};
