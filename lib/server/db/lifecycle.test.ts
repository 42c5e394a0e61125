import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The shutdown runs in a child process, as in `next start`'s server bundles (NEXT_RUNTIME=nodejs), with a stand-in for
 * Next.js's own SIGTERM handler: it finishes its requests in 100 ms, then exits 143. What the process does of its own
 * is only the health check's answer (ADR 0053).
 */
function runShutdown() {
  const script = `
    const { setDatabase } = require(${JSON.stringify(path.join(__dirname, 'client.ts'))});
    const { databaseHealth } = require(${JSON.stringify(path.join(__dirname, 'lifecycle.ts'))});
    const exit = process.exit;
    setDatabase({ db: {}, kind: 'pglite', close: async () => console.log('database closed') });
    process.on('SIGTERM', () => setTimeout(async () => {
      const health = await databaseHealth();
      console.log('health while draining: ' + health.status);
      console.log('process.exit untouched: ' + (process.exit === exit));
      process.exit(143);
    }, 100));
    setInterval(() => {}, 1000);
    console.log('ready');`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.join(__dirname, '..', '..', '..'),
    env: { ...process.env, NEXT_RUNTIME: 'nodejs' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string; stopMs: number }>((resolve, reject) => {
    let signalledAt = 0;
    child.stdout.on('data', () => {
      if (!signalledAt && output.includes('ready')) {
        signalledAt = performance.now();
        child.kill('SIGTERM');
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output, stopMs: performance.now() - signalledAt }));
  });
}

describe('shutdown', () => {
  it("answers health 'stopping' while Next.js drains, and leaves Next.js's exit alone", async () => {
    const { code, output, stopMs } = await runShutdown();
    expect(code).toBe(143);
    const lines = output.split('\n').filter((line) => /health|process\.exit|database closed/.test(line));
    expect(lines).toEqual(['health while draining: stopping', 'process.exit untouched: true']);
    expect(stopMs).toBeLessThan(8_000);
  });
});
