import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP JSON sends it, its attributes flattened to a record. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpValue[] };
}

/** A metric data point as OTLP/HTTP JSON sends it: the metric's name, its attributes flattened, and its value. */
export interface ReceivedPoint {
  metric: string;
  attributes: Record<string, unknown>;
  /** A histogram's count, a sum's value. */
  value: number;
}

interface OtlpPoint {
  attributes?: { key: string; value: OtlpValue }[];
  count?: string | number;
  asInt?: string | number;
  asDouble?: number;
}

interface OtlpMetrics {
  resourceMetrics?: {
    scopeMetrics?: { metrics?: { name: string; histogram?: { dataPoints?: OtlpPoint[] }; sum?: { dataPoints?: OtlpPoint[] } }[] }[];
  }[];
}

interface OtlpTraces {
  resourceSpans?: { scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes'> & { attributes?: { key: string; value: OtlpValue }[] })[] }[] }[];
}

const plain = (value: OtlpValue): unknown =>
  value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue ?? value.arrayValue?.values?.map(plain);

/**
 * A local OTLP/HTTP receiver (JSON, POST /v1/traces and /v1/metrics) in a few lines of Node: keeps every span and
 * metric data point it is sent and the raw bodies, and resolves `until(condition)` as soon as what arrived satisfies it.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const points: ReceivedPoint[] = [];
  const bodies: string[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        bodies.push(body);
        const traces = JSON.parse(body) as OtlpTraces;
        for (const resource of traces.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({ ...span, attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, plain(value)])) });
        for (const wake of waiters) wake();
      }
      if (request.method === 'POST' && request.url === '/v1/metrics') {
        bodies.push(body);
        const received = JSON.parse(body) as OtlpMetrics;
        for (const resource of received.resourceMetrics ?? [])
          for (const scope of resource.scopeMetrics ?? [])
            for (const metric of scope.metrics ?? [])
              for (const point of metric.histogram?.dataPoints ?? metric.sum?.dataPoints ?? [])
                points.push({
                  metric: metric.name,
                  attributes: Object.fromEntries((point.attributes ?? []).map(({ key, value }) => [key, plain(value)])),
                  value: Number(point.count ?? point.asInt ?? point.asDouble ?? 0),
                });
        for (const wake of waiters) wake();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    spans,
    points,
    bodies,
    /** Resolves with the condition's first truthy answer over the spans received so far; rejects after `timeoutMs`. */
    until<T>(condition: (received: readonly ReceivedSpan[], metrics: readonly ReceivedPoint[]) => T | undefined, timeoutMs = 30_000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = condition(spans, points);
          if (found === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such spans within ${timeoutMs} ms; received: ${spans.map((span) => span.name).join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
