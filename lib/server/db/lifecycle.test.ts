import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The shutdown runs in a child process: it installs the handler on a database whose close takes 200 ms (or never
 * ends), optionally with a stand-in for Next's own SIGTERM handler (drain, then process.exit(143)).
 */
function runShutdown(options: { nextHandler: boolean; closeHangs?: boolean; deadlineMs: number }) {
  const script = `
    const { setDatabase } = require(${JSON.stringify(path.join(__dirname, 'client.ts'))});
    const { installGracefulShutdown } = require(${JSON.stringify(path.join(__dirname, 'lifecycle.ts'))});
    setDatabase({ db: {}, kind: 'pglite', close: () => new Promise((resolve) => {
      if (!${Boolean(options.closeHangs)}) setTimeout(() => { console.log('database closed'); resolve(); }, 200);
    }) });
    if (${options.nextHandler}) process.on('SIGTERM', () => setTimeout(() => { console.log('drained'); process.exit(143); }, 100));
    installGracefulShutdown(${options.deadlineMs});
    setInterval(() => {}, 1000);
    console.log('ready');`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.join(__dirname, '..', '..', '..'),
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

const lines = (output: string) =>
  output.split('\n').filter((line) => /drained|database closed|\[shutdown\]/.test(line));

describe('graceful shutdown', () => {
  it('lets Next drain first and defers its exit until the database is closed', async () => {
    const { code, output, stopMs } = await runShutdown({ nextHandler: true, deadlineMs: 8_000 });
    expect(code).toBe(143);
    expect(lines(output)).toEqual([
      '[shutdown] SIGTERM: finishing the requests in flight, then closing the database',
      'drained',
      'database closed',
      expect.stringMatching(/^\[shutdown\] database closed, exiting \d+ ms after SIGTERM$/),
    ]);
    expect(stopMs).toBeLessThan(8_000);
  });

  it('closes the database and exits at the deadline when the requests do not finish', async () => {
    const { code, output } = await runShutdown({ nextHandler: false, deadlineMs: 300 });
    expect(code).toBe(143);
    expect(output).toMatch(
      /requests still running 300 ms after SIGTERM; closing anyway[\s\S]*database closed/,
    );
  });

  it('exits even when closing the database hangs', async () => {
    const { code, output } = await runShutdown({ nextHandler: false, closeHangs: true, deadlineMs: 300 });
    expect(code).toBe(1);
    expect(output).not.toMatch(/database closed/);
  });
});
