"use client";
// Under a finished island playtest: who won and why, and each player's Characters at the end.
import type { IslandView } from "@/lib/engine/island/view";
import type { ResultPanelProps } from "@/components/play/types";
import { charName, seatName } from "./words";

export function IslandResult({ view }: ResultPanelProps<IslandView>) {
  const v = view;
  if (!v.end) return null;
  return (
    <div className="panel stack" aria-label="Result">
      <strong>{v.end.winners.length ? `${v.end.winners.map(seatName).join(" and ")} won` : "Nobody won"}</strong>
      <span>
        {v.end.reason} · round {v.round} · {v.stats.led} Characters led, {v.stats.killed} killed, {v.stats.defeated} of {v.stats.encounters}{" "}
        Encounters defeated
      </span>
      <table className="small">
        <thead>
          <tr>
            <th>Player</th>
            <th>Characters</th>
            <th>Explored</th>
            <th>Defeated</th>
          </tr>
        </thead>
        <tbody>
          {v.seats.map((p, seat) => (
            <tr key={seat}>
              <td>
                {seatName(seat)}
                {p.out ? " (out)" : ""}
              </td>
              <td>
                {v.chars
                  .map((c, i) => ({ c, i }))
                  .filter(({ c }) => c.owner === seat)
                  .map(({ c, i }) => `${charName(v, i)}${c.starter === seat ? " (Starting)" : ""}`)
                  .join(", ") || "—"}
              </td>
              <td>{p.explored}</td>
              <td>{p.defeated}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
