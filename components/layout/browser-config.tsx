'use client';

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Turns zod's JIT off. The page CSP has no 'unsafe-eval': the JIT probes `new Function` when the first object schema is
 * built, which the browser reports as a CSP violation (Lighthouse best practices) although zod catches it. zod keeps
 * its configuration in `globalThis.__zod_globalConfig` (shared by every copy of zod, read when a schema is built);
 * setting it here instead of calling `z.config` keeps zod's code out of the first-load JavaScript (13 KB).
 * browser-config.test.ts checks that zod reads it.
 */
export function makeZodJitless() {
  const global = globalThis as ZodGlobal;
  (global.__zod_globalConfig ??= {}).jitless = true;
}

// Module scope: runs with the root layout, before any zod schema module. Only in the browser: the server keeps the
// faster JIT parsers.
if (typeof window !== 'undefined') makeZodJitless();

/** Renders nothing: importing this module configures the browser's libraries. */
export function BrowserConfig() {
  return null;
}
