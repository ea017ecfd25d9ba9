import type { Db } from "./client";

export interface PublicUser {
  id: string;
  email: string;
  name: string;
}

export async function findUserByEmail(db: Db, email: string) {
  return db.user.findUnique({ where: { email: email.trim().toLowerCase() } });
}

export async function createUser(
  db: Db,
  data: { email: string; name: string; passwordHash: string | null; githubId?: string },
): Promise<PublicUser> {
  const row = await db.user.create({ data: { ...data, email: data.email.trim().toLowerCase() } });
  return { id: row.id, email: row.email, name: row.name };
}

export async function getUser(db: Db, id: string): Promise<PublicUser | null> {
  return db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true } });
}

/** A GitHub sign-in maps to the account with that GitHub id, else the one with that email, else a new one. */
export async function userForGithub(db: Db, githubId: string, email: string, name: string): Promise<PublicUser> {
  const byId = await db.user.findUnique({ where: { githubId } });
  if (byId) return { id: byId.id, email: byId.email, name: byId.name };
  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    await db.user.update({ where: { id: byEmail.id }, data: { githubId } });
    return { id: byEmail.id, email: byEmail.email, name: byEmail.name };
  }
  return createUser(db, { email, name, passwordHash: null, githubId });
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Takes the person's row for the rest of the transaction `tx` (an update that changes nothing
 * still locks the row), so that checks of the form "count, then add" made by one person's
 * simultaneous requests, through any instance, run one after another instead of all seeing the
 * same count. On SQLite the write lock already does this.
 */
export async function holdUser(tx: Tx, userId: string): Promise<void> {
  await tx.user.updateMany({ where: { id: userId }, data: { storageBytes: { increment: 0 } } });
}
