/**
 * OpenTelemetry traces over OTLP/HTTP (ADR 0046), started by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set: Next.js's own spans (the request, its route, page renders and route handlers) and the shop's database spans
 * (lib/server/db/traced-queries.ts). The exporter reads the standard OTEL_* variables (endpoint, headers, timeout;
 * OTEL_BSP_* for batching).
 */
import { context, SpanKind, trace, type Attributes, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type ReadableSpan, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { appVersion } from '@/lib/config/constants';
import { env } from '@/lib/config/env';
import { recordRequest } from './instruments';

/** Attributes that carry a URL: its query may hold a token or a search term, so only the path is kept. */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'next.url'];

/** Drops query strings from the URLs Next.js puts on its spans (the query is never needed to read a trace). */
const withoutQueries: SpanProcessor = {
  onStart(span: Span, _parent: Context) {
    for (const name of URL_ATTRIBUTES) {
      const value = span.attributes[name];
      if (typeof value === 'string' && value.includes('?')) span.setAttribute(name, value.slice(0, value.indexOf('?')));
    }
    if (span.attributes['url.query'] !== undefined) span.setAttribute('url.query', '');
  },
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

const firstOf = (attributes: Attributes, ...names: string[]) => {
  for (const name of names) if (attributes[name] !== undefined) return String(attributes[name]);
  return undefined;
};

/** Each request's duration as a metric (./instruments.ts), from the server span Next.js ends when it has answered. */
const requestMetrics: SpanProcessor = {
  onStart: () => undefined,
  onEnd(span: ReadableSpan) {
    if (span.kind !== SpanKind.SERVER || span.parentSpanContext) return;
    const [seconds, nanos] = span.duration;
    const route = firstOf(span.attributes, 'http.route', 'next.route');
    recordRequest(seconds + nanos / 1e9, {
      'http.request.method': firstOf(span.attributes, 'http.request.method', 'http.method') ?? 'GET',
      'http.response.status_code': Number(firstOf(span.attributes, 'http.response.status_code', 'http.status_code') ?? 0),
      ...(route ? { 'http.route': route } : {}),
    });
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/** Spans still batched when the process ends are lost (at most OTEL_BSP_SCHEDULE_DELAY's worth, 5 s by default). */
export function startTracing(): void {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': env().OTEL_SERVICE_NAME,
      'service.version': appVersion.version,
    }),
    spanProcessors: [withoutQueries, requestMetrics, new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: env().OTEL_BSP_SCHEDULE_DELAY })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
}
