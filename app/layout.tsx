import type { Metadata } from "next";
import Link from "next/link";
import "./globals.css";
import { auth } from "@/lib/auth/auth";
import { signOutAction } from "./auth-actions";

export const metadata: Metadata = {
  // Each page names itself first ("Mirim — Lost Worlds book — Hexfolio"): tabs and screen readers tell pages apart.
  title: { default: "Hexfolio", template: "%s — Hexfolio" },
  description: "Author, lint, playtest and run tabletop games.",
  icons: { icon: "/hexfolio.svg" },
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  return (
    <html lang="en">
      <body>
        <header className="topbar">
          <Link href="/" className="brand">
            <img src="/hexfolio.svg" alt="" width={22} height={22} /> Hexfolio
          </Link>
          {session?.user && (
            <>
              <Link href="/">Library</Link>
              <Link href="/play">Play</Link>
              <Link href="/simulate">Simulate</Link>
              <Link href="/settings/tokens">API tokens</Link>
            </>
          )}
          <span className="spacer" />
          {session?.user ? (
            <form action={signOutAction} className="row">
              <span className="who">{session.user.name ?? session.user.email}</span>
              <button type="submit">Sign out</button>
            </form>
          ) : (
            <Link href="/signin">Sign in</Link>
          )}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}
