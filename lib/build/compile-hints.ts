import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its functions compiled
 * eagerly, on the thread that streams the script, instead of lazily on the main thread when first called. Next's
 * chunks wrap every module in a function that runs once at start-up, so without it the main thread compiles
 * React DOM and the router in one long task after the scripts arrive (ADR 0027).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/** Every client reference manifest of the build's App Router routes (server/app/**\/page_client-reference-manifest.js). */
function clientReferenceManifests(distDir: string): ClientReferenceManifest[] {
  const appDir = path.join(distDir, 'server', 'app');
  if (!fs.existsSync(appDir)) return [];
  const files = fs.readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('_client-reference-manifest.js'));
  return files.flatMap((file) => {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route]; run it in a sandbox to read it.
    const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    vm.runInNewContext(fs.readFileSync(path.join(appDir, file), 'utf8'), sandbox);
    const manifests = sandbox.__RSC_MANIFEST ?? {};
    return Object.values(manifests);
  });
}

/**
 * The chunks a page loads at start-up, over every route: the framework's (build-manifest rootMainFiles) and each
 * layout's and page's own (entryJSFiles). Chunks loaded later by import() are not among them: compiling those eagerly
 * would spend time on code a page may never run.
 */
export function firstLoadChunks(distDir: string): string[] {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  const chunks = new Set(buildManifest.rootMainFiles ?? []);
  for (const manifest of clientReferenceManifests(distDir)) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
  }
  return [...chunks].filter((file) => file.endsWith('.js')).sort();
}

/** Puts the compile hint at the top of every first-load chunk that lacks it; returns how many it changed. */
export function addCompileHints(distDir: string, chunks: readonly string[] = firstLoadChunks(distDir)): number {
  let changed = 0;
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}
