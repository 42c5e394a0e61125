import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css)$/;

/** Brotli at its best quality: done once per build, so the time it takes (~1 s per MB) is spent where it costs nothing. */
function brotli(source: Buffer): Buffer {
  return zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/**
 * Writes `<file>.br` beside every script and stylesheet of the build's `static` directory (served by
 * server/precompressed-static.mjs, ADR 0028), after the compile hints have changed the first-load chunks. A `.br` newer
 * than its file is kept. Returns how many it wrote and the bytes before and after.
 */
export function precompressStatic(distDir: string): { files: number; before: number; after: number } {
  const staticDir = path.join(distDir, 'static');
  const result = { files: 0, before: 0, after: 0 };
  if (!fs.existsSync(staticDir)) return result;
  for (const relative of fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
    if (!COMPRESSIBLE.test(relative)) continue;
    const file = path.join(staticDir, relative);
    const target = `${file}.br`;
    if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(file).mtimeMs) continue;
    const source = fs.readFileSync(file);
    const compressed = brotli(source);
    fs.writeFileSync(target, compressed);
    result.files += 1;
    result.before += source.length;
    result.after += compressed.length;
  }
  return result;
}
