// @ts-check
/**
 * Paths that are never pages: the API (its own envelopes), the image proxy and Next.js's own files. The layers in
 * front of Next.js that deal with pages (the page cache, the error pages, the start-up scripts' rewrite) let them by.
 */
export const NOT_PAGES = /^\/(?:api|img|_next)\//;
