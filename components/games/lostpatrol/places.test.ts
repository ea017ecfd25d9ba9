import { describe, expect, it } from "vitest";
import { DIRECTIONS, distance } from "@/lib/engine/core/hex";
import { placeName } from "./places";

describe("places on the Lost Patrol table in words", () => {
  it("counts compass steps from the start", () => {
    expect(placeName({ q: 0, r: 0 })).toBe("the start");
    expect(placeName({ q: 1, r: 0 })).toBe("1 tile east of the start");
    expect(placeName({ q: -1, r: 1 })).toBe("1 tile south-west of the start");
    expect(placeName({ q: 2, r: 1 })).toBe("2 tiles east, then 1 south-east of the start");
    expect(placeName({ q: 0, r: -2 })).toBe("2 tiles north-west of the start");
  });

  it("names every tile near the start differently, with as many steps as its distance", () => {
    const seen = new Set<string>();
    for (let q = -5; q <= 5; q++)
      for (let r = -5; r <= 5; r++) {
        const name = placeName({ q, r });
        expect(name).not.toMatch(/-?\d+,-?\d+/);
        seen.add(name);
        const steps = [...name.matchAll(/(\d+) (?:tiles? )?(?:[a-z-]+)/g)].reduce((n, m) => n + Number(m[1]), 0);
        expect(steps).toBe(distance({ q: 0, r: 0 }, { q, r }));
      }
    expect(seen.size).toBe(121);
    expect(DIRECTIONS).toHaveLength(6);
  });
});
