/**
 * OpenTelemetry metrics over OTLP/HTTP (ADR 0046 addendum), started by instrumentation.ts beside the traces when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: the instruments of ./instruments.ts go to `/v1/metrics` every
 * OTEL_METRIC_EXPORT_INTERVAL ms.
 */
import { metrics } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { appVersion } from '@/lib/config/constants';
import { env } from '@/lib/config/env';

export function startMetrics(): void {
  const provider = new MeterProvider({
    resource: resourceFromAttributes({ 'service.name': env().OTEL_SERVICE_NAME, 'service.version': appVersion.version }),
    readers: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter(), exportIntervalMillis: env().OTEL_METRIC_EXPORT_INTERVAL })],
  });
  metrics.setGlobalMeterProvider(provider);
}
