import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { STANDARD_DECK } from "../engine/lostpatrol/content";
import { tilesetBodySchema } from "../content/kinds/tileset";
import { lintTileset } from "./tileset";

const sample = JSON.parse(readFileSync(resolve(import.meta.dirname, "../content/samples/lost-patrol.tileset.json"), "utf8"));
const body = tilesetBodySchema.parse(sample.body);

describe("tile-set lint: ring-closure-estimate", () => {
  it("reports a deterministic Monte Carlo share of games that end in a ring", () => {
    const first = lintTileset(body).filter((d) => d.rule === "ring-closure-estimate");
    expect(first).toHaveLength(1);
    expect(first[0].severity).toBe("info");
    expect(first[0].message).toMatch(/in \d+ of 200 simulated games \(\d+\.\d%/);
    expect(lintTileset(body).filter((d) => d.rule === "ring-closure-estimate")).toEqual(first);
  });

  it("follows the deck's rule options (facing tiles join more, so more rings close)", () => {
    const share = (rules: Record<string, string>) => {
      const d = lintTileset({ ...body, rules }).find((x) => x.rule === "ring-closure-estimate")!;
      return Number(/\((\d+\.\d)%/.exec(d.message)![1]);
    };
    expect(share({ tileRotation: "face-soldiers" })).toBeGreaterThan(share({ tileRotation: "free" }));
  });

  it("stays quiet when the deck cannot be played (the one-tile rules say why)", () => {
    const noShip = { ...body, tiles: body.tiles.filter((t) => t.kind !== "ship") };
    expect(lintTileset(noShip).some((d) => d.rule === "ring-closure-estimate")).toBe(false);
  });

  it("the engine's standard deck is the sample tile set's deck", () => {
    const strip = (tiles: { id: string; kind: string; paths: number[]; deadEnds?: number[]; count: number }[]) =>
      tiles.map((t) => ({ id: t.id, kind: t.kind, paths: t.paths, deadEnds: t.deadEnds ?? [], count: t.count }));
    expect(strip(STANDARD_DECK.tiles)).toEqual(strip(body.tiles));
  });
});
