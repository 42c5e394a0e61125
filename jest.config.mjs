const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(?:m?js|jsx|tsx?)$': swc },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/test/server-only-stub.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.data/'],
  // A build's standalone output holds copies of the repository's packages (packages/render-cache): jest must not see two.
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
};

/** @type {import('jest').Config} */
const config = {
  // Per-project testTimeout is ignored by jest; API tests seed a database in their hooks, which takes seconds under load.
  testTimeout: 120_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/lib/**/*.test.ts',
        '<rootDir>/stores/**/*.test.ts',
        '<rootDir>/components/**/*.test.ts?(x)',
      ],
    },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      // The databases test files start from, made once per run (test/api/support/make-database-templates.ts).
      globalSetup: '<rootDir>/test/api/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/api/support/global-teardown.ts',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
    },
    {
      // The production server (next start) stopped with SIGTERM and killed with SIGKILL; needs a build (npm test
      // runs it after `next build`; alone, the global setup builds first).
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test/server/support/build.ts',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
    },
  ],
};

export default config;
