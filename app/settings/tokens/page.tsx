import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/actor";
import { isSignedIn } from "@/lib/auth/policy";
import { countSessions } from "@/lib/auth/sessions";
import { listTokens } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { TokensPanel } from "@/components/studio/TokensPanel";
import { signOutEverywhereAction } from "@/app/auth-actions";
import type { Metadata } from "next";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "API tokens" };

export default async function TokensPage() {
  const who = await currentPrincipal();
  if (!isSignedIn(who)) redirect("/signin?next=/settings/tokens");
  const sessions = await countSessions(getDb().db, who);
  return (
    <div className="stack">
      <h1>API tokens</h1>
      <p className="muted" style={{ margin: 0 }}>
        Personal tokens let scripts and the <code>hexfolio</code> CLI act as you. Only a hash is stored; revoke a token the moment it leaks.
      </p>
      <TokensPanel initial={(await listTokens(getDb().db, who, { limit: 500 })).tokens} />
      <section className="panel stack" aria-label="Sessions">
        <h2 style={{ margin: 0 }}>Sessions</h2>
        <p className="muted" style={{ margin: 0 }} data-testid="session-count">
          You are signed in {sessions === 1 ? "in one browser" : `in ${sessions} browsers`}. Signing out everywhere ends every one of them
          at once, this one too; API tokens stay until you revoke them.
        </p>
        <form action={signOutEverywhereAction}>
          <button type="submit">Sign out everywhere</button>
        </form>
      </section>
    </div>
  );
}
