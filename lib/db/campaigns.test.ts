import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lw } from "../content/campaign/testing";
import { emptyCampaign } from "../content/kinds/campaign";
import { invitePlayer, postCampaignEntry } from "./campaigns";
import { createDocument, getDocument, listRevisions, updateDocument } from "./documents";
import { freshTestDb, rejects, testUser, type TestDb } from "./testing";

let t: TestDb;
let gm: { userId: string };
let ana: { userId: string };
let stranger: { userId: string };
let campaignId: string;

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString();

beforeAll(async () => {
  t = await freshTestDb();
  const mk = (name: string) => testUser(t.db, name);
  gm = await mk("gm");
  ana = await mk("ana");
  stranger = await mk("stranger");
  const body = { ...emptyCampaign(), characters: [lw("mirim", { owner: ana.userId }), lw("vesna")] };
  campaignId = (await createDocument(t.db, gm, { kind: "campaign", title: "Valley", body })).id;
});
afterAll(async () => t?.close());

describe("campaign ledger through the document store", () => {
  it("lets the game master record a battle, once, however often it is posted", async () => {
    const battle = {
      id: "b1",
      at: at(1),
      by: gm.userId,
      type: "battle",
      participants: [
        { characterId: "mirim", side: "a" },
        { characterId: "vesna", side: "b" },
      ],
      winningSide: "a",
      defeated: [{ characterId: "vesna", by: "mirim" }],
    };
    const first = await postCampaignEntry(t.db, gm, campaignId, battle);
    expect(first.duplicate).toBe(false);
    const again = await postCampaignEntry(t.db, gm, campaignId, battle);
    expect(again.duplicate).toBe(true);
    expect(again.doc.version).toBe(first.doc.version);
    expect((await listRevisions(t.db, gm, campaignId)).length).toBe(2);
  });

  it("lets an invited player choose for their own character only, and keeps strangers out", async () => {
    await invitePlayer(t.db, gm, campaignId, "ana@example.test");
    expect((await getDocument(t.db, ana, campaignId)).role).toBe("viewer");
    const improve = { id: "i1", at: at(2), by: ana.userId, type: "improvement", characterId: "mirim", page: 2 };
    expect((await postCampaignEntry(t.db, ana, campaignId, improve)).duplicate).toBe(false);

    const notHers = await rejects(postCampaignEntry(t.db, ana, campaignId, { ...improve, id: "i2", characterId: "vesna" }));
    expect(notHers.status).toBe(400);
    expect(notHers.details.issues).toEqual([expect.objectContaining({ path: "entry.characterId" })]);
    const battle = await rejects(
      postCampaignEntry(t.db, ana, campaignId, {
        id: "b2",
        at: at(3),
        by: ana.userId,
        type: "battle",
        participants: [{ characterId: "mirim", side: "a" }],
        winningSide: "a",
      }),
    );
    expect(battle.details.issues).toEqual([
      expect.objectContaining({ path: "entry.type", message: expect.stringContaining("game master") }),
    ]);
    expect((await rejects(postCampaignEntry(t.db, stranger, campaignId, improve))).status).toBe(404);
    expect((await rejects(invitePlayer(t.db, ana, campaignId, "stranger@example.test"))).status).toBe(403);
  });

  it("refuses a save that edits a recorded entry, and checks entries a save appends", async () => {
    const doc = await getDocument(t.db, gm, campaignId);
    const body = structuredClone(doc.body) as { ledger: { winningSide?: string }[] };
    body.ledger[0].winningSide = "b";
    const edited = await rejects(updateDocument(t.db, gm, campaignId, { baseVersion: doc.version, body }));
    expect(edited.status).toBe(400);
    expect(edited.details.issues).toEqual([expect.objectContaining({ path: "body.ledger.0" })]);

    const tooMuch = structuredClone(doc.body) as { ledger: unknown[] };
    tooMuch.ledger.push({ id: "i9", at: at(9), by: gm.userId, type: "improvement", characterId: "vesna", page: 2 });
    const noXp = await rejects(updateDocument(t.db, gm, campaignId, { baseVersion: doc.version, body: tooMuch }));
    expect(noXp.details.issues).toEqual([expect.objectContaining({ path: expect.stringMatching(/^body\.ledger\.\d+\./) })]);
  });
});
