// Personal API tokens for scripts and the CLI. A token is 32 random bytes; only its SHA-256
// is stored. (A fast hash is right here: the secret has 256 bits of entropy, unlike a password.)
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { decodeCursor, encodeCursor, pageSize } from "../db/pages";
import { holdUser } from "../db/users";
import { invalid, notFound } from "../errors";
import { authorize, type Principal, type TokenPrincipal } from "./policy";

const PREFIX = "hxf_";

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface TokenSummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Live tokens a user may hold at once: enough for every machine and script, not an unbounded table. */
export const MAX_LIVE_TOKENS = 100;

export async function createToken(db: Db, who: Principal, name: string): Promise<{ token: string; summary: TokenSummary }> {
  const { actor } = authorize(who, "token.create");
  const token = PREFIX + randomBytes(32).toString("base64url");
  const row = await db.$transaction(async (tx) => {
    // The person's row is held first, so simultaneous requests count one after another.
    await holdUser(tx, actor.userId);
    if ((await tx.apiToken.count({ where: { userId: actor.userId, revokedAt: null } })) >= MAX_LIVE_TOKENS) {
      throw invalid([{ path: "name", message: `Expected at most ${MAX_LIVE_TOKENS} live tokens; revoke one you no longer use first` }]);
    }
    return tx.apiToken.create({ data: { userId: actor.userId, name, prefix: token.slice(0, 10), tokenHash: digest(token) } });
  });
  return { token, summary: toSummary(row) };
}

/** The caller's own live tokens, newest first, a page at a time. */
export async function listTokens(
  db: Db,
  who: Principal,
  page: { cursor?: string; limit?: number } = {},
): Promise<{ tokens: TokenSummary[]; nextCursor: string | null }> {
  const { actor } = authorize(who, "token.list");
  const take = pageSize(page.limit);
  const after = decodeCursor(page.cursor, { c: "string", i: "string" });
  const rows = await db.apiToken.findMany({
    where: {
      userId: actor.userId,
      revokedAt: null,
      ...(after ? { OR: [{ createdAt: { lt: new Date(after.c) } }, { createdAt: new Date(after.c), id: { lt: after.i } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: take + 1,
  });
  const tokens = rows.slice(0, take).map(toSummary);
  const last = tokens.at(-1);
  return { tokens, nextCursor: rows.length > take && last ? encodeCursor({ c: last.createdAt, i: last.id }) : null };
}

export async function revokeToken(db: Db, who: Principal, id: string): Promise<void> {
  const row = await db.apiToken.findUnique({ where: { id }, select: { userId: true, revokedAt: true } });
  // A revoked token answers like a missing one: there is nothing left to revoke.
  authorize(who, "token.revoke", row && !row.revokedAt ? row : null);
  const { count } = await db.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0) throw notFound("Token");
}

/** The principal a bearer token stands for, or null for an unknown or revoked token. */
export async function principalForToken(db: Db, token: string): Promise<TokenPrincipal | null> {
  if (!token.startsWith(PREFIX)) return null;
  const row = await db.apiToken.findUnique({ where: { tokenHash: digest(token) } });
  if (!row || row.revokedAt) return null;
  await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  return { kind: "token", userId: row.userId, tokenId: row.id };
}

function toSummary(row: { id: string; name: string; prefix: string; createdAt: Date; lastUsedAt: Date | null }): TokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
