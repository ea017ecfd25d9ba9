import { describe, expect, it } from "vitest";
import { gameInfo } from "@/lib/games/catalog";
import { loadModule } from "@/lib/games/registry";
import { simulate } from "@/lib/sim/runner";
import { botsForSeats, labSetupOptions, runOptions, seatsFromSetup, startingSetup } from "./lab-setup";

describe("the lab's single run set-up", () => {
  it("offers an island run its number of players (2–8) and rule set, not the table actions meant for people", async () => {
    const info = gameInfo(await loadModule("island"));
    expect(labSetupOptions(info).map((o) => [o.key, o.values])).toEqual([
      ["players", { kind: "integer", min: 2, max: 8 }],
      [
        "rules",
        {
          kind: "choice",
          choices: [
            ["advanced", "Advanced"],
            ["beginner", "Beginner"],
          ],
        },
      ],
    ]);
    expect(startingSetup(info)).toEqual({ players: 4, rules: "advanced" });
    expect(seatsFromSetup(info, { players: 7, rules: "beginner" })).toBe(7);
  });

  it("plays the chosen number of seats under the chosen rules", async () => {
    const mod = await loadModule("island");
    const info = gameInfo(mod);
    const setup = { ...startingSetup(info), players: 6, rules: "beginner" };
    const bots = botsForSeats(["greedy", "random"], seatsFromSetup(info, setup));
    expect(bots).toEqual(["greedy", "random", "random", "random", "random", "random"]);
    const options = runOptions(null, setup);
    // The module's own schema accepts what the lab sends.
    expect(mod.options.parse(options)).toEqual({ players: 6, rules: "beginner" });
    const { summary } = await simulate({
      gameId: "island",
      content: mod.content!.sample(),
      bots: bots.map(() => ({ kind: "random" as const })),
      options,
      n: 2,
      baseSeed: "lab-six",
    });
    expect(summary.seats).toHaveLength(6);
    expect(summary.n).toBe(2);
  });

  it("keeps a game without per-match options at its own seats and rule options", () => {
    expect(botsForSeats(["greedy", "greedy", "greedy", "greedy"], 2)).toEqual(["greedy", "greedy"]);
    expect(runOptions(null, {})).toBeUndefined();
    expect(runOptions({ scoring: "fast" }, {})).toEqual({ scoring: "fast" });
  });
});
