import http from 'node:http';

/** Shared by the benchmarks: command-line options, percentiles, load and a lean HTTP client. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The p-th percentile of ascending timings (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

/**
 * Runs `total` jobs keeping `concurrency` in flight. A job answers an HTTP status (anything but 200, or a throw, is
 * a failure); the result has the latency percentiles in ms and the throughput.
 */
export async function load(total: number, concurrency: number, job: (index: number) => Promise<number>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const t0 = performance.now();
        const status = await job(index).catch(() => 0);
        latencies.push(performance.now() - t0);
        if (status !== 200) failures++;
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: total / wall, failures };
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * POSTs JSON over a kept-alive connection and reads the answer, with node:http rather than `fetch`: on this 2-core host
 * `fetch` itself added 3–4 ms to the median and 4–10 ms to the p95 of a cached search answered in ~2 ms (200 requests
 * in a row, session 39), which a benchmark of the server's answer time must not count.
 */
export function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: keepAlive, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
