// Sign-in throttling: failures are counted per account and per client address over a
// sliding window, in the database so every server process sees the same counts.
import type { Db } from "../db/client";

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_PER_ACCOUNT = 5;
export const MAX_PER_ADDRESS = 20;

const keys = (email: string, address: string) => ({ account: `account:${email.toLowerCase()}`, address: `address:${address}` });

export async function signInBlocked(db: Db, email: string, address: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const k = keys(email, address);
  await db.signInFailure.deleteMany({ where: { createdAt: { lt: since } } });
  const [account, addr] = await Promise.all([
    db.signInFailure.count({ where: { key: k.account, createdAt: { gte: since } } }),
    db.signInFailure.count({ where: { key: k.address, createdAt: { gte: since } } }),
  ]);
  return account >= MAX_PER_ACCOUNT || addr >= MAX_PER_ADDRESS;
}

export async function recordSignInFailure(db: Db, email: string, address: string): Promise<void> {
  const k = keys(email, address);
  await db.signInFailure.createMany({ data: [{ key: k.account }, { key: k.address }] });
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { key: keys(email, "").account } });
}

/** The client address as the proxy in front of us reports it, else "local". */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "local";
}
