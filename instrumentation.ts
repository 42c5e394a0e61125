/** Runs once when the server boots (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Traces and metrics only when an OTLP endpoint is set (ADR 0046); first, so the database's clients and Next.js's spans see it.
  const { isTracingEnabled } = await import('@/lib/server/db/traced-queries');
  if (isTracingEnabled()) {
    const [{ startTracing }, { startMetrics }] = await Promise.all([import('@/lib/server/telemetry/tracing'), import('@/lib/server/telemetry/metrics')]);
    startTracing();
    startMetrics();
  }
  // Without PUBLIC_URL the pages' absolute URLs name the origin each request arrived at (ADR 0038): say so once.
  const { guessedOriginNotice } = await import('@/lib/server/seo/origin');
  const notice = guessedOriginNotice();
  if (notice) console.log(notice);
  const { startDatabase } = await import('@/lib/server/db/lifecycle');
  // Not awaited: the server answers at once, /api/health says 503 'starting' until the database is open.
  void startDatabase();
  const { watchCatalogue } = await import('@/lib/server/render/catalogue-watch');
  watchCatalogue();
}
