/** The JavaScript a page may load before its panels open, gzipped (npm run bench and bench:js). */
export const JS_BUDGET_GZIP = 250 * 1024;
