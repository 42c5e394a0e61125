import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SINGLE_STORE_PORT = PORT + 1;
const baseURL = `http://127.0.0.1:${PORT}`;
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A shop of its own: a fresh embedded database and media store, seeded on start. */
function shopServer(port: number, dataDir: string, multistore: boolean) {
  return {
    command: `rm -rf ${dataDir} && node node_modules/tsx/dist/cli.mjs scripts/prepare-db.ts && node node_modules/next/dist/bin/next start -p ${port}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PGLITE_DIR: `${dataDir}/pglite`,
      MEDIA_DIR: `${dataDir}/media`,
      MULTISTORE: multistore ? 'true' : 'false',
      DATABASE_URL: '',
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      testIgnore: /single-store\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      // The default configuration: multistore off, so /de and /it are ordinary (unknown) paths.
      name: 'single-store',
      testMatch: /single-store\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: `http://127.0.0.1:${SINGLE_STORE_PORT}` },
    },
  ],
  webServer: [shopServer(PORT, '.data/e2e', true), shopServer(SINGLE_STORE_PORT, '.data/e2e-single', false)],
});
