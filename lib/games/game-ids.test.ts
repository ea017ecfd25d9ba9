import { describe, expect, it } from "vitest";
import gameIds from "./game-ids.json";
import { listGameIds } from "./registry";

describe("game-ids.json", () => {
  it("lists the registered games, so the lint rule against naming a game outside its folders knows every one", () => {
    expect([...gameIds].sort()).toEqual(listGameIds());
  });
});
