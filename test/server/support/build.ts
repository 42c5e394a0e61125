import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Jest global setup of the server tests: they run `next start`, so they need a build. `npm test` builds before it
 * runs them; run on their own without a build (`npm run test:server`), they build once here.
 */
export default function ensureBuild(): void {
  const root = path.join(__dirname, '..', '..', '..');
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
  console.log(`\nNo build in ${distDir}: running npm run build for the server tests…`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
