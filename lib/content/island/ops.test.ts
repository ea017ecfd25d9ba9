import { describe, expect, it } from "vitest";
import { islandBodySchema } from "../kinds/island";
import sample from "../samples/lost.island.json";
import { addItem, freshId, islandTotals, newCharacter, newFateCard, newLocation, removeItem, updateItem } from "./ops";

const body = () => islandBodySchema.parse(sample.body);

describe("island document operations", () => {
  it("counts the sample's tiles by back and cards by type", () => {
    const t = islandTotals(body());
    expect(t.tiles).toEqual({ shoreline: 36, inner: 39 });
    expect(t.fate.encounter + t.fate.equipment + t.fate.event).toBe(158);
    expect(t.characters).toBe(17);
  });

  it("adds things under fresh ids that the schema accepts, edits and removes them", () => {
    let b = body();
    b = addItem(b, "locations", newLocation(b));
    b = addItem(b, "locations", newLocation(b));
    b = addItem(b, "characters", newCharacter(b));
    b = addItem(b, "fate", newFateCard(b, "event"));
    expect(b.locations.slice(-2).map((l) => l.id)).toEqual(["location", "location-2"]);
    b = updateItem(b, "characters", b.characters.length - 1, { name: "Desmond", power: 4 });
    expect(b.characters.at(-1)).toMatchObject({ name: "Desmond", power: 4 });
    expect(islandBodySchema.safeParse(b).success).toBe(true);
    b = removeItem(b, "fate", b.fate.length - 1);
    expect(b.fate).toHaveLength(body().fate.length);
    expect(freshId([{ id: "a" }, { id: "a-2" }], "a")).toBe("a-3");
  });
});
