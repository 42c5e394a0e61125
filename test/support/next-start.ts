/**
 * `next start` as `npm start` runs it (package.json): with the page cache in front preloaded (ADR 0026), so the
 * journeys and server tests go through what a shop runs.
 */
export const NEXT_START_ARGS = [
  '--import',
  './server/preload.mjs',
  'node_modules/next/dist/bin/next',
  'start',
];
