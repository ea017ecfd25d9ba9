// `npm start`: migrate the database, seed a fresh one (demo account + samples), build the
// studio when the sources are newer than the last build, and serve it on PORT (default 3000).
import { spawn } from "node:child_process";
import path from "node:path";
import { getDb } from "../lib/db/client";
import { seedIfEmpty } from "../lib/db/demo";
import { ROOT, bin, ensureBuild, run } from "./build";

process.env.NEXT_TELEMETRY_DISABLED = "1";
run(bin("tsx"), [path.join(ROOT, "scripts", "db.ts"), "migrate"]);
const { db, provider } = getDb();
const demo = await seedIfEmpty(db);
await db.$disconnect();
if (demo) {
  console.log(
    `\nHexfolio: created the demo account on the new ${provider} database:\n  email:    ${demo.email}\n  password: ${demo.password}\n`,
  );
}
// Several instances on one PostgreSQL database must share the secret that signs session cookies;
// the one generated under data/ is this machine's alone, so a cookie from one would be refused by
// the others.
if (provider === "postgresql" && !process.env.AUTH_SECRET) {
  console.warn(
    "Hexfolio: AUTH_SECRET is not set; this instance signs sessions with a secret of its own. Set the same AUTH_SECRET on every instance.",
  );
}
ensureBuild();
const port = process.env.PORT || "3000";
const server = spawn(bin("tsx"), [path.join(ROOT, "scripts", "serve.ts"), "--port", port], {
  cwd: ROOT,
  stdio: "inherit",
  env: process.env,
});
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
