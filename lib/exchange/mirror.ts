// Reading files of another project's git repository, for tests that check our interchange against
// that project's real files and code. The repositories are not part of ours (one has no licence),
// so nothing of theirs is committed: a test reads them from a local git directory named by an
// environment variable and is skipped where there is none.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The git directory named by `variable`, or by `fallback` when it exists; null when neither is there. */
export function mirrorGitDir(variable: string, fallback: string): string | null {
  const dir = process.env[variable] || fallback;
  return existsSync(dir) ? dir : null;
}

/** A file of the repository's HEAD, as text. */
export function mirrorFile(gitDir: string, path: string): string {
  return execFileSync("git", ["--git-dir", gitDir, "show", `HEAD:${path}`], { encoding: "utf8", maxBuffer: 64 << 20 });
}

/** A file of the repository's HEAD, as bytes (a picture). */
export function mirrorBytes(gitDir: string, path: string): Uint8Array {
  return new Uint8Array(execFileSync("git", ["--git-dir", gitDir, "show", `HEAD:${path}`], { maxBuffer: 64 << 20 }));
}
