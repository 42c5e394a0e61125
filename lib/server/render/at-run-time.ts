import 'server-only';
import { connection } from 'next/server';

/**
 * Catalogue pages are rendered from the database, which `next build` never opens (a build belongs to no shop's
 * data). During the build this makes the page wait for a request, so only its empty shell is prerendered; at run time
 * it returns at once, the page renders completely on its first visit and is served from the cache after that.
 * Call it outside `'use cache'` scopes, before the cached loaders.
 */
export async function atRunTime(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
}

/**
 * The stand-in param of catalogue routes' generateStaticParams. Next.js caches pages of a dynamic route rendered at
 * run time only for routes that list params, and needs at least one; the build renders this one as an empty shell.
 */
export const SHELL_PARAM = '_';
