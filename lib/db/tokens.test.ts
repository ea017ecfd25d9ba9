// Personal API tokens (lib/auth/tokens) against the database: each user manages only their own,
// a token acts as its user, and a token cannot mint further tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_OUT } from "../auth/policy";
import { createToken, listTokens, principalForToken, revokeToken } from "../auth/tokens";
import { createDocument, getDocument } from "./documents";
import { freshTestDb, rejects, testToken, testUser, type TestDb } from "./testing";

let t: TestDb;
let ana: { userId: string };
let ben: { userId: string };

beforeAll(async () => {
  t = await freshTestDb();
  ana = await testUser(t.db, "ana");
  ben = await testUser(t.db, "ben");
});
afterAll(async () => t?.close());

describe("API tokens", () => {
  it("resolves a token to its user, and nothing else to anyone", async () => {
    const { token, summary } = await createToken(t.db, ana, "laptop");
    expect(summary).toMatchObject({ name: "laptop", prefix: token.slice(0, 10), lastUsedAt: null });
    expect(await principalForToken(t.db, token)).toEqual({ kind: "token", userId: ana.userId, tokenId: summary.id });
    expect((await listTokens(t.db, ana)).tokens.find((s) => s.id === summary.id)?.lastUsedAt).not.toBeNull();
    expect(await principalForToken(t.db, "hxf_not-a-real-token")).toBeNull();
    expect(await principalForToken(t.db, token.slice(4))).toBeNull();
  });

  it("lists and revokes only the caller's own; another's answers 404 and stays usable", async () => {
    const anaToken = await testToken(t.db, ana, "ana's");
    const { summary: bens, token: benSecret } = await createToken(t.db, ben, "ben's");
    expect((await listTokens(t.db, ana)).tokens.map((s) => s.id)).not.toContain(bens.id);
    expect((await listTokens(t.db, anaToken)).tokens.map((s) => s.id)).toContain(anaToken.tokenId);

    expect((await rejects(revokeToken(t.db, ana, bens.id))).status).toBe(404);
    expect((await rejects(revokeToken(t.db, anaToken, bens.id))).status).toBe(404);
    expect((await rejects(revokeToken(t.db, ana, "no-such-token"))).status).toBe(404);
    expect(await principalForToken(t.db, benSecret)).toMatchObject({ userId: ben.userId });

    await revokeToken(t.db, ben, bens.id);
    expect(await principalForToken(t.db, benSecret)).toBeNull();
    expect((await rejects(revokeToken(t.db, ben, bens.id))).status).toBe(404);
    expect((await listTokens(t.db, ben)).tokens.map((s) => s.id)).not.toContain(bens.id);
  });

  it("lets a token revoke itself, but not create tokens", async () => {
    const { token } = await createToken(t.db, ana, "script");
    const principal = (await principalForToken(t.db, token))!;
    const before = (await listTokens(t.db, ana)).tokens.length;
    const refused = await rejects(createToken(t.db, principal, "successor"));
    expect(refused.status).toBe(403);
    expect((await listTokens(t.db, ana)).tokens.length).toBe(before);

    await revokeToken(t.db, principal, principal.tokenId);
    expect(await principalForToken(t.db, token)).toBeNull();
  });

  it("acts for its user on documents", async () => {
    const anaToken = await testToken(t.db, ana);
    const doc = await createDocument(t.db, anaToken, { kind: "tileset", title: "From a script" });
    expect(doc.ownerId).toBe(ana.userId);
    expect((await getDocument(t.db, ana, doc.id)).role).toBe("owner");
    expect((await rejects(getDocument(t.db, await testToken(t.db, ben), doc.id))).status).toBe(404);
  });

  it("answers 401 to nobody signed in", async () => {
    expect((await rejects(createToken(t.db, SIGNED_OUT, "x"))).status).toBe(401);
    expect((await rejects(listTokens(t.db, SIGNED_OUT))).status).toBe(401);
    expect((await rejects(revokeToken(t.db, SIGNED_OUT, "x"))).status).toBe(401);
  });
});
