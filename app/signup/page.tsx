import Link from "next/link";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { SignUpForm } from "@/components/studio/SignUpForm";
import { signUpAction } from "@/app/auth-actions";
import type { Metadata } from "next";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage() {
  if ((await auth())?.user) redirect("/");
  return (
    <div className="auth-card panel stack">
      <h1>Create your Hexfolio account</h1>
      <SignUpForm signUp={signUpAction} />
      <p className="muted small">
        Have an account? <Link href="/signin">Sign in</Link>
      </p>
    </div>
  );
}
