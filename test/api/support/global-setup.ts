import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATES_DIRECTORY } from './database-templates';

/**
 * Jest global setup of the API tests: makes the run's template databases once (make-database-templates.ts, in a tsx
 * process of its own for the project's `@/` paths) and tells the test processes where they are.
 */
export default function makeDatabaseTemplates(): void {
  const root = path.join(__dirname, '..', '..', '..');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-db-templates-'));
  try {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', path.join(__dirname, 'make-database-templates.ts'), directory, String(process.pid)],
      { cwd: root, stdio: 'inherit' },
    );
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  process.env[TEMPLATES_DIRECTORY] = directory;
}
