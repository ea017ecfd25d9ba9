/** The most any request body may carry (a document import, a save of a large tile set). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Past its limit a body is no longer kept, but up to this much of it is still read and thrown
 * away, so that a client still sending gets its 413 over an open connection (most HTTP clients
 * read no answer while they are writing). Beyond this the connection is closed after the answer:
 * a client sending gigabytes is cut off.
 */
export const DRAIN_BYTES = 20 * 1024 * 1024;
