import { describe, expect, it } from "vitest";
import { gameSeed, runChunkTally } from "../engine/core/chunk";
import type { BotSpec } from "../engine/core/bots";
import { diceRace } from "../engine/core/testgames/dice-race";
import { registerModule, listGameIds, loadModule } from "../games/registry";
import { diceRaceModule } from "../games/dice-race/module";
import { aggregate, simulate as simulateInThread } from "./runner";
import { simulate } from "./runner-node";

const bots: BotSpec[] = [{ kind: "random" }, { kind: "mcts", iterations: 20 }];
const base = { gameId: "test/dice-race", bots, n: 30, baseSeed: "runner" };

describe("simulation runner", () => {
  it("gives identical results for 0, 1 and 2 workers (and any chunk size)", async () => {
    const r0 = await simulate({ ...base, workers: 0, records: true });
    const r1 = await simulate({ ...base, workers: 1, chunkSize: 7, records: true });
    const r2 = await simulate({ ...base, workers: 2, chunkSize: 3, records: true });
    expect(r1).toEqual(r0);
    expect(r2).toEqual(r0);
    expect(r0.records!.map((r) => r.index)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const s = r0.summary;
    expect(s.n).toBe(30);
    for (const seat of s.seats) expect(seat.wins + seat.draws + seat.losses).toBe(30);
    expect(s.length.histogram.reduce((a, b) => a + b.count, 0)).toBe(30);
    expect(Object.keys(s.metrics)).toEqual(["evenBonuses", "oddBonuses", "rounds"]);
  });

  it("game seeds depend only on (baseSeed, index); chunks agree with whole runs", async () => {
    expect(gameSeed("x", 3)).toBe(gameSeed("x", 3));
    expect(gameSeed("x", 3)).not.toBe(gameSeed("x", 4));
    expect(gameSeed(1, 0)).not.toBe(gameSeed("1", 0));
    const whole = await simulateInThread({ ...base, n: 6, records: true });
    const part = runChunkTally(diceRace, { ...base, options: diceRace.defaultOptions, n: 6 }, [4, 5], true).records;
    expect(part).toEqual(whole.records!.slice(4));
    expect(aggregate({ ...base, n: 6 }, [...whole.records!].reverse())).toEqual(whole.summary);
    // Without records the summary is the same and nothing per game comes back.
    const lean = await simulate({ ...base, n: 6, workers: 2, chunkSize: 2 });
    expect(lean).toEqual({ summary: whole.summary });
  });

  it("refuses content the game cannot play with the game's own message, before any worker plays", async () => {
    const noStart = {
      tiles: [
        { id: "ship", kind: "ship", paths: [0], count: 1 },
        { id: "j", kind: "jungle", paths: [0, 3], count: 4 },
      ],
    };
    const spec = { gameId: "lostpatrol", bots: [{ kind: "random" }, { kind: "random" }] as BotSpec[], n: 4, baseSeed: 1, content: noStart };
    await expect(simulate({ ...spec, workers: 2 })).rejects.toThrow(/^Lost Patrol content: expected exactly one start tile, found 0$/);
    // Options are checked against the game's schema before anything is set up, naming the field.
    await expect(simulate({ ...spec, workers: 0, options: { tileRotation: "sideways" } })).rejects.toThrow(
      /options\.tileRotation: Invalid option: expected one of "free"\|"face-soldiers"/,
    );
    await expect(simulate({ ...spec, workers: 0, content: { tiles: "none" } })).rejects.toThrow(/tileset\.tiles: /);
  });

  it("reports progress and can be cancelled", async () => {
    const seen: number[] = [];
    await simulate({ ...base, n: 10, chunkSize: 2, onProgress: (p) => seen.push(p.done) });
    expect(seen).toEqual([2, 4, 6, 8, 10]);
    const ctrl = new AbortController();
    const p = simulate({ ...base, n: 200, chunkSize: 1, onProgress: (pr) => pr.done >= 3 && ctrl.abort(), signal: ctrl.signal });
    await expect(p).rejects.toMatchObject({ name: "AbortError" });
    const pre = new AbortController();
    pre.abort();
    await expect(simulate({ ...base, workers: 1, signal: pre.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("the registry loads game modules by id and refuses unknown ids", async () => {
    expect(listGameIds()).toEqual(expect.arrayContaining(["hulk", "lostpatrol", "lostworlds", "test/dice-race"]));
    expect((await loadModule("test/dice-race")).game.id).toBe("test/dice-race");
    await expect(loadModule("nope")).rejects.toThrow(/unknown game "nope"/);
    registerModule({ ...diceRaceModule, id: "test/alias", game: { ...diceRace, id: "test/alias" } });
    expect((await loadModule("test/alias")).game.id).toBe("test/alias");
  });

  it("propagates worker errors", async () => {
    await expect(simulate({ ...base, bots: [{ kind: "random" }], workers: 1 })).rejects.toThrow(/needs 2 bots/);
  });
});

describe("browser runner protocol", () => {
  it("a Web Worker pool (faked in-process) gives the same results as the Node runner", async () => {
    const { browserWorkerPool } = await import("./runner-browser");
    const { runSimulation, toSpec } = await import("./runner");
    const { chunkServer } = await import("./worker-protocol");
    type Msg = Parameters<ReturnType<typeof chunkServer>>[0];
    const specs: boolean[] = [];
    const fakeWorker = () => {
      const serve = chunkServer();
      const w = {
        onmessage: null as null | ((ev: { data: unknown }) => void),
        onerror: null,
        postMessage(msg: Msg) {
          specs.push(!!msg.spec);
          void serve(structuredClone(msg)).then((reply) => w.onmessage?.({ data: reply }));
        },
        terminate() {},
      };
      return w;
    };
    const viaBrowser = await runSimulation(toSpec(base), browserWorkerPool(2, fakeWorker as never), { chunkSize: 4, records: true });
    expect(viaBrowser).toEqual(await simulate({ ...base, workers: 0, records: true }));
    // 30 games in chunks of 4 on two workers: the spec went to each worker once.
    expect(specs).toHaveLength(8);
    expect(specs.filter(Boolean)).toHaveLength(2);
  });
});
