import { describe, expect, it } from "vitest";
import { effectSchema, winCheckSchema } from "@/lib/content/kinds/island";
import { blankEntry, unionKinds } from "./union-form";

describe("the form read from a structured schema", () => {
  it("lists every kind with its fields, bounds and choices", () => {
    const kinds = unionKinds(effectSchema);
    expect(kinds.map((k) => k.kind)).toEqual(["power", "draw", "injure", "heal", "kill", "move", "skip", "trap", "take", "text"]);
    expect(kinds[0].fields).toEqual([
      { name: "amount", type: "number", min: -10, max: 10, optional: false },
      { name: "target", type: "choice", options: ["self", "each", "any", "here", "encounter"], optional: true },
      { name: "duration", type: "choice", options: ["check", "turn", "round", "carried", "location"], optional: true },
    ]);
    expect(kinds.find((k) => k.kind === "skip")!.fields.map((f) => f.type)).toEqual(["choice", "switch"]);
    expect(kinds.find((k) => k.kind === "text")!.fields).toEqual([{ name: "text", type: "words", max: 500, optional: false }]);
  });

  it("makes a new entry the schema accepts, from its defaults", () => {
    for (const { kind } of unionKinds(effectSchema)) {
      const entry = blankEntry(effectSchema, kind);
      // Words must be written before the entry is valid; everything else is valid at once.
      expect(effectSchema.safeParse(entry).success).toBe(kind !== "text");
    }
    expect(blankEntry(effectSchema, "power")).toEqual({ kind: "power", amount: 1, target: "self", duration: "check" });
    expect(blankEntry(effectSchema, "trap")).toEqual({ kind: "trap", target: "self", turns: 1 });
    expect(blankEntry(winCheckSchema, "control")).toEqual({ kind: "control", count: 1 });
  });
});
