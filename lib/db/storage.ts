// Per-user quotas. Every revision, ledger entry and live match a user's documents keep is counted
// in User.storageBytes, against a quota (HEXFOLIO_QUOTA_MB, default 1024 MB) — revisions too,
// because they are kept for good: an autosave loop would otherwise fill the disk. The count moves
// by one conditional increment in the same transaction as the write it pays for, so concurrent
// saves cannot overshoot the quota between a check and a write, and a write that fails pays nothing.
import { AppError } from "../errors";
import type { Db } from "./client";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Rows and indexes cost something beyond their text: a document, a revision or an entry. */
export const DOCUMENT_OVERHEAD_BYTES = 1024;
export const REVISION_OVERHEAD_BYTES = 256;

export function quotaBytes(env: Record<string, string | undefined> = process.env): number {
  const mb = Number(env.HEXFOLIO_QUOTA_MB ?? "1024");
  return Math.floor((Number.isFinite(mb) && mb > 0 ? mb : 1024) * 1024 * 1024);
}

const megabytes = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** Adds `bytes` to the user's count, or refuses (413) when that would pass their quota. */
export async function charge(tx: Tx | Db, userId: string, bytes: number): Promise<void> {
  const quota = quotaBytes();
  const n = BigInt(Math.max(0, Math.ceil(bytes)));
  const { count } = await tx.user.updateMany({
    where: { id: userId, storageBytes: { lte: BigInt(quota) - n } },
    data: { storageBytes: { increment: n } },
  });
  if (count === 0) {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { storageBytes: true } });
    const used = Number(user?.storageBytes ?? 0);
    throw new AppError(
      413,
      "quota_exceeded",
      `This would pass the owner's storage quota (${megabytes(used)} of ${megabytes(quota)} used)`,
      {
        issues: [
          {
            path: "(quota)",
            message: `Expected at most ${megabytes(quota)} of documents, revisions and ledger entries per user; this needs ${megabytes(Number(n))} more than the ${megabytes(quota - used)} left`,
          },
        ],
      },
    );
  }
}
