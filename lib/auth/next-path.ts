// Where to go after signing in: only a path on this studio. The check resolves the value the way a
// browser does (WHATWG URL parsing) instead of looking at its first characters, because browsers
// read "\" as "/" and drop tabs and newlines: "/\evil.example/x" and "/\t/evil.example" both lead
// to //evil.example, another site.

const BASE = new URL("http://studio.invalid");

/** A same-origin path (with its query and hash) to redirect to, or "/" for anything else. */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE.origin) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" resolves to the path "//evil.example", itself a link to another site.
  return path.startsWith("//") ? "/" : path;
}
