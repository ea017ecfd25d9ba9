// Who is making a request: a bearer token (scripts, the CLI) or the session cookie (the studio).
// What that principal may do is lib/auth/policy's to say.
import { getDb } from "../db/client";
import { getUser } from "../db/users";
import { forbidden } from "../errors";
import { requireSignedIn, SIGNED_OUT, type Principal, type SignedIn } from "./policy";
import { auth } from "./auth";
import { principalForToken } from "./tokens";

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

/** The request's principal; without a request (a server page), the session's. */
export async function currentPrincipal(req?: Request): Promise<Principal> {
  const { db } = getDb();
  const header = req?.headers.get("authorization");
  // A bearer header is the whole credential: an unknown or revoked token is signed out, never the cookie.
  if (header?.toLowerCase().startsWith("bearer ")) return (await principalForToken(db, header.slice(7).trim())) ?? SIGNED_OUT;
  if (req && !SAFE_METHODS.has(req.method) && !sameOrigin(req)) throw forbidden("Cross-site request refused");
  const session = await auth();
  const id = session?.user?.id;
  // The user may be gone (a wiped database) while the cookie lives on: treat as signed out.
  const user = id ? await getUser(db, id) : null;
  return user ? { kind: "user", userId: user.id } : SIGNED_OUT;
}

/** The signed-in principal, or 401 before the handler reads anything of the request. */
export async function requireActor(req: Request): Promise<SignedIn> {
  return requireSignedIn(await currentPrincipal(req));
}
