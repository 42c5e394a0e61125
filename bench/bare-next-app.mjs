/**
 * A bare Next.js App Router page, the reference of the first-load JavaScript budget (issue 14: the shop's pages at most
 * 1.15 × this). One root layout (<html><body>) and one server page with a heading, default next.config, built for
 * production (Turbopack, as the shop) in a directory of the system's temp dir, outside the repository (inside it, Next
 * would pick up the shop's proxy.ts and instrumentation.ts). Its node_modules holds hard links to the shop's installed
 * next, react and react-dom and their dependencies, so the versions are the shop's. Rebuilt when they change.
 * With `{ coop: true }` the same page also sends the shop's `Cross-Origin-Opener-Policy: same-origin` (in a directory
 * of its own): a page with that header leaves the browsing context group of the tab it opens in, and its document's
 * commit takes about three times as long in Lighthouse's load from about:blank (bench/README, session 17).
 * With `{ addToCart: true }` the page is the reference of the first-input bench (bench/first-input.ts `--bare`): one
 * client component, a header (banner) whose cart button says "Cart, N items" and an "Add to cart" button that adds one, the
 * smallest page on which the bench's add-to-cart journey can run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const stampText = ['next', 'react', 'react-dom'].map((name) => `${name}@${version(name)}`).join(' ');

/** The packages `names` need at run and build time (dependencies and the optional ones installed), as npm laid them out flat. */
function dependencyClosure(names) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !existsSync(join(root, 'node_modules', name, 'package.json'))) return;
    seen.add(name);
    const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) visit(dependency);
  };
  names.forEach(visit);
  return [...seen];
}

const nextBinIn = (appDir) => join(appDir, 'node_modules/next/dist/bin/next');

const PLAIN_CONFIG = 'export default {};\n';
const COOP_CONFIG = `export default {
  headers: async () => [{ source: '/:path*', headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }] }],
};
`;

const files = {
  'app/layout.jsx': `export const metadata = { title: 'Bare page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return <h1>Hello</h1>;
}
`,
};

const addToCartFiles = {
  ...files,
  'app/add-to-cart.jsx': `'use client';
import { useState } from 'react';

export function AddToCart() {
  const [count, setCount] = useState(0);
  return (
    <>
      <header>
        <button type="button" aria-label={\`Cart, \${count} \${count === 1 ? 'item' : 'items'}\`}>Cart</button>
      </header>
      <main>
        <h1>Hello</h1>
        <button type="button" onClick={() => setCount((value) => value + 1)}>Add to cart</button>
      </main>
    </>
  );
}
`,
  'app/page.jsx': `import { AddToCart } from './add-to-cart';

export default function Page() {
  return <AddToCart />;
}
`,
};

function build(appDir, config, appFiles = files) {
  const stamp = join(appDir, '.next/built-with');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === stampText) return;
  execFileSync('rm', ['-rf', appDir]);
  for (const name of dependencyClosure(['next', 'react', 'react-dom'])) {
    mkdirSync(dirname(join(appDir, 'node_modules', name)), { recursive: true });
    execFileSync('cp', ['-al', join(root, 'node_modules', name), join(appDir, 'node_modules', name)]);
  }
  writeFileSync(join(appDir, 'package.json'), JSON.stringify({ private: true, name: 'bare-next-app' }));
  for (const [name, text] of Object.entries({ ...appFiles, 'next.config.mjs': config })) {
    mkdirSync(dirname(join(appDir, name)), { recursive: true });
    writeFileSync(join(appDir, name), text);
  }
  console.error(`building the bare page (${stampText}) in ${appDir}`);
  execFileSync(process.execPath, [nextBinIn(appDir), 'build'], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
  });
  writeFileSync(stamp, stampText);
}

/** Builds the bare app if needed and starts it on `port`; `stop()` ends the server. */
export async function startBareNextApp(port, { coop = false, addToCart = false } = {}) {
  const appDir = join(tmpdir(), `storefront-bare-next-app${coop ? '-coop' : ''}${addToCart ? '-add-to-cart' : ''}`);
  const nextBin = nextBinIn(appDir);
  build(appDir, coop ? COOP_CONFIG : PLAIN_CONFIG, addToCart ? addToCartFiles : files);
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: appDir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill();
      throw new Error(`the bare Next.js page did not start on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop: () => server.kill() };
}
