import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addTile, removeTile, rotateTile, setPath, updateTile } from "@/lib/content/tileset-ops";
import { emptyTileset } from "@/lib/content/kinds/tileset";
import { newHistory, redoCommand, runCommand, sealHistory, undoCommand, type CommandHistory } from "./command-history";
import { setChanged } from "./write-changes";

interface Doc {
  title: string;
  body: unknown;
}

const start = (body: unknown, title = "Deck"): CommandHistory<Doc> => newHistory<Doc>({ title, body });
const setBody = (h: CommandHistory<Doc>, label: string, body: unknown, merge?: string) =>
  runCommand(h, { label, merge }, setChanged<Doc, "body">("body", body));
const rename = (h: CommandHistory<Doc>, title: string) =>
  runCommand(h, { label: "Rename document", merge: "title" }, (d) => {
    d.title = title;
  });

describe("command history", () => {
  it("undoes and redoes command by command, by name", () => {
    let h = start({ n: 1, list: [1, 2] });
    h = setBody(h, "Set n", { n: 2, list: [1, 2] });
    h = setBody(h, "Append", { n: 2, list: [1, 2, 3] });
    expect(h.past.map((s) => s.label)).toEqual(["Set n", "Append"]);

    h = undoCommand(h);
    expect(h.value.body).toEqual({ n: 2, list: [1, 2] });
    expect(h.past.at(-1)?.label).toBe("Set n");
    expect(h.future[0]?.label).toBe("Append");
    h = undoCommand(h);
    expect(h.value.body).toEqual({ n: 1, list: [1, 2] });
    expect(undoCommand(h)).toBe(h);

    h = redoCommand(redoCommand(h));
    expect(h.value.body).toEqual({ n: 2, list: [1, 2, 3] });
    expect(redoCommand(h)).toBe(h);
  });

  it("keeps what a command changed, not the whole document", () => {
    const tileset = addTile(emptyTileset(), "jungle").body;
    const tile = tileset.tiles.at(-1)!;
    let h = start(tileset);
    h = setBody(
      h,
      "Turn tile",
      updateTile(tileset, tile.id, (t) => rotateTile(t, 1)),
    );
    const step = h.past[0];
    // Only the turned tile's paths (and nothing above them) are in the step.
    for (const p of [...step.redo, ...step.undo]) {
      expect(p.path.slice(0, 4)).toEqual(["body", "tiles", tileset.tiles.length - 1, "paths"]);
      expect(typeof p.value === "number" || p.value === undefined).toBe(true);
    }
    expect(undoCommand(h).value.body).toEqual(tileset);
  });

  it("records an inserted or removed array element as one splice, not a rewrite of what follows", () => {
    const body = { items: Array.from({ length: 30 }, (_, i) => ({ id: i, name: `item ${i}` })) };
    let h = start(body);
    h = setBody(h, "Remove item", { items: body.items.filter((x) => x.id !== 0) });
    // The elements after the removed one move as whole references: no patch reaches inside one.
    expect(h.past[0].redo.every((p) => p.path.length <= 3)).toBe(true);
    expect(undoCommand(h).value.body).toEqual(body);
  });

  it("leaves no step for a command that changes nothing, even with new but equal objects", () => {
    const h = start({ a: { b: [1, 2] } });
    expect(setBody(h, "Nothing", JSON.parse(JSON.stringify(h.value.body)))).toBe(h);
  });

  it("merges a gesture into one step until it is sealed", () => {
    const tileset = emptyTileset();
    const id = addTile(tileset, "jungle").id;
    let h = start(addTile(tileset, "jungle").body);
    const paint = (edge: number, on: boolean) => {
      const body = h.value.body as typeof tileset;
      h = setBody(
        h,
        "Draw path",
        updateTile(body, id, (t) => setPath(t, edge, on)),
        `paths:${id}`,
      );
    };
    const before = h.value.body;
    paint(1, true);
    paint(2, true);
    paint(4, true);
    expect(h.past).toHaveLength(1);
    expect(h.past[0].label).toBe("Draw path");
    h = sealHistory(h);
    paint(5, true);
    expect(h.past).toHaveLength(2);
    h = undoCommand(undoCommand(h));
    expect(h.value.body).toEqual(before);
    h = redoCommand(h);
    expect((h.value.body as typeof tileset).tiles.find((t) => t.id === id)?.paths).toEqual([0, 1, 2, 3, 4]);
  });

  it("does not merge across a different command, an undo or a redo", () => {
    let h = rename(start({}), "A");
    h = rename(h, "AB");
    expect(h.past).toHaveLength(1);
    h = setBody(h, "Set x", { x: 1 });
    h = rename(h, "ABC");
    expect(h.past.map((s) => s.label)).toEqual(["Rename document", "Set x", "Rename document"]);
    h = undoCommand(h);
    h = rename(h, "ABD");
    expect(h.past).toHaveLength(3);
    expect(h.future).toHaveLength(0);
  });

  it("keeps one patch each way for typing in a field", () => {
    let h = start({}, "");
    for (const title of ["J", "Ju", "Jun", "Jung", "Jungle"]) h = rename(h, title);
    expect(h.past).toHaveLength(1);
    expect(h.past[0].redo).toEqual([{ op: "replace", path: ["title"], value: "Jungle" }]);
    expect(h.past[0].undo).toEqual([{ op: "replace", path: ["title"], value: "" }]);
    expect(undoCommand(h).value.title).toBe("");
  });

  it("forgets the redo branch when a new command runs, and keeps at most `limit` steps", () => {
    let h = start({ n: 0 });
    for (let n = 1; n <= 5; n++) h = runCommand(h, { label: `n=${n}` }, setChanged<Doc, "body">("body", { n }), 3);
    expect(h.past.map((s) => s.label)).toEqual(["n=3", "n=4", "n=5"]);
    h = setBody(undoCommand(h), "n=9", { n: 9 });
    expect(h.future).toHaveLength(0);
    expect(h.past.at(-1)?.label).toBe("n=9");
  });

  it("keeps the key order of the new value (a property renamed in place stays in its place)", () => {
    let h = start({ properties: { terrain: "swamp", leeches: 3 } });
    h = setBody(h, "Edit properties", { properties: { ground: "swamp", leeches: 3 } });
    expect(Object.keys((h.value.body as { properties: object }).properties)).toEqual(["ground", "leeches"]);
    expect(Object.keys((undoCommand(h).value.body as { properties: object }).properties)).toEqual(["terrain", "leeches"]);
  });

  it("takes any body to any other and back", () => {
    // Bodies reach an editor parsed by their kind's schema, which never yields an own "__proto__"
    // key; immer's patches cannot carry one (they copy values by assignment).
    const body = fc.jsonValue().filter((v) => !JSON.stringify(v).includes('"__proto__"'));
    fc.assert(
      fc.property(fc.array(body, { minLength: 1, maxLength: 4 }), ([first, ...rest]) => {
        let h = start(first);
        // A body equal to the one before leaves no step: the history holds the distinct ones.
        const kept = [first];
        for (const next of rest) {
          h = setBody(h, "next", next);
          if (!isDeepStrictEqual(next, kept.at(-1))) kept.push(next);
          expect(h.value.body).toEqual(next);
        }
        expect(h.past).toHaveLength(kept.length - 1);
        for (let i = kept.length - 2; i >= 0; i--) {
          h = undoCommand(h);
          expect(h.value.body).toEqual(kept[i]);
        }
        for (let i = 1; i < kept.length; i++) {
          h = redoCommand(h);
          expect(h.value.body).toEqual(kept[i]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("takes a tile set through pure operations and back, with merged and single steps", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant("add"), fc.constant("remove"), fc.integer({ min: 0, max: 5 }), fc.constant("turn")), {
          maxLength: 25,
        }),
        (ops) => {
          let h = start(emptyTileset());
          const bodies = [h.value.body];
          for (const op of ops) {
            const body = h.value.body as ReturnType<typeof emptyTileset>;
            const last = body.tiles.at(-1);
            const next =
              op === "add"
                ? addTile(body, "jungle").body
                : !last
                  ? body
                  : op === "remove"
                    ? removeTile(body, last.id)
                    : op === "turn"
                      ? updateTile(body, last.id, (t) => rotateTile(t, 1))
                      : updateTile(body, last.id, (t) => setPath(t, op, !t.paths.includes(op)));
            const steps = h.past.length;
            h = setBody(sealHistory(h), String(op), next);
            if (h.past.length > steps) bodies.push(h.value.body);
            expect(h.value.body).toEqual(next);
          }
          for (let i = bodies.length - 2; i >= 0; i--) {
            h = undoCommand(h);
            expect(h.value.body).toEqual(bodies[i]);
          }
        },
      ),
    );
  });
});
