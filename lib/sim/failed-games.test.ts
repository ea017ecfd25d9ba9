import { describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import { bookBodySchema } from "../content/kinds/book";
import { playGame } from "../engine/core/chunk";
import { emptyTally, mergeTally, addFailure } from "../engine/core/tally";
import { lostWorlds } from "../engine/lostworlds/game";
import { lostWorldsModule } from "../games/lostworlds/module";
import { closeStartMirim, misprintedMirim } from "../games/lostworlds/testdata/disagreeing-books";
import { runTournament } from "../games/lostworlds/tournament";
import { simulate as simulateInThread } from "./runner";
import { simulate } from "./runner-node";

const mirim = { body: bookBodySchema.parse(mirimDoc.body) };
const base = { gameId: "lostworlds", bots: [{ kind: "random" as const }, { kind: "random" as const }], n: 40, baseSeed: "bad pair" };

describe("a game that stops on a data error is one failed game", () => {
  it("counts the failed duels, keeps the first error naming both books' pages, and plays the rest", async () => {
    const { summary } = await simulateInThread({ ...base, content: { books: [mirim.body, misprintedMirim()] } });
    expect(summary.n).toBe(40);
    expect(summary.failed).toBeGreaterThan(0);
    expect(summary.failed).toBeLessThan(40);
    const first = summary.firstFailure!;
    expect(first.message).toMatch(
      /^range mismatch after exchange \d+ \(A did \d+, B did \d+\): page \d+ of "Ultra-Vibration Valkyrie Mirim" leaves A at close range, page 17 of "Mirim, misprinted" leaves B at Extended Range$/,
    );
    const played = summary.n - summary.failed;
    for (const seat of summary.seats) expect(seat.wins + seat.draws + seat.losses + seat.unfinished).toBe(played);
    expect(summary.seats[0].winRate.p).toBeCloseTo(summary.seats[0].wins / played);
    expect(Object.values(summary.reasons).reduce((a, b) => a + b, 0)).toBe(played);
    expect(summary.length.count).toBe(played);
  });

  it("gives the same counts and the same first failure for any worker count and chunk size", async () => {
    const content = { books: [mirim.body, misprintedMirim()] };
    const r0 = await simulate({ ...base, content, workers: 0 });
    const r2 = await simulate({ ...base, content, workers: 2, chunkSize: 3 });
    expect(r2).toEqual(r0);
    // With one record per game the summary is the same, and the failed games' records say why.
    const withRecords = await simulate({ ...base, content, workers: 0, records: true });
    expect(withRecords.summary).toEqual(r0.summary);
    expect(withRecords.records!.filter((r) => r.failure !== undefined)).toHaveLength(r0.summary.failed);
    // The first failure is the lowest-numbered failed game, and replaying its seed fails the same way.
    const prepared = { ...base, content: lostWorldsModule.parse(content), options: lostWorlds.defaultOptions };
    const record = playGame(lostWorlds, prepared, r0.summary.firstFailure!.game);
    expect(record).toMatchObject({ failure: r0.summary.firstFailure!.message, reason: "failed", seed: r0.summary.firstFailure!.seed });
    for (let i = 0; i < r0.summary.firstFailure!.game; i++) expect(playGame(lostWorlds, prepared, i).failure).toBeUndefined();
  });

  it("fails every duel of books that start at different ranges, without refusing the run", async () => {
    const { summary } = await simulateInThread({ ...base, n: 5, content: { books: [mirim.body, closeStartMirim()] } });
    expect(summary).toMatchObject({ n: 5, failed: 5, truncated: 0, draws: 0, reasons: {} });
    expect(summary.firstFailure).toMatchObject({ game: 0 });
    expect(summary.firstFailure!.message).toBe(
      'range mismatch at the start: page 57 of "Ultra-Vibration Valkyrie Mirim" leaves A at Extended Range, ' +
        'page 57 of "Mirim, starting close" leaves B at close range',
    );
  });

  it("a tournament goes on past a bad pair and counts its failed duels per pairing", async () => {
    const t = await runTournament(simulateInThread, {
      books: [mirim.body, misprintedMirim(), mirim.body],
      bots: base.bots,
      n: 20,
      baseSeed: "t",
    });
    expect(t.matchups.map((m) => [m.a, m.b, m.failed > 0])).toEqual([
      [0, 1, true],
      [0, 2, false],
      [1, 2, true],
    ]);
    expect(t.failed).toBe(t.matchups.reduce((a, m) => a + m.failed, 0));
    expect(t.firstFailure).toEqual({ ...t.matchups[0].summary.firstFailure, pair: [0, 1] });
  });

  it("merging tallies keeps the failure with the lowest game index, whichever chunk came first", () => {
    const a = emptyTally(2),
      b = emptyTally(2);
    addFailure(a, { game: 9, seed: 1, message: "late" });
    addFailure(b, { game: 3, seed: 2, message: "early" });
    addFailure(b, { game: 5, seed: 3, message: "middle" });
    mergeTally(a, b);
    expect(a).toMatchObject({ n: 3, failed: 3, firstFailure: { game: 3, message: "early" } });
  });
});
