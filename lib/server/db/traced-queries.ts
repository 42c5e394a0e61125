import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { env } from '@/lib/config/env';
import { sqlStatementKind } from '@/lib/domain/sql-statement-kind';
import { recordQuery } from '@/lib/server/telemetry/instruments';

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;

/** Whether traces are exported (ADR 0046): without an endpoint the database's clients are left as they are (no cost). */
export const isTracingEnabled = () => env().OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;

const tracer = () => trace.getTracer('storefront-db');

/**
 * Gives each call of a client's query methods a span: `db <KIND>` with the database system and the statement's kind
 * (SELECT, INSERT…), never its text or values. Applied before the query scheduler wraps the same methods, so the span
 * measures the query, not its wait for a slot.
 */
export function traceQueries<T extends object>(client: T, methods: (keyof T)[]): void {
  for (const name of methods) {
    const original = (client[name] as AsyncMethod).bind(client);
    (client as Record<keyof T, unknown>)[name] = (...args: unknown[]) => {
      // pg's query also takes a callback; that form is left untraced (drizzle uses promises).
      if (typeof args.at(-1) === 'function') return original(...args);
      const kind = name === 'transaction' ? 'TRANSACTION' : sqlStatementKind(args[0]);
      return tracer().startActiveSpan(`db ${kind}`, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.operation.name': kind } }, async (span) => {
        const started = performance.now();
        try {
          return await original(...args);
        } catch (error) {
          // The error's class only: a message may quote the values of the statement.
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.name ?? 'Error' });
          throw error;
        } finally {
          span.end();
          recordQuery(kind, (performance.now() - started) / 1000);
        }
      });
    };
  }
}
