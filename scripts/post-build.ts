/**
 * Runs after `next build` (npm run build), in this order:
 * 1. marks the chunks every page runs at start-up for eager compilation off the main thread (ADR 0027);
 * 2. writes a Brotli copy of every script and stylesheet, served to browsers that accept it (ADR 0028).
 * Idempotent.
 */
import path from 'node:path';
import { addCompileHints, firstLoadChunks } from '@/lib/build/compile-hints';
import { precompressStatic } from '@/lib/build/precompress';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const chunks = firstLoadChunks(distDir);
console.log(`Compile hints: ${addCompileHints(distDir, chunks)} of ${chunks.length} first-load chunks marked in ${distDir}.`);
const started = performance.now();
const { files, before, after } = precompressStatic(distDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`Brotli: ${files} scripts and stylesheets, ${kb(before)} → ${kb(after)}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
