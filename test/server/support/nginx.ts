import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * Debian's nginx with the shipped configuration (deploy/nginx.conf.template, rendered by deploy/render-nginx-conf.sh as
 * an operator renders it) on a free port, run as the current user from a directory of its own: cache, temporary
 * files, the internal server's socket, pid file and logs.
 */
const root = path.join(__dirname, '..', '..', '..');

export interface RunningNginx {
  port: number;
  /** The rendered configuration. */
  config: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** nginx's binary: NGINX_BIN, else Debian's /usr/sbin/nginx, else the PATH's; null when there is none. */
export function nginxBinary(): string | null {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx']) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * The shipped configuration (deploy/render-nginx-conf.sh) for instances at `upstreams`, listening on 127.0.0.1:`port`,
 * its cache and state under `dir` (subdirectories `cache` and `state`). Also used by bench/nginx-throughput.ts.
 */
export function renderNginxConf(options: { upstreams: string[]; port: number; dir: string; pid: string; errorLog: string; accessLog: string; workers?: number }): string {
  return execFileSync('bash', [path.join(root, 'deploy', 'render-nginx-conf.sh')], {
    encoding: 'utf8',
    env: {
      ...process.env,
      STOREFRONT_UPSTREAMS: options.upstreams.join(' '),
      NGINX_LISTEN: `127.0.0.1:${options.port}`,
      NGINX_CACHE_DIR: path.join(options.dir, 'cache'),
      NGINX_STATE_DIR: path.join(options.dir, 'state'),
      NGINX_PID: options.pid,
      NGINX_ERROR_LOG: options.errorLog,
      NGINX_ACCESS_LOG: options.accessLog,
      // Started as root, nginx would hand its workers to www-data, who cannot enter this directory.
      NGINX_USER: process.getuid?.() === 0 ? 'root' : '',
      ...(options.workers ? { NGINX_WORKERS: String(options.workers) } : {}),
    },
  });
}

/** `upstreams`: the instances as host:port. */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed: run scripts/install-system-deps.sh (Debian: apt-get install nginx-light)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  for (const sub of ['cache', 'state', 'logs']) fs.mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const errorLog = path.join(dir, 'logs', 'error.log');
  const config = renderNginxConf({ upstreams, port, dir, pid: path.join(dir, 'nginx.pid'), errorLog, accessLog: `${path.join(dir, 'logs', 'access.log')} storefront`, workers: 2 });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', file, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readLog = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const started = performance.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null || child.signalCode !== null || performance.now() - started > 10_000) {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${output}\n${readLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    config,
    errorLog: readLog,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGTERM: nginx's fast shutdown (its workers end with the master).
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
