/**
 * Page throughput against a running shop (issue 14, ADR 0020): autocannon with 50 connections on a category page, a
 * product page and a static `_next/static` file of the same server, in one run, each after a warm-up; every page's
 * requests per second as a share of the static file's, and its p99 beside the file's.
 * With `--server-pid` (the `next start` process) it also prints the server's CPU time per request (user + system, read
 * from /proc before and after each timed run): a figure other load on a shared machine changes far less than req/s.
 * usage: npx tsx bench/page-throughput.ts --base http://127.0.0.1:3000 [--seconds 8] [--connections 50] [--paths /a,/b]
 *        [--server-pid PID] [--accept-encoding "gzip, deflate, br, zstd"]
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
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
  const file = await staticFile(base);
  console.log(`${base}, ${connections} connections, ${seconds} s each after a 2 s warm-up, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, Accept-Encoding: ${acceptEncoding ?? '(none)'}`);
  const rows: Figures[] = [];
  for (const path of [file, ...paths]) {
    await run(`${base}${path}`, 2, 10, null, headers);
    rows.push({ path, ...(await run(`${base}${path}`, seconds, connections, pid, headers)) });
  }
  const reference = rows[0]!;
  console.log('| path | req/s | p99 ms | share of the static file | p99 / static p99 | server CPU ms / request | non-2xx | errors |\n| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const share = row === reference ? 'reference' : `${((100 * row.rps) / reference.rps).toFixed(0)} %`;
    const p99 = row === reference ? '1' : (row.p99 / Math.max(1, reference.p99)).toFixed(2);
    const cpu = row.cpuMs === null ? '–' : row.cpuMs.toFixed(2);
    console.log(`| \`${row === reference ? '_next/static file' : row.path}\` | ${row.rps.toFixed(0)} | ${row.p99} | ${share} | ${p99} | ${cpu} | ${row.non2xx} | ${row.errors} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
