"use client";
// The game master records a duel played at the table (no playtest to take it from): the two
// characters, who won, whether the loser was knocked unconscious or died, and any victory points.
import { useState } from "react";
import type { DerivedLostWorldsCharacter } from "@/lib/content/lostworlds/campaign/derived";
import type { PostEntry } from "../../campaign-types";

export function RecordDuel({ characters, onPost }: { characters: DerivedLostWorldsCharacter[]; onPost: PostEntry }) {
  const [a, setA] = useState(characters[0].id);
  const [b, setB] = useState(characters[1].id);
  const [winner, setWinner] = useState<"a" | "b" | "none">("a");
  const [outcome, setOutcome] = useState<"unconscious" | "died">("unconscious");
  const [vp, setVp] = useState("0");
  return (
    <form
      className="panel stack"
      aria-label="Record a duel"
      onSubmit={(e) => {
        e.preventDefault();
        const loser = winner === "a" ? b : a;
        const victor = winner === "a" ? a : b;
        void onPost({
          type: "battle",
          title: "Duel",
          participants: [
            { characterId: a, side: "a" },
            { characterId: b, side: "b" },
          ],
          winningSide: winner === "none" ? null : winner,
          defeated: winner === "none" ? [] : [{ characterId: loser, by: victor }],
          died: winner !== "none" && outcome === "died" ? [loser] : [],
          unconscious: winner !== "none" && outcome === "unconscious" ? [loser] : [],
          victoryPoints: Math.max(0, Math.trunc(Number(vp) || 0)),
        });
      }}
    >
      <h2 style={{ margin: 0 }}>Record a duel played at the table</h2>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <label>
          Side A
          <select aria-label="Side A" value={a} onChange={(e) => setA(e.target.value)}>
            {characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Side B
          <select aria-label="Side B" value={b} onChange={(e) => setB(e.target.value)}>
            {characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Winner
          <select aria-label="Winner" value={winner} onChange={(e) => setWinner(e.target.value as "a" | "b" | "none")}>
            <option value="a">Side A</option>
            <option value="b">Side B</option>
            <option value="none">Nobody</option>
          </select>
        </label>
        <label>
          The loser
          <select aria-label="Loser outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as "unconscious" | "died")}>
            <option value="unconscious">was knocked unconscious</option>
            <option value="died">died</option>
          </select>
        </label>
        <label>
          Victory points
          <input aria-label="Victory points" size={4} value={vp} onChange={(e) => setVp(e.target.value)} />
        </label>
        <button className="primary" type="submit" disabled={a === b}>
          Record
        </button>
      </div>
    </form>
  );
}
