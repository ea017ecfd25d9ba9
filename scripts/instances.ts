// `npm run instances`: the multi-instance set-up on one machine, for trying it out. Two production
// studio instances on one PostgreSQL database (DATABASE_URL) and one simulation worker, on local
// ports (INSTANCE_PORTS, default 3001,3002). It migrates and builds once, prints the URLs, and
// Ctrl-C stops everything it started. A job started on one instance shows its progress on both.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { databaseConfig } from "../lib/db/config";
import { getDb } from "../lib/db/client";
import { seedIfEmpty } from "../lib/db/demo";
import { ROOT, bin, ensureBuild, run } from "./build";

const config = databaseConfig(process.env);
if (config.provider !== "postgresql") {
  console.error("npm run instances needs DATABASE_URL=postgresql://…: instances share one PostgreSQL database (SQLite is one process).");
  process.exit(2);
}
const ports = (process.env.INSTANCE_PORTS ?? "3001,3002").split(",").map((p) => Number(p.trim()));
if (ports.length !== 2 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
  console.error(`INSTANCE_PORTS: expected two port numbers such as 3001,3002 (got "${process.env.INSTANCE_PORTS}")`);
  process.exit(2);
}

process.env.NEXT_TELEMETRY_DISABLED = "1";
run(bin("tsx"), [path.join(ROOT, "scripts", "db.ts"), "migrate"]);
const { db } = getDb();
const demo = await seedIfEmpty(db);
await db.$disconnect();
if (demo) console.log(`Created the demo account: ${demo.email} / ${demo.password}`);
ensureBuild();

const children: { name: string; child: ChildProcess }[] = [];
function start(name: string, script: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(bin("tsx"), [path.join(ROOT, "scripts", script), ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  // Every line says which process wrote it.
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = "";
    stream.on("data", (b: Buffer) => {
      const lines = (rest + b.toString()).split("\n");
      rest = lines.pop()!;
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? `exit ${code}`}); stopping the others`);
      stop(1);
    }
  });
  children.push({ name, child });
}

let stopping = false;
function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill("SIGTERM");
  let left = children.filter((c) => c.child.exitCode === null).length;
  if (left === 0) process.exit(code);
  for (const { child } of children) child.on("exit", () => --left === 0 && process.exit(code));
  // Whatever has not stopped after 70 s (a worker finishes its job in hand for up to a minute) is killed.
  setTimeout(() => {
    for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(code);
  }, 70_000).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const host = process.env.HOST ?? "127.0.0.1";
ports.forEach((port, i) =>
  start(`studio ${i + 1}`, "serve.ts", ["--port", String(port), "--host", host], { ...process.env, PORT: String(port) }),
);
start("worker", "worker.ts", [], process.env);

console.log(
  [
    "",
    "Hexfolio: two studio instances and a simulation worker on one PostgreSQL database",
    ...ports.map((p, i) => `  studio ${i + 1}: http://${host === "0.0.0.0" ? "localhost" : host}:${p}`),
    `  database: ${new URL(config.url).host}${new URL(config.url).pathname}`,
    "Ctrl-C stops all three.",
    "",
  ].join("\n"),
);
