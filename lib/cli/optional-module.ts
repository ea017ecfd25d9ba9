/**
 * Loads a module that another part of the project may not have written yet (lint rules, content
 * kinds). Returns null only when that module itself is missing; errors inside it still surface.
 */
export async function importOptional<T>(url: URL): Promise<T | null> {
  try {
    return (await import(/* webpackIgnore: true */ url.href)) as T;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    const missing = err.code === "ERR_MODULE_NOT_FOUND" || err.code === "MODULE_NOT_FOUND";
    const path = decodeURIComponent(url.pathname);
    if (missing && (err.message ?? "").includes(path.replace(/\.ts$/, ""))) return null;
    throw e;
  }
}
