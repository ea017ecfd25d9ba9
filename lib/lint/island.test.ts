import { describe, expect, it } from "vitest";
import { emptyIsland, islandBodySchema, type IslandBody } from "../content/kinds/island";
import sample from "../content/samples/lost.island.json";
import { lintIsland } from "./island";

const base = (): IslandBody => islandBodySchema.parse(sample.body);
const rules = (body: IslandBody) => lintIsland(body).map((d) => `${d.severity} ${d.rule}`);

describe("island lint", () => {
  it("finds no errors or warnings in the sample island, and reports the text the table resolves", () => {
    const ds = lintIsland(base());
    expect(ds.filter((d) => d.severity !== "info")).toEqual([]);
    expect(ds.some((d) => d.rule === "island-free-text" && d.message.includes("Rope"))).toBe(true);
  });

  it("counts the tiles each layout draws by back", () => {
    const body = base();
    body.locations = body.locations.map((t) => (t.kind === "inner" ? { ...t, count: 1 } : t));
    const ds = lintIsland(body).filter((d) => d.rule === "island-tile-counts");
    expect(ds.map((d) => d.location.layout)).toEqual(["advanced-6", "advanced-7", "advanced-8"]);
    expect(ds[0].message).toMatch(/needs 16 Inner Island tiles drawn at random; the island has 13/);
  });

  it("wants a Starting Location and a half-tile for each player", () => {
    const body = base();
    body.halfTiles.count = 6;
    body.layouts[0].starts = body.layouts[0].starts.slice(0, 3);
    const msgs = lintIsland(body)
      .filter((d) => d.rule === "island-starting-locations")
      .map((d) => d.message);
    expect(msgs).toContain('"Beginner island (4 × 4)" is for up to 8 players but has 3 Starting Locations.');
    expect(msgs.filter((m) => m.includes("half-tiles"))).toHaveLength(3);
  });

  it("flags Encounters beyond every Character together, unknown references, missing Campsites and cut-off tiles", () => {
    const body = base();
    body.fate[0] = { ...body.fate[0], power: 30 };
    body.characters = body.characters.map((c) => ({ ...c, power: 0, capacity: 0 }));
    body.characters[0] = { ...body.characters[0], win: { kind: "lead", character: "nobody" } };
    body.locations = body.locations.map((t) => ({ ...t, campsite: false }));
    body.layouts[0].cells.push({ q: 20, r: 20, kind: "shoreline", tile: null, rotation: 0 });
    const found = rules(body);
    expect(found).toEqual(
      expect.arrayContaining([
        "warning island-unbeatable-encounter",
        "error island-unknown-reference",
        "warning island-campsites",
        "warning island-unreachable",
      ]),
    );
  });

  it("says which player counts have no layout", () => {
    const body = emptyIsland();
    body.layouts = body.layouts.filter((l) => l.id !== "advanced-8");
    expect(lintIsland(body).find((d) => d.rule === "island-player-counts")?.message).toBe(
      "No layout is made for 8 players under the Advanced rules.",
    );
  });
});
