// Which pictures a document is linked to (DocumentAsset, which decides who may see a picture):
// exactly those some version of the document shows. A picture taken out of the body stays linked
// while an earlier revision shows it, since the document's readers may open that revision; a
// picture no version of a document shows is not linked to it.
import { afterAll, beforeAll, expect, it } from "vitest";
import brannoc from "../content/samples/brannoc.book.json";
import { assetIdsIn } from "../content/assets";
import type { BookBody } from "../content/kinds/book";
import { readAsset, sha256, storeAsset } from "./assets";
import { createDocument, duplicateDocument, getRevision, restoreRevision, shareDocument, updateDocument } from "./documents";
import { dataPng, png } from "./test-png";
import { freshTestDb, rejects, testUser, type TestDb } from "./testing";

let t: TestDb;
let alice: { userId: string };
let bob: { userId: string };

beforeAll(async () => {
  t = await freshTestDb();
  alice = await testUser(t.db, "alice");
  bob = await testUser(t.db, "bob");
});
afterAll(async () => t?.close());

const pictureBytes = (seed: number) => png(8, 8, (x, y) => [seed, x * 16, y * 16]);
/** Brannoc's book with `src` on its first picture page and nothing on the others. */
function bookShowing(src: string | null): BookBody {
  const body = structuredClone(brannoc.body) as unknown as BookBody;
  const pages = Object.values(body.pictures);
  pages.forEach((page, i) => {
    if (i === 0 && src) page.image = { src, alt: "the first picture" };
    else page.image = null;
  });
  return body;
}

const linked = async (documentId: string) =>
  (await t.db.documentAsset.findMany({ where: { documentId }, select: { assetId: true } })).map((r) => r.assetId).sort();
const shownByVersions = async (documentId: string) => {
  const ids = new Set<string>();
  for (const r of await t.db.revision.findMany({ where: { documentId }, select: { body: true } })) assetIdsIn(JSON.parse(r.body), ids);
  return [...ids].sort();
};

it(`links a document to exactly the pictures its versions show (${process.env.TEST_POSTGRES_URL ? "postgresql" : "sqlite"})`, async () => {
  const [one, two] = [pictureBytes(1), pictureBytes(2)];
  const doc = await createDocument(t.db, alice, { kind: "book", title: "Linked", body: bookShowing(dataPng(one)) });
  await shareDocument(t.db, alice, doc.id, "bob@example.test", "viewer");
  expect(await linked(doc.id)).toEqual([sha256(one)]);

  // The second picture replaces the first: the first is no longer in the body, but version 1 shows it.
  const v2 = await updateDocument(t.db, alice, doc.id, { baseVersion: 1, body: bookShowing(dataPng(two)) });
  expect(JSON.stringify(v2.body)).not.toContain(sha256(one));
  expect(await linked(doc.id)).toEqual([sha256(one), sha256(two)].sort());
  // Bob reads version 1, so he may see its picture.
  expect(JSON.stringify((await getRevision(t.db, bob, doc.id, 1)).body)).toContain(sha256(one));
  expect((await readAsset(t.db, bob, sha256(one))).type).toBe("image/png");

  // No pictures at all, then version 1 restored: still only what some version shows.
  await updateDocument(t.db, alice, doc.id, { baseVersion: 2, body: bookShowing(null) });
  await restoreRevision(t.db, alice, doc.id, 1, 3);
  expect(await linked(doc.id)).toEqual(await shownByVersions(doc.id));

  // A picture Alice uploaded but never put in this document is not linked to it, and Bob cannot see it.
  const three = pictureBytes(3);
  await storeAsset(t.db, alice, three);
  expect(await linked(doc.id)).not.toContain(sha256(three));
  expect((await rejects(readAsset(t.db, bob, sha256(three)))).status).toBe(404);

  // A copy has versions of its own: it is linked to what its body shows, not to the original's history.
  const copy = await duplicateDocument(t.db, alice, doc.id);
  expect(await linked(copy.id)).toEqual([sha256(one)]);
  expect(await linked(copy.id)).toEqual(await shownByVersions(copy.id));
});
