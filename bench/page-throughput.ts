/**
 * Page throughput against a running shop (issue 14, ADR 0020): autocannon with 50 connections on a category page, a
 * product page and a static `_next/static` file of the same server, in one run, each after a warm-up; every page's
 * requests per second as a share of the static file's, and its p99 beside the file's.
 * With `--server-pid` (the `next start` process) it also prints the server's CPU time per request (user + system, read
 * from /proc before and after each timed run): a figure other load on a shared machine changes far less than req/s.
 * With `--same-bytes` each path's answer is also fetched once and served from memory by a bare Node.js server in a child
 * process, measured the same way: the load generator's own ceiling for those bytes. Uncompressed, autocannon builds
 * every body as a string, and a page over ~125 KB with any non-ASCII character bounds it far below the server
 * (bench/README, session 20).
 * usage: npx tsx bench/page-throughput.ts --base http://127.0.0.1:3000 [--seconds 8] [--connections 50] [--paths /a,/b]
 *        [--server-pid PID] [--accept-encoding "gzip, deflate, br, zstd"] [--same-bytes]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { argument } from './support';

const DEFAULT_PATHS = ['/c/gear-3', '/p/MJ01/beaumont-summit-kit', '/women/tops-women/jackets-women', '/c/gear-3?color=49', '/search?q=jacket'];

interface Figures {
  path: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU milliseconds per request, when its pid is known. */
  cpuMs: number | null;
  /** req/s of the same answer served from memory by a bare Node.js server (`--same-bytes`). */
  sameBytesRps?: number;
}

/** Answers every request with one file's bytes and the given Content-Type and Content-Encoding; prints its port. */
const BARE_SERVER = `
const body = require('node:fs').readFileSync(process.argv[1]);
const headers = { 'content-type': process.argv[2], 'content-length': body.length };
if (process.argv[3]) headers['content-encoding'] = process.argv[3];
const server = require('node:http').createServer((request, response) => { response.writeHead(200, headers); response.end(body); });
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** The bytes `url` answers, served by BARE_SERVER in a child process. */
async function bareServerOf(url: string, headers: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  // node:http, not fetch: the bytes as sent, compressed or not.
  const answer = await new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
      })
      .on('error', reject);
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'same-bytes-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, answer.body);
  const contentType = answer.headers['content-type'] ?? 'application/octet-stream';
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file, contentType, answer.headers['content-encoding'] ?? ''], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** utime + stime of a process in milliseconds (Linux clock ticks are 1/100 s). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function run(url: string, seconds: number, connections: number, pid: number | null, headers: Record<string, string>): Promise<Omit<Figures, 'path'>> {
  const before = pid ? cpuTimeMs(pid) : 0;
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuMs = pid && result.requests.total > 0 ? (cpuTimeMs(pid) - before) / result.requests.total : null;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts, cpuMs };
}

/** A JavaScript chunk the home page loads: a file Next serves from disk, the ceiling for any page. */
async function staticFile(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const match = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html);
  if (!match) throw new Error('no /_next/static script on the home page');
  return match[1]!;
}

async function main() {
  const base = (argument('base') ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const seconds = Number(argument('seconds') ?? 8);
  const connections = Number(argument('connections') ?? 50);
  const paths = argument('paths')?.split(',') ?? DEFAULT_PATHS;
  const pid = argument('server-pid') ? Number(argument('server-pid')) : null;
  // Without it, bodies go uncompressed (as autocannon asks); `--accept-encoding "gzip, deflate, br, zstd"` asks as Chromium does.
  const acceptEncoding = argument('accept-encoding');
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const sameBytes = process.argv.includes('--same-bytes');
  const file = await staticFile(base);
  console.log(`${base}, ${connections} connections, ${seconds} s each after a 2 s warm-up, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, Accept-Encoding: ${acceptEncoding ?? '(none)'}`);
  const rows: Figures[] = [];
  for (const path of [file, ...paths]) {
    await run(`${base}${path}`, 2, 10, null, headers);
    const row: Figures = { path, ...(await run(`${base}${path}`, seconds, connections, pid, headers)) };
    if (sameBytes) {
      const bare = await bareServerOf(`${base}${path}`, headers);
      try {
        await run(bare.url, 2, 10, null, headers);
        row.sameBytesRps = (await run(bare.url, seconds, connections, null, headers)).rps;
      } finally {
        bare.stop();
      }
    }
    rows.push(row);
  }
  const reference = rows[0]!;
  const sameBytesHead = sameBytes ? ' same bytes from a bare server, req/s | share of it |' : '';
  console.log(`| path | req/s | p99 ms | share of the static file | p99 / static p99 | server CPU ms / request | non-2xx | errors |${sameBytesHead}`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |${sameBytes ? ' --- | --- |' : ''}`);
  for (const row of rows) {
    const share = row === reference ? 'reference' : `${((100 * row.rps) / reference.rps).toFixed(0)} %`;
    const p99 = row === reference ? '1' : (row.p99 / Math.max(1, reference.p99)).toFixed(2);
    const cpu = row.cpuMs === null ? '–' : row.cpuMs.toFixed(2);
    const bare = row.sameBytesRps === undefined ? '' : ` ${row.sameBytesRps.toFixed(0)} | ${((100 * row.rps) / row.sameBytesRps).toFixed(0)} % |`;
    console.log(`| \`${row === reference ? '_next/static file' : row.path}\` | ${row.rps.toFixed(0)} | ${row.p99} | ${share} | ${p99} | ${cpu} | ${row.non2xx} | ${row.errors} |${bare}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
