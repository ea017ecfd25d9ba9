// Mission parts in words, for the designer's forms and the print view alike.
import type { Reinforcements } from "@/lib/content/kinds/mission";

/** The schedule in words, as the seed would print it. */
export function describeSchedule(r: Reinforcements): string {
  const steps = r.arrivals.map((a) => `${a.blipsPerTurn} per turn from turn ${a.fromTurn}`).join(", then ");
  const pool = r.limitedPool ? ` Blips come from a pool of ${r.limitedPool.stealers} Genestealers` : " Reinforcements never run out";
  const unlimited =
    r.limitedPool && r.unlimitedFromTurn
      ? ` until turn ${r.unlimitedFromTurn}, then every blip not on the map returns and they never run out.`
      : r.limitedPool
        ? " until it runs out."
        : ".";
  return `${r.startingBlips} blip(s) at the start${steps ? `, then ${steps}` : ""}.${pool}${unlimited}`;
}
