"use client";
// Charts for simulation results (recharts): win rates with their 95% intervals, and how long
// games ran.
import { Bar, BarChart, CartesianGrid, ErrorBar, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SimSummary } from "@/lib/sim/runner";

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function WinRateChart({ summary, seatName }: { summary: SimSummary; seatName?(seat: number): string }) {
  const data = summary.seats.map((s) => ({
    name: `${seatName?.(s.seat) ?? `Seat ${s.seat + 1}`} (${s.bot})`,
    win: s.winRate.p,
    error: [s.winRate.p - s.winRate.low, s.winRate.high - s.winRate.p],
  }));
  return (
    <figure className="chart" aria-label="Win rate per seat with 95% intervals">
      <figcaption>Win rate per seat, with 95% Wilson intervals</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 10, right: 20, bottom: 10, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis domain={[0, 1]} tickFormatter={pct} />
          <Tooltip formatter={(v) => pct(Number(v))} />
          <Bar dataKey="win" fill="#2f6f4f" isAnimationActive={false}>
            <ErrorBar dataKey="error" width={8} stroke="#1f2328" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function LengthChart({ summary }: { summary: SimSummary }) {
  const data = summary.length.histogram.map((b) => ({ name: b.from === b.to ? String(b.from) : `${b.from}–${b.to}`, games: b.count }));
  return (
    <figure className="chart" aria-label="Game length distribution">
      <figcaption>Game length (actions), {summary.n} games</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 10, right: 20, bottom: 10, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="games" fill="#5b7fa6" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
