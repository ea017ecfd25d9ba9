import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getKind } from "../content/registry";
import { allSamples, SAMPLES, type Sample } from "../content/library-samples";
import { lintBody } from "../lint/index";
import { createDocument, deleteDocument, duplicateDocument, listDocuments } from "./documents";
import { deliverSamples } from "./samples";
import { freshTestDb, testUser, type TestDb } from "./testing";

let t: TestDb;

beforeAll(async () => {
  t = await freshTestDb();
});

afterAll(async () => {
  await t?.close();
});

const samples = <T extends { sample: boolean }>(docs: T[]) => docs.filter((d) => d.sample);

describe("samples in every library", () => {
  it("has a sample of every kind a game is played with, each under its own key", () => {
    const keys = allSamples().map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const kind of ["tileset", "mission", "ruleset", "book", "campaign"] as const) expect(SAMPLES[kind].length).toBeGreaterThan(0);
    // A first duel need not be one character against itself.
    expect(SAMPLES.book.length).toBeGreaterThanOrEqual(2);
  });

  it("holds no lint errors in any sample, as a library stores it", () => {
    for (const s of allSamples()) {
      const stored = getKind(s.file.kind)!.schema.parse(s.file.body);
      const errors = lintBody(s.file.kind, stored).filter((d) => d.severity === "error");
      expect(errors, s.key).toEqual([]);
    }
  });

  it("copies every sample into a new library once, marked as a sample", async () => {
    const who = await testUser(t.db, "newcomer");
    expect(await deliverSamples(t.db, who.userId)).toHaveLength(allSamples().length);
    const docs = (await listDocuments(t.db, who)).documents;
    expect(
      samples(docs)
        .map((d) => d.title)
        .sort(),
    ).toEqual(
      allSamples()
        .map((s) => s.file.title)
        .sort(),
    );
    // A second visit adds nothing.
    expect(await deliverSamples(t.db, who.userId)).toEqual([]);
    expect((await listDocuments(t.db, who)).documents).toHaveLength(docs.length);
  });

  it("does not bring back a sample its owner deleted, and a copy of a sample is the owner's own", async () => {
    const who = await testUser(t.db, "tidy");
    await deliverSamples(t.db, who.userId);
    const [first, second] = samples((await listDocuments(t.db, who)).documents);
    await deleteDocument(t.db, who, first.id);
    const copy = await duplicateDocument(t.db, who, second.id);
    expect(copy.sample).toBe(false);
    expect(await deliverSamples(t.db, who.userId)).toEqual([]);
    const titles = (await listDocuments(t.db, who)).documents.filter((d) => d.sample).map((d) => d.id);
    expect(titles).not.toContain(first.id);
    expect((await listDocuments(t.db, who, { trash: true })).documents.map((d) => d.id)).toEqual([first.id]);
  });

  it("delivers a sample added later to libraries that already received the others, once", async () => {
    const who = await testUser(t.db, "veteran");
    await deliverSamples(t.db, who.userId);
    const later: Sample = { key: "tileset/later", file: { ...SAMPLES.tileset[0].file, title: "A later sample" } };
    expect(await deliverSamples(t.db, who.userId, [...allSamples(), later])).toEqual(["tileset/later"]);
    expect(await deliverSamples(t.db, who.userId, [...allSamples(), later])).toEqual([]);
    expect((await listDocuments(t.db, who)).documents.filter((d) => d.title === "A later sample")).toHaveLength(1);
  });

  it("counts a library's older copy of a sample (same kind and title) as delivered", async () => {
    const who = await testUser(t.db, "demo-before");
    const s = SAMPLES.book[0].file;
    await createDocument(t.db, who, { kind: s.kind, title: s.title, body: s.body }, "Sample");
    await deliverSamples(t.db, who.userId);
    const books = (await listDocuments(t.db, who, { kind: "book" })).documents.filter((d) => d.title === s.title);
    expect(books).toHaveLength(1);
    expect(books[0].sample).toBe(true);
  });

  it("delivers each sample once when two visits race", async () => {
    const who = await testUser(t.db, "racer");
    await Promise.all([deliverSamples(t.db, who.userId), deliverSamples(t.db, who.userId)]);
    expect(samples((await listDocuments(t.db, who)).documents)).toHaveLength(allSamples().length);
  });
});
