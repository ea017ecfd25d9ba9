/**
 * `hexfolio simulate lostworlds --books a.json b.json …`: every pair of books duels N times with
 * the chosen bots; the report is one summary per pair and a matchup table (row book's win rate
 * against the column book, with 95% Wilson intervals). Without --books, Mirim duels herself.
 */
import { fileURLToPath } from "node:url";
import type { BookBody } from "../../content/kinds/book";
import type { BotSpec } from "../../engine/core/bots";
import { simulate } from "../../engine/core/runner-node";
import { runTournament } from "../../engine/lostworlds/tournament";
import type { LostWorldsOptions } from "../../engine/lostworlds";
import { EXIT_OK, UsageError, type CliIO } from "../command";
import { readBook } from "./lostworlds-books";

const MIRIM = fileURLToPath(new URL("../../content/samples/mirim.book.json", import.meta.url));

export interface LostWorldsSimulation {
  files: string[];
  n: number;
  workers: number;
  maxSteps: number;
  baseSeed: string | number;
  options: unknown;
  bots: BotSpec[];
  json: boolean;
  io: CliIO;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export async function simulateLostWorlds(o: LostWorldsSimulation): Promise<number> {
  const files = o.files.length ? o.files : [MIRIM, MIRIM];
  if (files.length < 2) throw new UsageError("--books: give at least two books");
  if (o.bots.length !== 1 && o.bots.length !== 2) throw new UsageError("lostworlds has 2 seats: give one bot or two");
  const books: BookBody[] = [];
  for (const f of files) books.push(await readBook(f, o.io.cwd));
  const showProgress = o.io.errIsTTY && !o.json;
  const { matchups, table, bots, maneuvers } = await runTournament(simulate, {
    books,
    bots: o.bots,
    n: o.n,
    baseSeed: o.baseSeed,
    workers: o.workers,
    maxSteps: o.maxSteps,
    options: o.options as Partial<LostWorldsOptions>,
    onProgress: showProgress
      ? (p) => o.io.err(`\r${books[p.pair[0]].character.name} vs ${books[p.pair[1]].character.name}: ${p.done}/${p.total}`)
      : undefined,
  });
  if (showProgress) o.io.err("\r\x1b[K");
  const report = {
    game: "lostworlds",
    games: o.n,
    seed: o.baseSeed,
    bots,
    books: files.map((file, i) => ({ file, name: books[i].character.name })),
    matchups,
    table,
    maneuvers,
  };
  if (o.json) {
    o.io.out(JSON.stringify(report, null, 2) + "\n");
    return EXIT_OK;
  }
  const lines = [`lostworlds: ${o.n} duels per pair, bots ${report.bots.join(" vs ")}, base seed ${JSON.stringify(o.baseSeed)}`];
  for (const m of matchups) {
    lines.push(
      `  ${m.a + 1}. ${books[m.a].character.name} vs ${m.b + 1}. ${books[m.b].character.name}: ` +
        `${pct(m.winA.p)} [${pct(m.winA.low)}, ${pct(m.winA.high)}] – ${pct(m.winB.p)} [${pct(m.winB.low)}, ${pct(m.winB.high)}], ` +
        `${m.draws} draw(s), ${m.meanExchanges.toFixed(1)} exchanges on average`,
    );
  }
  lines.push("  win rate of row against column:");
  lines.push(`      ${books.map((_, j) => String(j + 1).padStart(7)).join("")}`);
  table.forEach((row, i) =>
    lines.push(`  ${String(i + 1).padStart(3)} ${row.map((p) => (p === null ? "—" : pct(p)).padStart(7)).join("")}`),
  );
  o.io.out(lines.join("\n") + "\n");
  return EXIT_OK;
}
