/** The most any request body may carry (a document import, a save of a large tile set). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
