/**
 * Whether PGlite's page cache (`PGLITE_SHARED_BUFFERS`) holds the search projection. When it does not, every listing
 * and broad search of a large catalogue reads the projection's pages again from the file system: at 100,000 products
 * (a 284 MB projection with its indexes before the seed compacted it, ADR 0069; 143 MB since; 84 MB with the default
 * store's text table since the vectors left it, ADR 0070) 384 MB halved a first-time search's p95 against the default
 * 128 MB (bench/README.md, session 35).
 */
const UNITS: Record<string, number> = { kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** Bytes of a PostgreSQL memory size such as `128MB`, or null when it is not one. */
export function memorySizeBytes(size: string): number | null {
  const match = /^(\d+)(kB|MB|GB)$/.exec(size.trim());
  return match ? Number(match[1]) * UNITS[match[2]!]! : null;
}

/** The advice for an operator, or null when the page cache is larger than the projection. */
export function pageCacheAdvice(sharedBuffers: string, projectionBytes: number): string | null {
  const cache = memorySizeBytes(sharedBuffers);
  if (cache === null || projectionBytes < cache) return null;
  // The next size up in 128 MB steps that leaves a quarter of the projection's size to spare (the products' pages).
  const suggested = Math.ceil((projectionBytes * 1.25) / UNITS.MB! / 128) * 128;
  return (
    `PGLITE_SHARED_BUFFERS=${sharedBuffers} is smaller than the search projection and its indexes (${Math.round(projectionBytes / UNITS.MB!)} MB): ` +
    `first-time searches and listings will read it from disk. Start the shop with PGLITE_SHARED_BUFFERS=${suggested}MB or more.`
  );
}
