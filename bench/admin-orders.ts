/**
 * The back office's order list and a status change over HTTP, against a running shop (issue 42's figures: with
 * 100,000 orders and 20,000 customers, p95 ≤ 100 ms for the list's first page, a filtered page and a search by
 * e-mail; ≤ 50 ms for a status change with its mail queued).
 * Prepare: npm run seed && npm run seed:orders -- --orders 100000 --customers 20000
 *          printf '%s' "$PASSWORD" | npm run staff:create -- --email bench@example.com --role staff
 * usage:   npx tsx bench/admin-orders.ts --http http://127.0.0.1:3000 --email bench@example.com --password … [--rounds 20]
 *          [--pause-ms 1000]  (a person's pace: that long between two of the owner's requests; none by default)
 */
import os from 'node:os';
import { argument, percentile } from './support';

const base = argument('http') ?? 'http://127.0.0.1:3000';
const rounds = Number(argument('rounds') ?? 20);
const pauseMs = Number(argument('pause-ms') ?? 0);

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 303 || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

async function timed(path: string, cookie: string, init: RequestInit = {}): Promise<[number, string, number]> {
  const started = performance.now();
  const response = await fetch(base + path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie }, redirect: 'manual' });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  return [elapsed, body, response.status];
}

function report(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms  (${sorted.length})`);
}

async function main() {
  const email = argument('email');
  const password = argument('password');
  if (!email || !password) throw new Error('--email and --password of a staff account are required');
  const cookie = await signIn(email, password);
  const [, first] = await timed('/admin/orders', cookie);
  const customer = /bench-customer-[a-z0-9-]+@example\.com/.exec(first)?.[0];
  const orderNumber = /#(?:<!-- -->)?(\d{9})/.exec(first)?.[1];
  if (!customer || !orderNumber) throw new Error('no generated orders on the first page: run npm run seed:orders first');
  const lists: [string, string][] = [
    ['first page', '/admin/orders'],
    ['status + store view', '/admin/orders?status=processing&store=de'],
    ['date range', '/admin/orders?from=2026-01-01&to=2026-03-31'],
    ['page 40', '/admin/orders?page=40'],
    ['search: e-mail', `/admin/orders?q=${encodeURIComponent(customer)}`],
    ['search: part of a name', '/admin/orders?q=grace+hopper'],
    ['search: order number', `/admin/orders?q=${orderNumber}`],
  ];
  console.log(`${base}, ${rounds} rounds; load ${os.loadavg()[0]!.toFixed(2)}`);
  for (const [label, path] of lists) {
    await timed(path, cookie);
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const [ms, , status] = await timed(path, cookie);
      if (status !== 200) throw new Error(`${path}: ${status}`);
      times.push(ms);
    }
    report(label, times);
  }
  // Status changes: pending orders moved to processing, each with its customer's mail queued.
  const [, pending] = await timed('/admin/orders?status=pending', cookie);
  const ids = [...pending.matchAll(/href="\/admin\/orders\/(\d+)"/g)].map((match) => match[1]!).slice(0, rounds);
  const changes: number[] = [];
  for (const id of ids) {
    const [, page] = await timed(`/admin/orders/${id}`, cookie);
    const version = /name="version" value="(\d+)"/.exec(page)?.[1];
    if (version === undefined) throw new Error(`order ${id}: no version on its page`);
    const [ms, body, status] = await timed(`/admin/orders/${id}/transition`, cookie, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ id, version, action: 'process' }),
    });
    if (status !== 303) throw new Error(`order ${id}: ${status} ${body.slice(0, 200)}`);
    changes.push(ms);
  }
  report('status change (pending → processing)', changes);
  console.log(`load ${os.loadavg()[0]!.toFixed(2)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
