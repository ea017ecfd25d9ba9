import { afterAll, beforeAll, describe, expect, it } from "vitest";
import brannoc from "../content/samples/brannoc.book.json";
import { assetIdOf, assetRef } from "../content/assets";
import type { BookBody } from "../content/kinds/book";
import { movePicturesToAssets } from "./asset-migration";
import { readAsset, sha256, storeAsset } from "./assets";
import { createDocument, exportDocument, getDocument, getRevision, shareDocument, updateDocument } from "./documents";
import { dataPng, png } from "./test-png";
import { freshTestDb, rejects, testUser, type TestDb } from "./testing";

let t: TestDb;
let alice: { userId: string };
let bob: { userId: string };
let carol: { userId: string };

beforeAll(async () => {
  t = await freshTestDb();
  alice = await testUser(t.db, "alice");
  bob = await testUser(t.db, "bob");
  carol = await testUser(t.db, "carol");
});

afterAll(async () => {
  await t?.close();
});

/** A picture of its own for each seed: noise, so it compresses like a photograph rather than a flat colour. */
function picture(seed: number, size = 24): Buffer {
  let s = seed * 2654435761;
  const next = () => ((s = (s * 1103515245 + 12345) >>> 0) >>> 24) & 255;
  return png(size, size, () => [next(), next(), next()]);
}

type Book = BookBody;
type Picture = Book["pictures"][string];

/** Brannoc's book with a picture on every picture page (32 of them), as data: URLs. */
function illustrated(size = 24): Book {
  const body = structuredClone(brannoc.body) as unknown as Book;
  Object.values(body.pictures).forEach((page, i) => {
    (page as Picture).image = { src: dataPng(picture(i + 1, size)), alt: `picture ${i + 1}` };
  });
  return body;
}

const sources = (body: unknown) => Object.values((body as Book).pictures).map((p) => (p as Picture).image?.src ?? "");

describe(`stored pictures (${process.env.TEST_POSTGRES_URL ? "postgresql" : "sqlite"})`, () => {
  it("stores a picture under the SHA-256 of its bytes, the same bytes always as the same asset", async () => {
    const bytes = picture(100);
    const a = await storeAsset(t.db, alice, bytes);
    expect(a).toEqual({ id: sha256(bytes), ref: assetRef(sha256(bytes)), type: "image/png", size: bytes.length });
    const again = await storeAsset(t.db, alice, bytes);
    const bobs = await storeAsset(t.db, bob, bytes);
    expect(again.id).toBe(a.id);
    expect(bobs.id).toBe(a.id);
    expect(await t.db.asset.count({ where: { id: a.id } })).toBe(1);
    // Alice uploaded first and owns it; Bob uploaded the same bytes and may read them too.
    expect((await t.db.asset.findUnique({ where: { id: a.id } }))?.ownerId).toBe(alice.userId);
    expect(Buffer.from((await readAsset(t.db, bob, a.id)).bytes)).toEqual(bytes);
  });

  it("tells the type from the bytes, refusing SVG, other files and pictures past the size limit", async () => {
    const svg = await rejects(storeAsset(t.db, alice, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    expect(svg.status).toBe(415);
    expect(svg.details.issues).toEqual([expect.objectContaining({ path: "file", message: expect.stringMatching(/SVG is not stored/) })]);
    const text = await rejects(storeAsset(t.db, alice, new TextEncoder().encode("just some text, named picture.png")));
    expect(text.status).toBe(415);
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(picture(1).subarray(0, 16));
    expect((await rejects(storeAsset(t.db, alice, big))).status).toBe(413);
    expect((await rejects(storeAsset(t.db, alice, new Uint8Array(0)))).status).toBe(400);
  });

  it("answers another user's private picture as missing, and shows it to those a document using it is shared with", async () => {
    const mine = await storeAsset(t.db, alice, picture(200));
    expect((await rejects(readAsset(t.db, carol, mine.id))).status).toBe(404);
    expect((await rejects(readAsset(t.db, carol, "f".repeat(64)))).status).toBe(404);
    expect((await rejects(readAsset(t.db, carol, "../etc/passwd"))).status).toBe(404);

    const body = illustrated(4);
    (Object.values(body.pictures)[0] as Picture).image = { src: mine.ref, alt: "mine" };
    const doc = await createDocument(t.db, alice, { kind: "book", title: "Private book", body });
    expect((await rejects(readAsset(t.db, carol, mine.id))).status).toBe(404);
    await shareDocument(t.db, alice, doc.id, "carol@example.test", "viewer");
    expect((await readAsset(t.db, carol, mine.id)).type).toBe("image/png");
  });

  it("refuses a document referring to a picture its author may not see", async () => {
    const hers = await storeAsset(t.db, alice, picture(300));
    const body = illustrated(4);
    (Object.values(body.pictures)[2] as Picture).image = { src: hers.ref, alt: "" };
    const err = await rejects(createDocument(t.db, bob, { kind: "book", title: "Borrowed", body }));
    expect(err.status).toBe(400);
    expect(err.details.issues).toEqual([expect.objectContaining({ path: "body.pictures.5.image.src" })]);
  });

  it("saves data: pictures as assets: the body and its revisions keep references, exports put the bytes back", async () => {
    const body = illustrated();
    const doc = await createDocument(t.db, alice, { kind: "book", title: "Brannoc illustrated", body });
    const refs = sources(doc.body);
    expect(refs).toHaveLength(32);
    expect(refs.every((s) => assetIdOf(s) !== null)).toBe(true);
    expect(refs.map((s) => assetIdOf(s))).toEqual(sources(body).map((s) => sha256(Buffer.from(s.split(",")[1], "base64"))));
    expect((await getRevision(t.db, alice, doc.id, 1)).body).toEqual(doc.body);
    const stored = await t.db.document.findUnique({ where: { id: doc.id } });
    expect(stored?.body).not.toContain("data:image");

    // An old body (a restore, a client from before) with data: pictures again is converted on save.
    const next = await updateDocument(t.db, alice, doc.id, { baseVersion: 1, body });
    expect(sources(next.body)).toEqual(refs);
    expect(await t.db.revision.count({ where: { documentId: doc.id, body: { contains: "data:image" } } })).toBe(0);

    const exported = await exportDocument(t.db, alice, doc.id);
    expect(sources(exported.body)).toEqual(sources(body));
    // Reading the document itself does not inline them.
    expect(sources((await getDocument(t.db, alice, doc.id)).body)).toEqual(refs);
  });

  it("draws an SVG data: picture in a body to a PNG asset, and refuses one that is no picture with its field path", async () => {
    const body = illustrated(4);
    const svg = (text: string) => `data:image/svg+xml;base64,${Buffer.from(text).toString("base64")}`;
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="red"/></svg>`;
    (Object.values(body.pictures)[1] as Picture).image = { src: svg(drawing), alt: "" };
    const doc = await createDocument(t.db, alice, { kind: "book", title: "SVG", body });
    const id = assetIdOf(sources(doc.body)[1])!;
    const asset = await readAsset(t.db, alice, id);
    expect(asset.type).toBe("image/png");
    expect(new TextDecoder().decode(asset.bytes)).not.toContain("script");

    (Object.values(body.pictures)[1] as Picture).image = { src: svg("<svg><not closed"), alt: "" };
    const err = await rejects(createDocument(t.db, alice, { kind: "book", title: "Broken SVG", body }));
    expect(err.status).toBe(415);
    expect(err.details.issues).toEqual([expect.objectContaining({ path: "body.pictures.3.image.src" })]);
  });

  it("measures a save of a 32-picture book: under 100 KB with assets, the whole picture set without", async () => {
    const withData = illustrated(96);
    const doc = await createDocument(t.db, alice, { kind: "book", title: "Measured", body: withData });
    const before = Buffer.byteLength(JSON.stringify({ baseVersion: 1, body: withData }));
    // An edit save as the editor sends it: the stored body (references) with one caption changed.
    const edited = structuredClone(doc.body) as Book;
    edited.character.name = "Brannoc the Bold";
    const after = Buffer.byteLength(JSON.stringify({ baseVersion: 1, body: edited }));
    await updateDocument(t.db, alice, doc.id, { baseVersion: 1, body: edited });
    const revision = await t.db.revision.findUnique({ where: { documentId_version: { documentId: doc.id, version: 2 } } });
    console.log(`bytes per save of a 32-picture book: ${before} with data: pictures, ${after} with assets`);
    // Every save sent (and every revision kept) the 32 pictures' bytes, base64 and all.
    const pictureBytes = sources(withData).reduce((n, src) => n + src.length, 0);
    expect(before).toBeGreaterThan(pictureBytes);
    expect(after).toBeLessThan(100 * 1024);
    expect(Buffer.byteLength(revision!.body)).toBeLessThan(100 * 1024);
  });

  it("moves data: pictures already stored in documents and revisions into assets, once", async () => {
    const body = illustrated(8);
    const text = JSON.stringify(body);
    const doc = await t.db.document.create({
      data: { kind: "book", title: "Old book", ownerId: bob.userId, schemaVersion: 1, body: text, version: 2 },
    });
    await t.db.revision.createMany({
      data: [1, 2].map((version) => ({ documentId: doc.id, version, title: "Old book", body: text, authorId: bob.userId })),
    });
    const moved = await movePicturesToAssets(t.db);
    expect(moved).toEqual({ documents: 1, revisions: 2, pictures: 96, kept: 0 });
    const row = await t.db.document.findUnique({ where: { id: doc.id } });
    expect(row?.body).not.toContain("data:image");
    const refs = sources(JSON.parse(row!.body));
    expect(refs.every((s) => assetIdOf(s) !== null)).toBe(true);
    for (const rev of await t.db.revision.findMany({ where: { documentId: doc.id } }))
      expect(JSON.parse(rev.body)).toEqual(JSON.parse(row!.body));
    expect(await t.db.documentAsset.count({ where: { documentId: doc.id } })).toBe(32);
    // The owner reads them through the document; a second run finds nothing to do.
    expect((await readAsset(t.db, bob, assetIdOf(refs[0])!)).type).toBe("image/png");
    expect(await movePicturesToAssets(t.db)).toEqual({ documents: 0, revisions: 0, pictures: 0, kept: 0 });
  });

  it("leaves a data: picture that cannot be an asset where it is, and counts it", async () => {
    const body = { pictures: { "1": { image: { src: "data:image/bmp;base64,Qk0eAAAAAAAAABoAAAAMAAAAAQABAAEAGAAAAP8A" } } } };
    const doc = await t.db.document.create({
      data: { kind: "book", title: "Bitmap", ownerId: carol.userId, schemaVersion: 1, body: JSON.stringify(body), version: 1 },
    });
    expect(await movePicturesToAssets(t.db)).toEqual({ documents: 0, revisions: 0, pictures: 0, kept: 1 });
    expect(JSON.parse((await t.db.document.findUnique({ where: { id: doc.id } }))!.body)).toEqual(body);
  });
});
