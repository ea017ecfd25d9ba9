import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countSessions, endAllSessions, endSession, sessionUser, startSession } from "../auth/sessions";
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

describe("sessions end on the server", () => {
  it("signing out ends that session wherever its cookie is; others stay", async () => {
    const laptop = await startSession(t.db, ana.userId);
    const phone = await startSession(t.db, ana.userId);
    expect(await sessionUser(t.db, laptop)).toBe(ana.userId);
    await endSession(t.db, ana, laptop);
    expect(await sessionUser(t.db, laptop)).toBeNull();
    expect(await sessionUser(t.db, phone)).toBe(ana.userId);
    // Nobody ends another user's session.
    expect((await rejects(endSession(t.db, ben, phone))).status).toBe(404);
  });

  it("signing out everywhere ends every session of the user, and only theirs", async () => {
    const sessions = [await startSession(t.db, ana.userId), await startSession(t.db, ana.userId)];
    const bens = await startSession(t.db, ben.userId);
    expect(await countSessions(t.db, ana)).toBeGreaterThanOrEqual(2);
    await endAllSessions(t.db, ana);
    for (const s of sessions) expect(await sessionUser(t.db, s)).toBeNull();
    expect(await countSessions(t.db, ana)).toBe(0);
    expect(await sessionUser(t.db, bens)).toBe(ben.userId);
    // A leaked API token cannot sign its user out.
    expect((await rejects(endAllSessions(t.db, await testToken(t.db, ben)))).status).toBe(403);
  });

  it("a session expires 30 days after sign-in however it is used", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const id = await startSession(t.db, ben.userId, start);
    expect(await sessionUser(t.db, id, new Date("2026-01-30T00:00:00Z"))).toBe(ben.userId);
    expect(await sessionUser(t.db, id, new Date("2026-02-01T00:00:00Z"))).toBeNull();
    expect(await sessionUser(t.db, "no-such-session")).toBeNull();
  });
});
