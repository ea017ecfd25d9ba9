import { describe, expect, it } from "vitest";
import { playtestTitle, seatLabels, withoutGameName } from "./titles";

describe("names made up for a new playtest", () => {
  it("takes the game's name off a document title, in front or behind", () => {
    expect(withoutGameName("Lost Patrol: Moraz III jungle", "Lost Patrol")).toBe("Moraz III jungle");
    expect(withoutGameName("Pitfall (Space Hulk)", "Space Hulk")).toBe("Pitfall");
    expect(withoutGameName("Lost: The Board Game (sample island)", "Lost: The Board Game")).toBe("sample island");
    expect(withoutGameName("Ultra-Vibration Valkyrie Mirim (Lost Worlds)", "Lost Worlds")).toBe("Ultra-Vibration Valkyrie Mirim");
    expect(withoutGameName("My jungle", "Lost Patrol")).toBe("My jungle");
    // A title that is only the game's name stays as it is.
    expect(withoutGameName("Lost Patrol", "Lost Patrol")).toBe("Lost Patrol");
  });

  it("names the game once in a playtest's title", () => {
    expect(playtestTitle("Lost Patrol", ["Lost Patrol: Moraz III jungle"], "11/25/2026")).toBe(
      "Lost Patrol: Moraz III jungle (11/25/2026)",
    );
    expect(playtestTitle("Space Hulk", ["Pitfall (Space Hulk)"], "1/2/2026")).toBe("Space Hulk: Pitfall (1/2/2026)");
    expect(playtestTitle("Lost Worlds", ["Mirim (Lost Worlds)", "Brannoc"], "d")).toBe("Lost Worlds: Mirim vs Brannoc (d)");
    expect(playtestTitle("X", [], "d")).toBe("X (d)");
    expect(playtestTitle("X", ["a".repeat(300)], "d")).toHaveLength(200);
  });

  it("labels seats by their document, or by the game's sides", () => {
    expect(seatLabels("Lost Worlds", 2, ["Mirim (Lost Worlds)", "Mirim (Lost Worlds)"], [])).toEqual(["Mirim 1", "Mirim 2"]);
    expect(seatLabels("Lost Worlds", 2, ["Mirim (Lost Worlds)", "Brannoc"], [])).toEqual(["Mirim", "Brannoc"]);
    expect(seatLabels("Lost Patrol", 2, ["Lost Patrol: Moraz"], ["Soldiers", "Monsters"])).toEqual(["Soldiers", "Monsters"]);
    expect(seatLabels("G", 3, [], ["A"])).toEqual(["A", "Seat 2", "Seat 3"]);
    for (const l of seatLabels("G", 2, ["x".repeat(100), "x".repeat(100)], [])) expect(l.length).toBeLessThanOrEqual(80);
  });
});
