// The Lost Worlds events as sentences for the playtest log (the generic log prints raw fields).
import type { GameEvent } from "@/lib/engine/core/game";
import type { Strike } from "@/lib/engine/lostworlds";
// The one name from the engine, from its own file: the engine's index would bring the whole duel.
import { sideName } from "@/lib/engine/lostworlds/side-name";
import type { OutcomeWords } from "../types";

function strikeText(who: number, s: Strike): string {
  const hit = s.total === null ? "no score" : s.withheld ? `scored ${s.total}, withheld (attacks)` : `dealt ${s.dealt}`;
  return `${sideName(who)} ${s.page} → p.${s.picture}: ${hit}${s.critical ? ", CRITICAL" : ""} (body ${s.body})`;
}

export function describeLostWorldsEvent(e: GameEvent): string | null {
  switch (e.type) {
    case "chosen":
      return `${sideName(Number(e.seat))} chose`;
    case "exchange": {
      const strikes = e.strikes as Strike[];
      // A duel: [A's, B's]; one against several: [A's, the opponent's] per opponent in `opponents`.
      const opponents = (e.opponents as number[] | undefined) ?? [1];
      return (
        `Exchange ${String(e.n)}: ` +
        opponents.map((o, k) => `${strikeText(0, strikes[2 * k])}; ${strikeText(o, strikes[2 * k + 1])}`).join(" · ")
      );
    }
    case "critical":
      return `CRITICAL on p.${String(e.page)}: ${String(e.text)}`;
    case "out":
      return `${sideName(Number(e.seat))} is out: ${String(e.reason)}`;
    case "end":
      return `End: ${String(e.reason)}`;
    default:
      return null;
  }
}

/** What the lab counts of a duel, in words (a reason is already a sentence). */
export const lostWorldsOutcomes: OutcomeWords = {
  reason: (r) => r.charAt(0).toUpperCase() + r.slice(1),
  metrics: {
    exchanges: { label: "Exchanges" },
    criticals: { label: "Criticals" },
    "damage.0": { label: "Damage dealt by A" },
    "damage.1": { label: "Damage dealt by B" },
  },
};
