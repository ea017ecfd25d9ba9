// Sign-in throttling: attempts are counted per account and per client address over a sliding
// window, in the database so every server process sees the same counts.
//
// The count is atomic in effect: an attempt writes its own rows *before* it counts, and counts
// every row in the window, so of N attempts racing each other the k-th to be written sees at least
// k rows; at most MAX of them are let through to check a password, however many run in parallel.
// (Checking first and recording the failure after the slow password hash let 14 parallel attempts
// past a limit of 5.) A refused attempt takes its rows back, so hammering a locked account does not
// keep it locked longer; a failed one leaves them; a successful one clears the account's.
import type { Db } from "../db/client";

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_PER_ACCOUNT = 5;
export const MAX_PER_ADDRESS = 20;

const keys = (email: string, address: string) => ({ account: `account:${email.toLowerCase()}`, address: `address:${address}` });

export interface SignInAttempt {
  /** False: too many attempts; no password may be checked. */
  allowed: boolean;
  /** The password was right: the account's failures are forgotten (and this attempt's address row). */
  succeeded(): Promise<void>;
}

export async function beginSignIn(db: Db, email: string, address: string, now = new Date()): Promise<SignInAttempt> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const k = keys(email, address);
  await db.signInFailure.deleteMany({ where: { createdAt: { lt: since } } });
  const mine = await db.$transaction([
    db.signInFailure.create({ data: { key: k.account, createdAt: now } }),
    db.signInFailure.create({ data: { key: k.address, createdAt: now } }),
  ]);
  const [account, addr] = await Promise.all([
    db.signInFailure.count({ where: { key: k.account, createdAt: { gte: since } } }),
    db.signInFailure.count({ where: { key: k.address, createdAt: { gte: since } } }),
  ]);
  const ids = mine.map((r) => r.id);
  const allowed = account <= MAX_PER_ACCOUNT && addr <= MAX_PER_ADDRESS;
  if (!allowed) await db.signInFailure.deleteMany({ where: { id: { in: ids } } });
  return {
    allowed,
    async succeeded() {
      await db.signInFailure.deleteMany({ where: { OR: [{ key: k.account }, { id: { in: ids } }] } });
    },
  };
}
