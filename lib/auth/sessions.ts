// Server-side sessions. The session cookie is a signed JWT (Auth.js), which on its own stays valid
// until it expires wherever a copy of it is: signing out only deleted the browser's copy. So each
// sign-in makes a Session row whose id the JWT carries, a request is signed in only while that row
// is live, and signing out (or "sign out everywhere") revokes rows on the server.
import type { Db } from "../db/client";
import { authorize, type Principal } from "./policy";

/** A session lasts at most this long from sign-in, however often it is used. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export async function startSession(db: Db, userId: string, now = new Date()): Promise<string> {
  // Old rows go when new ones come: expired ones, and revoked ones past their expiry anyway.
  await db.session.deleteMany({ where: { expiresAt: { lt: now } } });
  const row = await db.session.create({ data: { userId, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000) } });
  return row.id;
}

/** The user a session signs in, or null when it is unknown, revoked or expired. */
export async function sessionUser(db: Db, sessionId: string, now = new Date()): Promise<string | null> {
  const row = await db.session.findUnique({ where: { id: sessionId }, select: { userId: true, revokedAt: true, expiresAt: true } });
  return row && !row.revokedAt && row.expiresAt > now ? row.userId : null;
}

/** Signing out: the session the caller holds ends, wherever its cookie is. */
export async function endSession(db: Db, who: Principal, sessionId: string): Promise<void> {
  const row = await db.session.findUnique({ where: { id: sessionId }, select: { userId: true } });
  authorize(who, "session.end", row);
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** "Sign out everywhere": every live session of the caller's user ends. Returns how many. */
export async function endAllSessions(db: Db, who: Principal): Promise<number> {
  const { actor } = authorize(who, "session.endAll");
  const { count } = await db.session.updateMany({ where: { userId: actor.userId, revokedAt: null }, data: { revokedAt: new Date() } });
  return count;
}

/** How many live sessions the caller's user has (the settings page shows it). */
export async function countSessions(db: Db, who: Principal, now = new Date()): Promise<number> {
  const { actor } = authorize(who, "session.endAll");
  return db.session.count({ where: { userId: actor.userId, revokedAt: null, expiresAt: { gt: now } } });
}
