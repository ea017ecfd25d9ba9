// The document repository answers every principal exactly as lib/auth/policy decides: for each
// action, document state and principal (people signed in, their real API tokens, nobody), the
// repository call is made against the database and its answer compared with the policy's decision
// for the same row. The policy's own table (lib/auth/policy.test.ts) says what those decisions are.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decide, SIGNED_OUT, type DocumentAction, type Principal } from "../auth/policy";
import { emptyCampaign } from "../content/kinds/campaign";
import { invitePlayer } from "./campaigns";
import {
  createDocument,
  deleteDocument,
  duplicateDocument,
  exportDocument,
  getDocument,
  getRevision,
  listDocuments,
  listRevisions,
  restoreRevision,
  shareDocument,
  undeleteDocument,
  unshareDocument,
  updateDocument,
} from "./documents";
import { freshTestDb, rejects, testToken, testUser, type TestDb } from "./testing";

let t: TestDb;
let owner: { userId: string };
let editor: { userId: string };
let viewer: { userId: string };
let principals: [string, Principal][];

beforeAll(async () => {
  t = await freshTestDb();
  owner = await testUser(t.db, "owner");
  editor = await testUser(t.db, "editor");
  viewer = await testUser(t.db, "viewer");
  const stranger = await testUser(t.db, "stranger");
  await testUser(t.db, "guest");
  const people: [string, { userId: string }][] = [
    ["owner", owner],
    ["editor", editor],
    ["viewer", viewer],
    ["stranger", stranger],
  ];
  principals = [["signed out", SIGNED_OUT]];
  for (const [name, person] of people) {
    principals.push([name, person], [`${name}'s token`, await testToken(t.db, person)]);
  }
});
afterAll(async () => t?.close());

type State = "private" | "published" | "trashed" | "missing";
const STATES: State[] = ["private", "published", "trashed", "missing"];

/** A campaign document (so the campaign actions apply too) shared with the editor and the viewer. */
async function fixture(state: State): Promise<string> {
  if (state === "missing") return "no-such-document";
  const { id } = await createDocument(t.db, owner, { kind: "campaign", title: `A ${state} campaign`, body: emptyCampaign() });
  await t.db.share.createMany({
    data: [
      { documentId: id, userId: editor.userId, role: "editor" },
      { documentId: id, userId: viewer.userId, role: "viewer" },
    ],
  });
  if (state === "published") await t.db.document.update({ where: { id }, data: { published: true } });
  if (state === "trashed") await t.db.document.update({ where: { id }, data: { deletedAt: new Date() } });
  return id;
}

const facts = (id: string) => t.db.document.findUnique({ where: { id }, include: { shares: true } });

/** Each action as a repository call; `writes` when it changes the document, so each call gets a fresh one. */
const OPS: Record<Exclude<DocumentAction, "campaign.post">, { writes: boolean; run: (who: Principal, id: string) => Promise<unknown> }> = {
  "document.read": { writes: false, run: (who, id) => getDocument(t.db, who, id) },
  "document.export": { writes: false, run: (who, id) => exportDocument(t.db, who, id) },
  "document.duplicate": { writes: false, run: (who, id) => duplicateDocument(t.db, who, id) },
  "document.edit": { writes: true, run: (who, id) => updateDocument(t.db, who, id, { baseVersion: 1, title: "Edited" }) },
  "document.publish": { writes: true, run: (who, id) => updateDocument(t.db, who, id, { baseVersion: 1, published: true }) },
  "document.delete": { writes: true, run: (who, id) => deleteDocument(t.db, who, id) },
  "document.restore": { writes: true, run: (who, id) => undeleteDocument(t.db, who, id) },
  "document.share": { writes: true, run: (who, id) => shareDocument(t.db, who, id, "guest@example.test", "viewer") },
  "document.unshare": { writes: true, run: (who, id) => unshareDocument(t.db, who, id, viewer.userId) },
  "revision.list": { writes: false, run: (who, id) => listRevisions(t.db, who, id) },
  "revision.read": { writes: false, run: (who, id) => getRevision(t.db, who, id, 1) },
  "revision.restore": { writes: true, run: (who, id) => restoreRevision(t.db, who, id, 1, 1) },
  "campaign.invite": { writes: true, run: (who, id) => invitePlayer(t.db, who, id, "guest@example.test") },
};

/** Allowed by the policy, refused by the document's state: a document in the trash takes no saves. */
const TRASH_REFUSES = new Set<string>(["document.edit", "document.publish", "revision.restore", "campaign.invite"]);

type Answer = { ok: true } | { status: number; message: string; issues?: unknown };

async function answer(call: Promise<unknown>): Promise<Answer> {
  try {
    await call;
    return { ok: true };
  } catch (err) {
    const e = await rejects(Promise.reject(err));
    return { status: e.status, message: e.message, ...(e.status === 400 ? { issues: e.details.issues } : {}) };
  }
}

describe(`document repository answers as the policy decides (${process.env.TEST_POSTGRES_URL ? "postgresql" : "sqlite"})`, () => {
  for (const state of STATES) {
    for (const [action, op] of Object.entries(OPS) as [keyof typeof OPS, (typeof OPS)[keyof typeof OPS]][]) {
      it(`${action} on a ${state} document`, async () => {
        const shared = op.writes ? null : await fixture(state);
        for (const [name, who] of principals) {
          const id = shared ?? (await fixture(state));
          const decision = decide(who, action, await facts(id));
          const got = await answer(op.run(who, id));
          if (!decision.allowed) {
            const want =
              decision.status === 401
                ? { status: 401, message: expect.stringContaining("Sign in") }
                : decision.status === 404
                  ? { status: 404, message: `${decision.what} not found` }
                  : decision.status === 403
                    ? { status: 403, message: decision.message }
                    : { status: 400, message: expect.any(String), issues: [{ path: decision.path, message: decision.message }] };
            expect([name, got]).toEqual([name, want]);
          } else if (state === "trashed" && TRASH_REFUSES.has(action)) {
            expect([name, got]).toEqual([
              name,
              { status: 400, message: expect.any(String), issues: [expect.objectContaining({ path: "id" })] },
            ]);
          } else {
            expect([name, got]).toEqual([name, { ok: true }]);
          }
        }
      });
    }
  }

  it("lists exactly what each principal may read, and the trash to its owner alone", async () => {
    const ids = Object.fromEntries(await Promise.all(STATES.slice(0, 3).map(async (s) => [s, await fixture(s)] as const)));
    const ours = new Set(Object.values(ids));
    for (const [name, who] of principals) {
      if (who.kind === "signed-out") {
        expect((await rejects(listDocuments(t.db, who))).status).toBe(401);
        continue;
      }
      const readable: string[] = [];
      for (const id of ours) {
        const row = await facts(id);
        if (decide(who, "document.read", row).allowed && !row!.deletedAt) readable.push(id);
      }
      const listed = async (filter: Parameters<typeof listDocuments>[2]) =>
        (await listDocuments(t.db, who, filter)).documents.map((d) => d.id).filter((id) => ours.has(id));
      expect([name, (await listed({ includePublished: true })).sort()]).toEqual([name, readable.sort()]);
      // Without published ones: only what the principal owns or has been shared.
      const collaborator = [owner, editor, viewer].some((p) => p.userId === who.userId);
      expect([name, (await listed({})).sort()]).toEqual([name, collaborator ? [ids.private, ids.published].sort() : []]);
      const trash = await listed({ trash: true });
      expect([name, trash]).toEqual([name, who.userId === owner.userId ? [ids.trashed] : []]);
    }
  });
});
