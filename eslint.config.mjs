import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Code that reaches the browser validates with zod/mini (tree-shaken); classic zod is several times its size. */
const browserZod = ['zod', 'zod/v4'].map((name) => ({
  name,
  message: "Browser code uses zod/mini (import * as z from 'zod/mini'); classic zod is for lib/server and app/api.",
}));

/** Issue 41: shipped code uses Next.js's public API only; its internals change with any release. */
const nextInternals = { group: ['next/dist/*'], message: "Next.js's internals are not its API: use next/* public modules (tests may read them)." };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Issue 15: no function over 120 lines in the shop's code. Tests (describe blocks), the seed's and importer's data
    // tables and the benchmark scripts are outside the rule.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'stores/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'lib/server/seed/**', 'lib/server/import/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'test/**', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nextInternals] }] },
  },
  {
    // The layers of docs/architecture.md: the pure rules import no I/O layer.
    files: ['lib/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: browserZod, patterns: [{ group: ['@/lib/api/*', '@/lib/offline/*', '@/lib/server/*', '@/stores/*', '@/components/*', '@/app/*'], message: 'lib/domain holds pure rules: no I/O layer (docs/architecture.md).' }, nextInternals] }],
    },
  },
  {
    // The client's API boundary and sync engine know nothing of the stores and components that use them.
    files: ['lib/api/**/*.ts', 'lib/offline/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: browserZod, patterns: [{ group: ['@/stores/*', '@/components/*', '@/app/*', '@/lib/server/*'], message: 'lib/api and lib/offline sit below the stores and components (docs/architecture.md).' }, nextInternals] }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'stores/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: browserZod, patterns: [nextInternals] }] },
  },
  {
    // Tests may import what they check against, Next.js's internals included (its router's matcher, ADR 0038).
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests read untyped JSON answers; `any` there is the honest type.
    files: ['test/**', 'e2e/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The back office links with plain <a>: every page is a fresh document for the signed-in staff member, so no
    // staff data stays in the client router's cache, and the pages work without JavaScript (ADR 0044).
    files: ['app/admin/**/*.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Jest loads its environment module with require(): CommonJS is the honest form there.
    files: ['jest.env.jsdom.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', '.ci-work/**', 'drizzle/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'],
  },
];

export default config;
