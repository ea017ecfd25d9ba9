import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/actor";
import { isSignedIn } from "@/lib/auth/policy";
import { listTokens } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { TokensPanel } from "@/components/studio/TokensPanel";

export const dynamic = "force-dynamic";

export default async function TokensPage() {
  const who = await currentPrincipal();
  if (!isSignedIn(who)) redirect("/signin?next=/settings/tokens");
  return (
    <div className="stack">
      <h1>API tokens</h1>
      <p className="muted" style={{ margin: 0 }}>
        Personal tokens let scripts and the <code>hexfolio</code> CLI act as you. Only a hash is stored; revoke a token the moment it leaks.
      </p>
      <TokensPanel initial={await listTokens(getDb().db, who)} />
    </div>
  );
}
