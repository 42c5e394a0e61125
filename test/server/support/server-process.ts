import { spawn } from 'node:child_process';
import path from 'node:path';
import { request, type RunningShop } from './shop-server';

const root = path.join(__dirname, '..', '..', '..');

/**
 * Starts a production server process that listens on `port` (chosen by the caller: `node <dist>/standalone/server.js`
 * takes it from PORT, `next start` from -p) and resolves once /api/health answers 200.
 */
export async function startServerProcess(options: {
  args: string[];
  port: number;
  env: NodeJS.ProcessEnv;
  cwd?: string;
}): Promise<RunningShop> {
  const started = performance.now();
  const child = spawn(process.execPath, options.args, { cwd: options.cwd ?? root, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  for (;;) {
    const { status } = await request(options.port, 'GET', '/api/health').catch(() => ({ status: 0 }));
    if (status === 200) break;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.args.join(' ')} exited before it was healthy:\n${output}`);
    }
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`${options.args.join(' ')} was not healthy after 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, port: options.port, startMs: performance.now() - started, output: () => output, exited };
}

/**
 * `next start` as `npm start` runs it once nothing is preloaded: the build in NEXT_DIST_DIR, nothing else in the process.
 */
export function startNextServer(env: NodeJS.ProcessEnv, port: number): Promise<RunningShop> {
  return startServerProcess({ args: ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], port, env });
}

/** Stops a server started here: SIGTERM, then SIGKILL if it is still running after 10 s. */
export async function stopServer(server: RunningShop | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGTERM');
  const timer = setTimeout(() => server.process.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}
