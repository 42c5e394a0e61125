import { trace } from '@opentelemetry/api';
import { isTracingEnabled } from '@/lib/server/db/traced-queries';

/**
 * One JSON line per API request on stdout while traces are exported (ADR 0046): method, path (never the query, which
 * may carry a token), status, duration and the trace id to find its trace with.
 */
export function logRequest(request: unknown, status: number, startedAt: number): void {
  if (!isTracingEnabled() || !(request instanceof Request)) return;
  const span = trace.getActiveSpan()?.spanContext();
  const line = {
    time: new Date().toISOString(),
    level: status >= 500 ? 'error' : 'info',
    msg: 'request',
    method: request.method,
    path: new URL(request.url).pathname,
    status,
    duration_ms: Math.round(performance.now() - startedAt),
    trace_id: span?.traceId,
    span_id: span?.spanId,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
