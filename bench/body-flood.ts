/**
 * Large request bodies against a running shop: `--parallel` POSTs of `--mb` MB each to /api/eventlog, first with a
 * Content-Length, then chunked, while the server's resident memory is sampled from /proc every 20 ms.
 * usage: npx tsx bench/body-flood.ts --base http://127.0.0.1:3410 --pid <next-server pid> [--parallel 5] [--mb 50]
 */
import fs from 'node:fs';
import http from 'node:http';
import { argument } from './support';

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Sends `bytes` of JSON-ish filler in 64 KB writes; resolves with the status (or 0 when the server hung up first). */
function post(base: string, bytes: number, chunked: boolean): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const url = new URL('/api/eventlog', base);
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = bytes;
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

async function main() {
  const base = argument('base') ?? 'http://127.0.0.1:3410';
  const pid = Number(argument('pid'));
  const parallel = Number(argument('parallel') ?? 5);
  const bytes = Number(argument('mb') ?? 50) * 1024 * 1024;
  if (!pid) throw new Error('--pid of the next-server process is required');
  console.log(`${parallel} × ${bytes / 1024 / 1024} MB to ${base}/api/eventlog, server pid ${pid}\n`);
  console.log('| body | statuses | slowest answer ms | server RSS before MB | peak MB | after MB |\n| --- | --- | --- | --- | --- | --- |');
  for (const chunked of [false, true]) {
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const results = await Promise.all(Array.from({ length: parallel }, () => post(base, bytes, chunked)));
    clearInterval(sampler);
    const statuses = [...new Set(results.map((result) => result.status))].join(', ');
    const slowest = Math.max(...results.map((result) => result.ms));
    console.log(`| ${chunked ? 'chunked' : 'Content-Length'} | ${statuses} | ${slowest.toFixed(0)} | ${before.toFixed(0)} | ${peak.toFixed(0)} | ${rssMb(pid).toFixed(0)} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
