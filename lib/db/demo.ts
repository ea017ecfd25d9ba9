// The demo account a fresh install creates, so the studio can be tried at once. Its password
// is random per install and kept in data/ beside the database (never in the repository).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { hashPassword } from "../auth/password";
import type { Db } from "./client";
import { deliverSamples } from "./samples";
import { createUser } from "./users";
import { dataDir } from "../data-dir";

export const DEMO_EMAIL = "demo@hexfolio.local";
const demoFile = () => path.join(dataDir(), "demo-account.json");

export function demoCredentials(): { email: string; password: string } | null {
  if (process.env.HEXFOLIO_DEMO === "off") return null;
  try {
    return JSON.parse(fs.readFileSync(demoFile(), "utf8"));
  } catch {
    return null;
  }
}

/** On an empty database: the demo account, with every sample in its library as every new account has. */
export async function seedIfEmpty(db: Db): Promise<{ email: string; password: string } | null> {
  if (process.env.HEXFOLIO_DEMO === "off" || (await db.user.count()) > 0) return null;
  const password = randomBytes(9).toString("base64url");
  const user = await createUser(db, { email: DEMO_EMAIL, name: "Demo Designer", passwordHash: await hashPassword(password) });
  await deliverSamples(db, user.id);
  fs.mkdirSync(path.dirname(demoFile()), { recursive: true });
  fs.writeFileSync(demoFile(), JSON.stringify({ email: DEMO_EMAIL, password }, null, 2), { mode: 0o600 });
  return { email: DEMO_EMAIL, password };
}
