// Auth.js (next-auth 5 on @auth/core) configuration: email + password through the
// Credentials provider with JWT sessions, and GitHub OAuth when its variables are set.
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import GitHub from "next-auth/providers/github";
import { z } from "zod";
import { getDb } from "../db/client";
import { findUserByEmail, userForGithub } from "../db/users";
import { safeNextPath } from "./next-path";
import { verifyPassword } from "./password";
import { stampedClientAddress } from "../http/peer";
import { beginSignIn } from "./rate-limit";
import { endSession, SESSION_MAX_AGE_S, sessionUser, startSession } from "./sessions";
import { authSecret } from "./secret";

class RateLimited extends CredentialsSignin {
  code = "rate_limited";
}

const credentials = z.object({ email: z.email(), password: z.string().min(1).max(1000) });

export const githubEnabled = Boolean(process.env.AUTH_GITHUB_ID && process.env.AUTH_GITHUB_SECRET);

const config: NextAuthConfig = {
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/signin" },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(raw, request) {
        const parsed = credentials.safeParse(raw);
        if (!parsed.success) return null;
        const { db } = getDb();
        const email = parsed.data.email.toLowerCase();
        const attempt = await beginSignIn(db, email, stampedClientAddress(request.headers));
        if (!attempt.allowed) throw new RateLimited();
        const user = await findUserByEmail(db, email);
        const ok = user?.passwordHash ? await verifyPassword(parsed.data.password, user.passwordHash) : false;
        // A failure stays counted: beginSignIn wrote it before the password was checked.
        if (!user || !ok) return null;
        await attempt.succeeded();
        return { id: user.id, email: user.email, name: user.name };
      },
    }),
    ...(githubEnabled ? [GitHub({ clientId: process.env.AUTH_GITHUB_ID, clientSecret: process.env.AUTH_GITHUB_SECRET })] : []),
  ],
  callbacks: {
    // Auth.js's own redirects (after OAuth, sign-out) stay on this studio too.
    redirect({ url, baseUrl }) {
      if (url.startsWith(baseUrl)) url = url.slice(baseUrl.length) || "/";
      return `${baseUrl}${safeNextPath(url)}`;
    },
    // Signing in starts a server-side session the cookie names; every later read of the cookie
    // checks that session is still live, and answers signed out (null clears the cookie) when not.
    async jwt({ token, user, account, profile }) {
      const { db } = getDb();
      if (account?.provider === "github" && profile) {
        const email = String(profile.email ?? `${profile.id}@users.noreply.github.com`);
        const mapped = await userForGithub(db, String(profile.id), email, String(profile.name ?? profile.login ?? email));
        return { ...token, uid: mapped.id, sid: await startSession(db, mapped.id) };
      }
      if (user?.id) return { ...token, uid: user.id, sid: await startSession(db, user.id) };
      // A cookie from before sessions were kept on the server has no session id: signed out.
      if (typeof token.sid !== "string" || typeof token.uid !== "string") return null;
      return (await sessionUser(db, token.sid)) === token.uid ? token : null;
    },
    session({ session, token }) {
      if (typeof token.uid === "string") session.user.id = token.uid;
      return session;
    },
  },
  events: {
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      if (typeof token?.sid === "string" && typeof token.uid === "string") {
        await endSession(getDb().db, { kind: "user", userId: token.uid }, token.sid).catch(() => {
          // Already gone (revoked everywhere, expired): nothing left to end.
        });
      }
    },
  },
};

export const { handlers, auth, signIn, signOut } = NextAuth(config);
