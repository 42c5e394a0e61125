/**
 * The shop's metric instruments (ADR 0046 addendum), on the OpenTelemetry API alone: until instrumentation.ts starts
 * the SDK (lib/server/telemetry/metrics.ts, only with OTEL_EXPORTER_OTLP_ENDPOINT set) they are the API's no-op ones.
 *
 * - `http.server.request.duration` (s): every request Next.js served, by method, route and status (from its spans);
 * - `db.client.operation.duration` (s): every database query, by kind (SELECT, INSERT…), never its text;
 * - `storefront.orders`: orders placed, by store view (a replayed order_id is not counted again).
 */
import { metrics, type Attributes } from '@opentelemetry/api';

const meter = () => metrics.getMeter('storefront');

/** A database query's duration, by its kind (lib/server/db/traced-queries.ts). */
export function recordQuery(kind: string, seconds: number): void {
  meter()
    .createHistogram('db.client.operation.duration', { unit: 's', description: 'Duration of database queries' })
    .record(seconds, { 'db.system.name': 'postgresql', 'db.operation.name': kind });
}

/** An order placed (not a replay of one), by store view. */
export function countOrder(storeCode: string): void {
  meter().createCounter('storefront.orders', { description: 'Orders placed' }).add(1, { 'storefront.store_code': storeCode });
}

/** A request Next.js answered: its duration and what its server span says of it. */
export function recordRequest(seconds: number, attributes: Attributes): void {
  meter()
    .createHistogram('http.server.request.duration', { unit: 's', description: 'Duration of HTTP server requests' })
    .record(seconds, attributes);
}
