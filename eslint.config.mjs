import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read untyped JSON answers; `any` there is the honest type.
    files: ['test/**', 'e2e/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
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
