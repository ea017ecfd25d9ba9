/** Lost Worlds tournaments as the CLI prints them: `hexfolio simulate lostworlds --books a.json b.json …`. */
import type { LostWorldsOptions } from "../../engine/lostworlds/types";
import type { TournamentSpec } from "../types";
import { bookInput } from "./book-input";
import { runTournament, type Tournament } from "./tournament";

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function formatTournament(t: Tournament, names: string[]): string {
  const { matchups, table } = t;
  const lines = [`lostworlds: ${t.games} duels per pair, bots ${t.bots.join(" vs ")}, base seed ${JSON.stringify(t.baseSeed)}`];
  for (const m of matchups) {
    lines.push(
      `  ${m.a + 1}. ${names[m.a]} vs ${m.b + 1}. ${names[m.b]}: ` +
        `${pct(m.winA.p)} [${pct(m.winA.low)}, ${pct(m.winA.high)}] – ${pct(m.winB.p)} [${pct(m.winB.low)}, ${pct(m.winB.high)}], ` +
        `${m.draws} draw(s), ${m.meanExchanges.toFixed(1)} exchanges on average` +
        (m.failed ? `, ${m.failed} failed on an error in the books` : ""),
    );
  }
  lines.push("  win rate of row against column:");
  lines.push(`      ${names.map((_, j) => String(j + 1).padStart(7)).join("")}`);
  table.forEach((row, i) =>
    lines.push(`  ${String(i + 1).padStart(3)} ${row.map((p) => (p === null ? "—" : pct(p)).padStart(7)).join("")}`),
  );
  if (t.firstFailure) {
    const f = t.firstFailure;
    lines.push(
      `  ${t.failed} duel(s) failed on an error in the books (not counted in the rates); the first, ` +
        `${names[f.pair[0]]} vs ${names[f.pair[1]]}, duel ${f.game + 1} (seed ${f.seed}): ${f.message}`,
    );
  }
  return lines.join("\n") + "\n";
}

export const bookTournament: TournamentSpec<Tournament> = {
  run(simulate, bodies, s, onProgress) {
    const books = bodies.map((b, i) => bookInput(b, `books.${i}`));
    return runTournament(simulate, {
      books,
      bots: s.bots,
      n: s.n,
      baseSeed: s.baseSeed,
      workers: s.workers,
      maxSteps: s.maxSteps,
      options: s.options as Partial<LostWorldsOptions>,
      onProgress,
    });
  },
  format: formatTournament,
};
