import 'server-only';

/**
 * `next build` never opens the database: a build belongs to no shop's data (and PGlite refuses to open then). During
 * the build the cached page loaders answer empty data, so the build prerenders only stand-in pages; the rendering cache
 * never serves what the build made (it keeps no entry from before the process started, packages/render-cache), and
 * each page renders whole, from the database, on its first visit.
 */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * The stand-in param of catalogue routes' generateStaticParams. Next.js caches pages of a dynamic route rendered at
 * run time only for routes that list params, and needs at least one; the build renders this one as a 404.
 */
export const SHELL_PARAM = '_';
