// The Content-Security-Policy of the studio's pages. Scripts run only with the per-request nonce
// Next.js puts on its own script tags ('strict-dynamic' lets those load their chunks), so an
// injected <script> or event handler does not run. Styles allow inline style attributes, which
// React renders and tiptap and konva set; pictures may come from anywhere (a tile's picture is any
// http(s) URL or an uploaded data: URL), but nothing else does. Nobody may frame a page.

export function pageCsp(nonce: string, opts: { dev?: boolean; github?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its debugging aids; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The simulation lab and the ring lint run in Web Workers built from our own chunks.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // Signing in with GitHub leaves through a form post that redirects to github.com.
    `form-action 'self'${opts.github ? " https://github.com" : ""}`,
    "frame-ancestors 'none'",
  ].join("; ");
}
