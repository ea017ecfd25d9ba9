import Link from "next/link";
import { redirect } from "next/navigation";
import { auth, githubEnabled, signIn } from "@/lib/auth/auth";
import { demoCredentials } from "@/lib/db/demo";
import { SignInForm } from "@/components/studio/SignInForm";
import { signInAction } from "@/app/auth-actions";
import type { Metadata } from "next";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  if ((await auth())?.user) redirect("/");
  const next = (await searchParams).next ?? "/";
  const demo = demoCredentials();
  return (
    <div className="auth-card panel stack">
      <h1>Sign in to Hexfolio</h1>
      {demo && (
        <p className="notice" data-testid="demo-account">
          Demo account: <strong>{demo.email}</strong> / <strong>{demo.password}</strong>
        </p>
      )}
      <SignInForm next={next} signIn={signInAction} />
      {githubEnabled && (
        <form
          action={async () => {
            "use server";
            await signIn("github", { redirectTo: "/" });
          }}
        >
          <button type="submit" style={{ width: "100%" }}>
            Continue with GitHub
          </button>
        </form>
      )}
      <p className="muted small">
        New here? <Link href="/signup">Create an account</Link>
      </p>
    </div>
  );
}
