"use server";
// Sign-in, sign-up and sign-out as server actions. Next.js refuses server-action posts whose
// Origin differs from the host, which is the CSRF check for these forms; Auth.js adds its own
// double-submit token on its endpoints.
//
// None of them throws (other than Next's own redirects): whatever goes wrong, including arguments
// that are not the form they should be, is answered as form state or a redirect. A server action
// that throws is answered 500 by Next.js, and the studio's server counts a 500 on an action request
// as a request it could not read (scripts/serve.ts).
import { AuthError, CredentialsSignin } from "next-auth";
import { redirect, unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { signIn, signOut } from "@/lib/auth/auth";
import { currentPrincipal } from "@/lib/auth/actor";
import { safeNextPath } from "@/lib/auth/next-path";
import { isSignedIn } from "@/lib/auth/policy";
import { endAllSessions } from "@/lib/auth/sessions";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { createUser, findUserByEmail } from "@/lib/db/users";
import { zodIssues } from "@/lib/content/issues";

import type { FormState } from "@/components/studio/form-state";

/** A field of the posted form as text ("" when absent, or when what came is not a form at all). */
function field(form: unknown, name: string): string {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === "string" ? value : "";
}

const FAILED: FormState = { error: "Something went wrong on our side. Try again." };

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  try {
    await signIn("credentials", {
      email: field(form, "email"),
      password: field(form, "password"),
      redirectTo: safeNextPath(field(form, "next")),
    });
    return {};
  } catch (err) {
    // The redirect after a successful sign-in.
    unstable_rethrow(err);
    if (err instanceof CredentialsSignin) {
      return err.code === "rate_limited"
        ? { error: "Too many failed sign-ins. Wait 15 minutes and try again." }
        : { error: "That email and password do not match an account." };
    }
    if (err instanceof AuthError) return { error: "Sign-in failed. Try again." };
    console.error(err);
    return FAILED;
  }
}

const signUpFields = z
  .object({
    name: z.string().trim().min(1, "Enter your name").max(80),
    email: z.email("Enter a valid email address").max(200),
    password: z.string().min(10, "Use at least 10 characters").max(200),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords differ" });

export async function signUpAction(_prev: FormState, form: FormData): Promise<FormState> {
  try {
    const parsed = signUpFields.safeParse(Object.fromEntries(["name", "email", "password", "confirm"].map((k) => [k, field(form, k)])));
    if (!parsed.success) {
      return { fields: Object.fromEntries(zodIssues(parsed.error).map((i) => [i.path, i.message])) };
    }
    const { db } = getDb();
    const taken = { fields: { email: "An account with this email exists; sign in instead" } };
    if (await findUserByEmail(db, parsed.data.email)) return taken;
    try {
      await createUser(db, { email: parsed.data.email, name: parsed.data.name, passwordHash: await hashPassword(parsed.data.password) });
    } catch (err) {
      // Two sign-ups with one email at once: the second finds it taken after all.
      if (await findUserByEmail(db, parsed.data.email)) return taken;
      throw err;
    }
    await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirectTo: "/" });
    return {};
  } catch (err) {
    unstable_rethrow(err);
    if (err instanceof AuthError) return { error: "Your account was created, but signing in failed. Sign in to continue." };
    console.error(err);
    return FAILED;
  }
}

export async function signOutAction(): Promise<void> {
  try {
    await signOut({ redirectTo: "/signin" });
  } catch (err) {
    unstable_rethrow(err);
    console.error(err);
  }
  redirect("/signin");
}

/** Ends every session of the signed-in user, this browser's too: a lost laptop's cookie stops working. */
export async function signOutEverywhereAction(): Promise<void> {
  try {
    const who = await currentPrincipal();
    if (isSignedIn(who)) await endAllSessions(getDb().db, who);
    await signOut({ redirectTo: "/signin" });
  } catch (err) {
    unstable_rethrow(err);
    console.error(err);
  }
  redirect("/signin");
}
