import { describe, expect, it } from "vitest";
import { groupActions } from "./action-groups";

describe("groupActions", () => {
  const a = { n: 1, g: "x" },
    b = { n: 2, g: "y" },
    c = { n: 3, g: "x" },
    d = { n: 4, g: "y" };

  it("groups in order of first appearance, leaving out actions already shown", () => {
    const groups = groupActions(
      [a, b, c, d],
      new Set([d]),
      (v) => v.g,
      (v) => `action ${v.n}`,
    );
    expect(groups).toEqual([
      {
        label: "x",
        items: [
          { label: "action 1", action: a },
          { label: "action 3", action: c },
        ],
      },
      { label: "y", items: [{ label: "action 2", action: b }] },
    ]);
  });

  it("compares shown actions by identity, so an equal action elsewhere stays", () => {
    const groups = groupActions(
      [a],
      new Set([{ ...a }]),
      (v) => v.g,
      (v) => String(v.n),
    );
    expect(groups.map((g) => g.items.length)).toEqual([1]);
  });
});
