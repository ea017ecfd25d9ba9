// A new document may start from one of its kind's samples: a copy to fill in instead of a blank
// book whose 64 pages all read "empty".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import brannoc from "../content/samples/brannoc.book.json";
import { lintDocument } from "../lint/index";
import { createDocument } from "./documents";
import { freshTestDb, rejects, testUser, type TestDb } from "./testing";

let t: TestDb;
let ann: { userId: string };

beforeAll(async () => {
  t = await freshTestDb();
  ann = await testUser(t.db, "ann");
});
afterAll(async () => t?.close());

describe("a new document from a template", () => {
  it("copies the sample's body under the new title, and lints clean where the blank one does not", async () => {
    const doc = await createDocument(t.db, ann, { kind: "book", title: "My knight", template: "book/brannoc" });
    expect(doc.title).toBe("My knight");
    expect(doc.body).toEqual(brannoc.body);
    const errors = (b: unknown) =>
      lintDocument({ kind: "book", title: "x", schemaVersion: 1, body: b } as never).diagnostics.filter((d) => d.severity === "error");
    expect(errors(doc.body)).toEqual([]);
    const blank = await createDocument(t.db, ann, { kind: "book", title: "Blank" });
    expect(errors(blank.body).length).toBeGreaterThan(0);
  });

  it("refuses a template of another kind, or a template with a body", async () => {
    const err = await rejects(createDocument(t.db, ann, { kind: "tileset", title: "Deck", template: "book/brannoc" }));
    expect(JSON.stringify(err.details)).toContain("template");
    const both = await rejects(createDocument(t.db, ann, { kind: "book", title: "B", template: "book/brannoc", body: brannoc.body }));
    expect(JSON.stringify(both.details)).toContain("not both");
  });
});
