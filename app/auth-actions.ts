"use server";
// Sign-in, sign-up and sign-out as server actions. Next.js refuses server-action posts whose
// Origin differs from the host, which is the CSRF check for these forms; Auth.js adds its own
// double-submit token on its endpoints.
import { AuthError, CredentialsSignin } from "next-auth";
import { z } from "zod";
import { signIn, signOut } from "@/lib/auth/auth";
import { currentPrincipal } from "@/lib/auth/actor";
import { safeNextPath } from "@/lib/auth/next-path";
import { endAllSessions } from "@/lib/auth/sessions";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { createUser, findUserByEmail } from "@/lib/db/users";
import { zodIssues } from "@/lib/content/issues";

import type { FormState } from "@/components/studio/form-state";

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  try {
    await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirectTo: safeNextPath(form.get("next")),
    });
    return {};
  } catch (err) {
    if (err instanceof CredentialsSignin) {
      return err.code === "rate_limited"
        ? { error: "Too many failed sign-ins. Wait 15 minutes and try again." }
        : { error: "That email and password do not match an account." };
    }
    if (err instanceof AuthError) return { error: "Sign-in failed. Try again." };
    throw err; // the redirect after a successful sign-in
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
  const parsed = signUpFields.safeParse(
    Object.fromEntries(["name", "email", "password", "confirm"].map((k) => [k, String(form.get(k) ?? "")])),
  );
  if (!parsed.success) {
    return { fields: Object.fromEntries(zodIssues(parsed.error).map((i) => [i.path, i.message])) };
  }
  const { db } = getDb();
  if (await findUserByEmail(db, parsed.data.email)) return { fields: { email: "An account with this email exists; sign in instead" } };
  await createUser(db, { email: parsed.data.email, name: parsed.data.name, passwordHash: await hashPassword(parsed.data.password) });
  await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirectTo: "/" });
  return {};
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/signin" });
}

/** Ends every session of the signed-in user, this browser's too: a lost laptop's cookie stops working. */
export async function signOutEverywhereAction(): Promise<void> {
  await endAllSessions(getDb().db, await currentPrincipal());
  await signOut({ redirectTo: "/signin" });
}
