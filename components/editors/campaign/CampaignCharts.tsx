"use client";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HistoryPoint } from "@/lib/content/campaign/derive";

/** XP and maximum body points after every ledger entry that touched the character. */
export function ProgressChart({ points, name }: { points: HistoryPoint[]; name: string }) {
  const data = points.map((p, i) => ({
    step: i,
    xp: p.xp,
    body: p.maxBody ?? undefined,
    at: p.at ? new Date(p.at).toLocaleDateString() : "start",
  }));
  return (
    <figure className="chart" aria-label={`${name}: XP and body points over time`}>
      <figcaption>{name}: XP and body points over time</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={data} margin={{ top: 10, right: 20, bottom: 10, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="at" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Line type="stepAfter" dataKey="xp" name="XP" stroke="#2f6f4f" isAnimationActive={false} />
          <Line type="stepAfter" dataKey="body" name="Max body" stroke="#b3261e" isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
