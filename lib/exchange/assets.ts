// Files the server and the CLI read to make PDFs and PNGs: the embedded font (DejaVu Sans, which
// covers Latin, Greek and Cyrillic — the Lost Patrol source is Russian; fonts.ts adds CJK) and
// resvg's WebAssembly.
// Both ship in npm packages; nothing is downloaded at run time.
import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** The package file's path: resolved from this module, else from the working directory (a bundled server). */
export function packageFile(pkg: string, file: string): string {
  const candidates: string[] = [];
  try {
    candidates.push(join(createRequire(import.meta.url).resolve(`${pkg}/package.json`), "..", file));
  } catch {
    // A bundler may hide the resolution; the working directory is the project's.
  }
  candidates.push(join(process.cwd(), "node_modules", pkg, file));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`${pkg}/${file} is missing: run npm install`);
  return found;
}

const cache = new Map<string, Buffer>();
function read(pkg: string, file: string): Buffer {
  const key = `${pkg}/${file}`;
  let b = cache.get(key);
  if (!b) {
    b = readFileSync(packageFile(pkg, file));
    cache.set(key, b);
  }
  return b;
}

export const fontRegular = () => read("dejavu-fonts-ttf", "ttf/DejaVuSans.ttf");
export const fontBold = () => read("dejavu-fonts-ttf", "ttf/DejaVuSans-Bold.ttf");
export const fontOblique = () => read("dejavu-fonts-ttf", "ttf/DejaVuSans-Oblique.ttf");
export const resvgWasm = () => read("@resvg/resvg-wasm", "index_bg.wasm");
