/**
 * Runs after `next build` (npm run build): marks the chunks every page runs at start-up for eager compilation off the
 * main thread (lib/build/compile-hints.ts, ADR 0027). Idempotent.
 */
import path from 'node:path';
import { addCompileHints, firstLoadChunks } from '@/lib/build/compile-hints';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const changed = addCompileHints(distDir);
console.log(`Compile hints: ${changed} of ${firstLoadChunks(distDir).length} first-load chunks marked in ${distDir}.`);
