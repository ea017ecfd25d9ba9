import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lw } from "../content/campaign/testing";
import { emptyCampaign } from "../content/kinds/campaign";
import { invitePlayer, postCampaignEntry } from "./campaigns";
import { SIGNED_OUT } from "../auth/policy";
import { createDocument, getDocument, listRevisions, shareDocument, updateDocument } from "./documents";
import { freshTestDb, rejects, testToken, testUser, type TestDb } from "./testing";

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
    // The entry is a row of its own: no new version of the roster, no rewrite of the ledger.
    expect((await listRevisions(t.db, gm, campaignId)).revisions.length).toBe(1);
    expect(await t.db.campaignEntry.count({ where: { documentId: campaignId } })).toBe(1);
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

  it("asks the policy who may post and invite: editors, tokens, readers of a published campaign, the signed out", async () => {
    const editor = await testUser(t.db, "editor");
    await shareDocument(t.db, gm, campaignId, "editor@example.test", "editor");
    const improve = (by: string, id: string) => ({ id, at: at(20), by, type: "improvement", characterId: "mirim", page: 3 });
    const pathOf = (err: { details: Record<string, unknown> }) => (err.details.issues as { path: string }[]).map((i) => i.path);

    // Editing the document does not make one a member.
    const editorPost = await rejects(postCampaignEntry(t.db, editor, campaignId, improve(editor.userId, "e1")));
    expect([editorPost.status, pathOf(editorPost)]).toEqual([400, ["entry.by"]]);
    expect((await rejects(invitePlayer(t.db, editor, campaignId, "stranger@example.test"))).status).toBe(403);

    // A token posts as its user, under the same rules.
    const anaToken = await testToken(t.db, ana);
    const tokenBattle = await rejects(
      postCampaignEntry(t.db, anaToken, campaignId, {
        id: "e2",
        at: at(21),
        by: ana.userId,
        type: "battle",
        participants: [{ characterId: "mirim", side: "a" }],
        winningSide: "a",
      }),
    );
    expect([tokenBattle.status, pathOf(tokenBattle)]).toEqual([400, ["entry.type"]]);
    expect((await rejects(invitePlayer(t.db, anaToken, campaignId, "stranger@example.test"))).status).toBe(403);
    expect((await invitePlayer(t.db, await testToken(t.db, gm), campaignId, "editor@example.test")).shares).toContainEqual(
      expect.objectContaining({ userId: editor.userId, role: "editor" }),
    );

    // Published, the campaign is readable by all, and its ledger still takes entries from members only.
    const doc = await getDocument(t.db, gm, campaignId);
    await updateDocument(t.db, gm, campaignId, { baseVersion: doc.version, published: true });
    const strangerPost = await rejects(postCampaignEntry(t.db, stranger, campaignId, improve(stranger.userId, "e3")));
    expect([strangerPost.status, pathOf(strangerPost)]).toEqual([400, ["entry.by"]]);
    expect((await rejects(invitePlayer(t.db, stranger, campaignId, "stranger@example.test"))).status).toBe(403);

    expect((await rejects(postCampaignEntry(t.db, SIGNED_OUT, campaignId, improve(gm.userId, "e4")))).status).toBe(401);
    const tileset = await createDocument(t.db, gm, { kind: "tileset", title: "Not a campaign" });
    expect((await rejects(invitePlayer(t.db, gm, tileset.id, "ana@example.test"))).status).toBe(404);
    expect((await rejects(postCampaignEntry(t.db, gm, tileset.id, improve(gm.userId, "e5")))).status).toBe(404);
  });
});
