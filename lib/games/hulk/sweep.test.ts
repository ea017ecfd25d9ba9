import { describe, expect, it } from "vitest";
import { missionBodySchema } from "../../content/kinds/mission";
import rulesetFile from "../../content/samples/base.ruleset.json";
import { simulate } from "../../sim/runner";
import { simulate as simulateNode } from "../../sim/runner-node";
import type { SimResult, SimulateOptions } from "../../sim/runner";
import { pitfallMission, resolveContent, type HulkContent } from "./compile";
import { describeVariant, missionVariant, runSweep, sweepBase, sweepReasons, type SweepParameter } from "./sweep";

const pitfall: HulkContent = resolveContent({ mission: pitfallMission(), ruleset: rulesetFile.body });
const squad = (c: HulkContent) => c.mission.forces.squads.flatMap((s) => s.members.map((m) => `${m.name}: ${m.weapons.join("+")}`));
const variant = (parameter: SweepParameter, value: number): HulkContent => ({
  mission: missionVariant(pitfall, parameter, value),
  ruleset: pitfall.ruleset,
});

describe("missionVariant", () => {
  it("reads the mission's own values, and gives the mission itself at them", () => {
    expect([sweepBase(pitfall, "reinforcements"), sweepBase(pitfall, "flamers"), sweepBase(pitfall, "marines")]).toEqual([2, 1, 5]);
    for (const p of ["reinforcements", "flamers", "marines"] as const)
      expect(missionVariant(pitfall, p, sweepBase(pitfall, p))).toEqual(pitfall.mission);
  });

  it("reinforcements: sets the first arrival step and shifts the later ones with it, never below 0", () => {
    const arrivals = (v: number) => missionVariant(pitfall, "reinforcements", v).reinforcements;
    expect(arrivals(1).arrivals).toEqual([
      { fromTurn: 1, blipsPerTurn: 1 },
      { fromTurn: 11, blipsPerTurn: 2 },
    ]);
    expect(arrivals(4).arrivals).toEqual([
      { fromTurn: 1, blipsPerTurn: 4 },
      { fromTurn: 11, blipsPerTurn: 5 },
    ]);
    const fromThree = {
      ...pitfall,
      mission: {
        ...pitfall.mission,
        reinforcements: {
          ...pitfall.mission.reinforcements,
          arrivals: [
            { fromTurn: 1, blipsPerTurn: 3 },
            { fromTurn: 5, blipsPerTurn: 1 },
          ],
        },
      },
    };
    expect(missionVariant(fromThree, "reinforcements", 0).reinforcements.arrivals).toEqual([
      { fromTurn: 1, blipsPerTurn: 0 },
      { fromTurn: 5, blipsPerTurn: 0 },
    ]);
    // Everything else of the schedule is kept.
    expect(arrivals(3)).toMatchObject({ startingBlips: 2, limitedPool: { stealers: 18 }, unlimitedFromTurn: 11 });
    expect(describeVariant(variant("reinforcements", 1), "reinforcements")).toBe("1 from turn 1, 2 from turn 11");
  });

  it("flamers: troopers trade bolters for flamers in listed order, sergeants last, and back from the end", () => {
    expect(squad(variant("flamers", 0))).toEqual([
      "Sergeant Martina: storm-bolter+power-sword",
      "Brother 2: storm-bolter+power-glove",
      "Brother 3: storm-bolter+power-glove",
      "Brother 4: storm-bolter+power-glove",
      "Brother 5: storm-bolter+power-glove",
    ]);
    expect(squad(variant("flamers", 3))).toEqual([
      "Sergeant Martina: storm-bolter+power-sword",
      "Brother 2: heavy-flamer+power-glove",
      "Brother 3: heavy-flamer+power-glove",
      "Brother 4: heavy-flamer+power-glove",
      "Brother 5: storm-bolter+power-glove",
    ]);
    expect(squad(variant("flamers", 5))[0]).toBe("Sergeant Martina: heavy-flamer+power-sword");
    const three = variant("flamers", 3);
    // Back down from three: the last flamer carriers in swap order go back to bolters first.
    expect(squad({ ...three, mission: missionVariant(three, "flamers", 1) })).toEqual(squad(pitfall));
    expect(squad({ ...three, mission: missionVariant(three, "flamers", 2) })).toContain("Brother 4: storm-bolter+power-glove");
    expect(describeVariant(three, "flamers")).toBe("flamers: Brother 2, Brother 3, Brother 4");
    expect(describeVariant(variant("flamers", 0), "flamers")).toBe("no flamer");
  });

  it("marines: keeps the first Marines listed and drops the rest", () => {
    expect(squad(variant("marines", 2))).toEqual(["Sergeant Martina: storm-bolter+power-sword", "Brother 2: heavy-flamer+power-glove"]);
    const twoSquads = {
      ...pitfall,
      mission: {
        ...pitfall.mission,
        forces: {
          squads: [
            { name: "A", members: pitfall.mission.forces.squads[0].members.slice(0, 2) },
            { name: "B", members: pitfall.mission.forces.squads[0].members.slice(2) },
          ],
        },
      },
    };
    expect(missionVariant(twoSquads, "marines", 2).forces.squads.map((s) => s.name)).toEqual(["A"]);
    expect(missionVariant(twoSquads, "marines", 3).forces.squads.map((s) => s.members.length)).toEqual([2, 1]);
    expect(describeVariant(variant("marines", 3), "marines")).toBe("Sergeant Martina, Brother 2, Brother 3");
  });

  it("every variant still validates as a mission, and the input is left as it was", () => {
    const before = structuredClone(pitfall);
    for (const [p, values] of [
      ["reinforcements", [0, 1, 2, 3, 6]],
      ["flamers", [0, 1, 2, 3, 4, 5]],
      ["marines", [1, 2, 3, 4, 5]],
    ] as const) {
      for (const v of values) expect(missionBodySchema.safeParse(missionVariant(pitfall, p, v)).success).toBe(true);
    }
    expect(pitfall).toEqual(before);
  });

  it("names values it cannot build", () => {
    expect(() => missionVariant(pitfall, "flamers", 6)).toThrow(/5 Marines with a gun, asked for 6/);
    expect(() => missionVariant(pitfall, "marines", 0)).toThrow(/from 1 to the mission's 5/);
    expect(() => missionVariant(pitfall, "marines", 6)).toThrow(/from 1 to the mission's 5/);
    expect(() => missionVariant(pitfall, "reinforcements", -1)).toThrow(/non-negative integer/);
    expect(() => missionVariant(pitfall, "reinforcements", 1.5)).toThrow(/non-negative integer/);
    const noArrivals = { ...pitfall, mission: { ...pitfall.mission, reinforcements: { ...pitfall.mission.reinforcements, arrivals: [] } } };
    expect(() => missionVariant(noArrivals, "reinforcements", 2)).toThrow(/no reinforcement arrivals/);
    const noFlamer = { ...pitfall, ruleset: { ...pitfall.ruleset, weapons: pitfall.ruleset.weapons.filter((w) => w.kind !== "flamer") } };
    const boltersOnly = { ...noFlamer, mission: missionVariant(pitfall, "flamers", 0) };
    expect(() => missionVariant(boltersOnly, "flamers", 1)).toThrow(/no flamer weapon/);
    expect(missionVariant(boltersOnly, "flamers", 0)).toBe(boltersOnly.mission);
  });
});

describe("runSweep", () => {
  const spec = {
    content: pitfall,
    parameter: "reinforcements" as const,
    values: [1, 3],
    n: 4,
    baseSeed: 7,
    bots: [{ kind: "greedy" as const }],
    options: { maxTurns: 4 },
  };

  it("plays one simulation per point with the variant, and reads rates, lengths and reasons", async () => {
    const calls: SimulateOptions[] = [];
    const progress: string[] = [];
    const recording = async (o: SimulateOptions): Promise<SimResult> => {
      calls.push(o);
      return simulate(o);
    };
    const sweep = await runSweep(recording, { ...spec, onProgress: (p) => progress.push(`${p.value}: ${p.done}/${p.total}`) });
    expect(
      calls.map((c) => [c.gameId, (c.content as HulkContent).mission.reinforcements.arrivals.map((a) => a.blipsPerTurn), c.n, c.baseSeed]),
    ).toEqual([
      ["hulk", [1, 2], 4, 7],
      ["hulk", [3, 4], 4, 7],
    ]);
    expect(calls[0].bots).toEqual([{ kind: "greedy" }, { kind: "greedy" }]);
    expect(progress.at(-1)).toBe("3: 8/8");
    expect(sweep).toMatchObject({
      game: "hulk",
      parameter: "reinforcements",
      baseValue: 2,
      games: 4,
      baseSeed: 7,
      bots: ["greedy", "greedy"],
    });
    expect(sweep.points.map((p) => p.variant)).toEqual(["1 from turn 1, 2 from turn 11", "3 from turn 1, 4 from turn 11"]);
    for (const p of sweep.points) {
      const seat = p.summary.seats[0];
      expect(Object.values(p.reasons).reduce((a, b) => a + b, 0)).toBe(4);
      expect([p.marinesWin.p, p.draw.p, p.marinesLoss.p]).toEqual([seat.wins / 4, seat.draws / 4, seat.losses / 4]);
      expect(p.marinesWin.low).toBeLessThanOrEqual(p.marinesWin.p);
      expect(p.marinesWin.high).toBeGreaterThanOrEqual(p.marinesWin.p);
      expect(p.meanTurns).toBe(p.summary.metrics.turns.mean);
    }
    expect(new Set(sweepReasons(sweep))).toEqual(new Set(sweep.points.flatMap((p) => Object.keys(p.reasons))));
  });

  it("is deterministic per seed, the same for any worker count, and its base point is the mission itself", async () => {
    const a = await runSweep(simulate, { ...spec, values: [2, 1], n: 3 });
    expect(await runSweep(simulate, { ...spec, values: [2, 1], n: 3 })).toEqual(a);
    expect(await runSweep(simulateNode, { ...spec, values: [2, 1], n: 3, workers: 2 })).toEqual(a);
    const plain = await simulate({
      gameId: "hulk",
      content: pitfall,
      options: spec.options,
      bots: [{ kind: "greedy" }, { kind: "greedy" }],
      n: 3,
      baseSeed: 7,
    });
    expect(a.points[0].summary).toEqual(plain.summary);
  }, 60_000);

  it("refuses an empty sweep, bad bots and a value it cannot build before playing anything", async () => {
    let played = 0;
    const counting = async (o: SimulateOptions) => {
      played++;
      return simulate(o);
    };
    await expect(runSweep(counting, { ...spec, values: [] })).rejects.toThrow(/at least one value of blips per turn/);
    await expect(runSweep(counting, { ...spec, bots: [] })).rejects.toThrow(/one bot or two/);
    await expect(runSweep(counting, { ...spec, parameter: "marines", values: [5, 9] })).rejects.toThrow(/from 1 to the mission's 5, got 9/);
    expect(played).toBe(0);
  });
});
