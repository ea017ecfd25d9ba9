"use client";
// The two plots of a balance sweep (recharts, as SimulationCharts): one side's win rate per point
// with its 95% Wilson interval as error bars, and how the games of each point ended as stacked
// shares. Shared by JungleSweep and HulkSweep.
import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Interval } from "@/lib/engine/core/stats";

export const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function RateChart({
  label,
  caption,
  points,
  color = "#2f6f4f",
  testId,
}: {
  label: string;
  caption: string;
  points: { x: number; rate: Interval }[];
  color?: string;
  testId?: string;
}) {
  const data = points.map(({ x, rate }) => ({ x, win: rate.p, error: [rate.p - rate.low, rate.high - rate.p] }));
  return (
    <figure className="chart" aria-label={label} style={{ margin: 0 }} data-testid={testId}>
      <figcaption>{caption}</figcaption>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={data} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="x" type="number" domain={["dataMin", "dataMax"]} ticks={data.map((d) => d.x)} />
          <YAxis domain={[0, "auto"]} tickFormatter={pct} />
          <Tooltip formatter={(v) => pct(Number(v))} />
          <Line dataKey="win" stroke={color} isAnimationActive={false}>
            <ErrorBar dataKey="error" width={6} stroke="#1f2328" />
          </Line>
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** A stacked series: its key in the rows (plain: recharts reads dotted keys as paths), legend label and colour. */
export type StackSeries = readonly [key: string, label: string, color: string];

export function StackChart({
  label,
  caption,
  rows,
  series,
  testId,
}: {
  label: string;
  caption: string;
  rows: ({ x: string } & Record<string, number | string>)[];
  series: readonly StackSeries[];
  testId?: string;
}) {
  return (
    <figure className="chart" aria-label={label} style={{ margin: 0 }} data-testid={testId}>
      <figcaption>{caption}</figcaption>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={rows} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="x" />
          <YAxis domain={[0, 1]} tickFormatter={pct} />
          <Tooltip formatter={(v) => pct(Number(v))} />
          <Legend />
          {series.map(([key, name, color]) => (
            <Bar key={key} dataKey={key} name={name} stackId="end" fill={color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
