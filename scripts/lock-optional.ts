// The npm mirror these machines use lacks some other platforms' optional native packages
// (macOS/Windows/musl builds of next-swc, rollup, unrs-resolver), so `npm install` leaves them
// out of package-lock.json and `npm ci` then refuses the lock as out of sync. This adds an
// entry for each such package, with the os/cpu/libc that keep npm from ever fetching it on a
// machine it does not fit. Run after `npm install` changes the lock: `npm run lock:optional`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"));
const packages: Record<string, { version?: string; optionalDependencies?: Record<string, string> }> = lock.packages;

let missing: string[];
try {
  execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts"], { stdio: "pipe", encoding: "utf8" });
  missing = [];
} catch (err) {
  const text = String((err as { stderr?: string }).stderr ?? "");
  missing = [...text.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((m) => m[1]);
}

const OS = ["darwin", "win32", "android", "freebsd", "openbsd", "openharmony", "linux", "netbsd", "sunos", "aix"];
const CPU: [RegExp, string][] = [
  [/arm64|aarch64/, "arm64"],
  [/x64|x86_64/, "x64"],
  [/ia32/, "ia32"],
  [/loong64/, "loong64"],
  [/ppc64/, "ppc64"],
  [/riscv64/, "riscv64"],
  [/s390x/, "s390x"],
  [/(^|-)arm(-|$)/, "arm"],
];

for (const name of missing) {
  const parent = Object.values(packages).find((p) => p.optionalDependencies?.[name]);
  const version = parent?.optionalDependencies?.[name];
  if (!version) throw new Error(`no package declares ${name} as optional`);
  const base = name.split("/").pop()!;
  const os = OS.find((o) => base.split("-").includes(o));
  const cpu = CPU.find(([re]) => re.test(base))?.[1];
  const libc = os === "linux" ? (base.includes("musl") ? "musl" : base.includes("gnu") ? "glibc" : undefined) : undefined;
  packages[`node_modules/${name}`] = {
    version: version.replace(/^[~^=]/, ""),
    optional: true,
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  } as never;
  console.log(`added ${name}@${version} (${[os, cpu, libc].filter(Boolean).join(", ")})`);
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(LOCK, JSON.stringify(lock, null, 2) + "\n");
console.log(missing.length ? `package-lock.json: ${missing.length} optional platform packages recorded` : "package-lock.json is in sync");
