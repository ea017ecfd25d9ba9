// Who is making a request: a bearer token (scripts, the CLI) or the session cookie (the studio).
import { getDb } from "../db/client";
import { getUser, type PublicUser } from "../db/users";
import { forbidden, unauthorized } from "../errors";
import type { Actor } from "./access";
import { auth } from "./auth";
import { userIdForToken } from "./tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated writes must come from our own pages: browsers send Origin on every
 * cross-site POST/PUT/DELETE, so a mismatch (or a cross-site Sec-Fetch-Site) is refused.
 * Together with SameSite=Lax session cookies this is the CSRF defence for the JSON API.
 */
function sameOrigin(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = req.headers.get("origin");
  if (!origin) return true;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function currentUser(req?: Request): Promise<PublicUser | null> {
  const { db } = getDb();
  const header = req?.headers.get("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) {
    const userId = await userIdForToken(db, header.slice(7).trim());
    return userId ? getUser(db, userId) : null;
  }
  if (req && !SAFE_METHODS.has(req.method) && !sameOrigin(req)) throw forbidden("Cross-site request refused");
  const session = await auth();
  const id = session?.user?.id;
  // The user may be gone (a wiped database) while the cookie lives on: treat as signed out.
  return id ? getUser(db, id) : null;
}

export async function requireActor(req: Request): Promise<Actor & { user: PublicUser }> {
  const user = await currentUser(req);
  if (!user) throw unauthorized();
  return { userId: user.id, user };
}
