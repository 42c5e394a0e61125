/**
 * Pages through the production topology against nginx's own static-file rate (issue 41, ADR 0042): nginx with the
 * shipped configuration (deploy/render-nginx-conf.sh) in front of running instances, and a second nginx with the same
 * worker count serving each page's exact bytes (as the first one answers them, same encoding) as a plain file. For
 * each path, autocannon with 50 connections against both, interleaved, after a warm-up: requests per second, p99, the
 * share of the static file's rate, and the nginx workers' CPU time per request (read from /proc: the figure a load
 * generator on the same cores bounds least). The `_next/static` chunk the home page loads is measured too.
 * usage: npx tsx bench/nginx-throughput.ts --upstreams 127.0.0.1:3510,127.0.0.1:3511 [--port 3550] [--static-port 3551]
 *        [--paths /c/gear-3,/p/MJ01/beaumont-summit-kit] [--seconds 8] [--connections 50]
 *        [--accept-encoding "gzip, deflate, br, zstd"]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { argument } from './support';
import { renderNginxConf } from '../test/server/support/nginx';

const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

interface Nginx {
  child: ChildProcess;
  port: number;
  /** utime + stime of its worker processes, ms. */
  workersCpuMs: () => number;
}

async function portOf(requested: string | undefined): Promise<number> {
  if (requested) return Number(requested);
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startNginx(dir: string, config: string, port: number): Promise<Nginx> {
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let attempt = 0; ; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(!!socket.destroy()));
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (attempt > 100) throw new Error(`nginx did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const workers = () =>
    readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return { child, port, workersCpuMs: () => workers().reduce((sum, pid) => sum + cpuTimeMs(pid), 0) };
}

function fetchRaw(url: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
      })
      .on('error', reject);
  });
}

async function measure(url: string, seconds: number, connections: number, headers: Record<string, string>, nginx: Nginx) {
  await autocannon({ url, connections: 10, duration: 2, headers });
  const before = nginx.workersCpuMs();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuMs = (nginx.workersCpuMs() - before) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts, cpuMs };
}

async function main() {
  const upstreams = argument('upstreams')?.split(',');
  if (!upstreams) throw new Error('--upstreams host:port,host:port (running instances) is required');
  const seconds = Number(argument('seconds') ?? 8);
  const connections = Number(argument('connections') ?? 50);
  const paths = argument('paths')?.split(',') ?? ['/c/gear-3', '/p/MJ01/beaumont-summit-kit'];
  const acceptEncoding = argument('accept-encoding');
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-bench-'));
  const started: ChildProcess[] = [];
  try {
    for (const sub of ['cache', 'state', 'static']) mkdirSync(path.join(dir, sub));
    const port = await portOf(argument('port'));
    const config = renderNginxConf({
      upstreams,
      port,
      dir,
      pid: path.join(dir, 'topology.pid'),
      errorLog: path.join(dir, 'error.log'),
      accessLog: `${path.join(dir, 'access.log')} storefront buffer=64k flush=1s`,
    });
    const topologyDir = path.join(dir, 'topology');
    mkdirSync(topologyDir);
    const topology = await startNginx(topologyDir, config, port);
    started.push(topology.child);
    const base = `http://127.0.0.1:${port}`;
    const home = (await fetchRaw(`${base}/`, {})).body.toString('utf8');
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    if (!chunk) throw new Error('no /_next/static script on the home page');
    const measured = [chunk, ...paths];
    // The static twin: each answer's bytes as a file, with its Content-Type and Content-Encoding; the same workers,
    // sendfile and access log as the topology's server.
    const locations: string[] = [];
    for (const [index, url] of measured.entries()) {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await fetchRaw(`${base}${url}`, headers);
        if (answer.headers['x-cache-status'] === 'HIT') {
          const file = path.join(dir, 'static', String(index));
          writeFileSync(file, answer.body);
          const encoding = answer.headers['content-encoding'];
          locations.push(`location = /${index} { alias ${file}; default_type "${answer.headers['content-type']}"; ${encoding ? `add_header Content-Encoding ${encoding};` : ''} }`);
          break;
        }
        if (attempt === 19) throw new Error(`${url} never came from nginx's cache`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const staticPort = await portOf(argument('static-port'));
    const staticDir = path.join(dir, 'twin');
    mkdirSync(staticDir);
    const twinUser = process.getuid?.() === 0 ? 'user root;' : '';
    const twin = await startNginx(
      staticDir,
      `${twinUser} worker_processes auto; pid ${staticDir}/nginx.pid; error_log ${staticDir}/error.log warn;
       events { worker_connections 4096; }
       http { sendfile on; tcp_nopush on; tcp_nodelay on; keepalive_timeout 65s; keepalive_requests 10000; server_tokens off;
         log_format storefront '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time '
                               'cache=$upstream_cache_status upstream=$upstream_addr $upstream_response_time';
         access_log ${staticDir}/access.log storefront buffer=64k flush=1s;
         client_body_temp_path ${staticDir}; proxy_temp_path ${staticDir}; fastcgi_temp_path ${staticDir}; uwsgi_temp_path ${staticDir}; scgi_temp_path ${staticDir};
         server { listen 127.0.0.1:${staticPort}; ${locations.join('\n')} } }`,
      staticPort,
    );
    started.push(twin.child);
    console.log(`${spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim()}, ${base} (deploy/nginx.conf.template) in front of ${upstreams.join(', ')}; static twin on ${staticPort}; ${connections} connections, ${seconds} s each after a 2 s warm-up, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, Accept-Encoding: ${acceptEncoding ?? '(none)'}`);
    console.log('| path | bytes | through nginx: req/s | p99 ms | nginx CPU ms / request | same bytes as a static file: req/s | p99 ms | nginx CPU ms / request | share of the static rate | p99 / static p99 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [index, url] of measured.entries()) {
      const through = await measure(`${base}${url}`, seconds, connections, headers, topology);
      const file = await measure(`http://127.0.0.1:${staticPort}/${index}`, seconds, connections, headers, twin);
      const bytes = readFileSync(path.join(dir, 'static', String(index))).length;
      const failures = through.non2xx + through.errors + file.non2xx + file.errors;
      console.log(
        `| \`${index === 0 ? '_next/static chunk' : url}\` | ${bytes} | ${through.rps.toFixed(0)} | ${through.p99} | ${through.cpuMs.toFixed(3)} | ${file.rps.toFixed(0)} | ${file.p99} | ${file.cpuMs.toFixed(3)} | ${((100 * through.rps) / file.rps).toFixed(0)} % | ${(through.p99 / Math.max(1, file.p99)).toFixed(2)} |${failures ? ` ${failures} failures` : ''}`,
      );
    }
  } finally {
    for (const child of started) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
