/** Runs once when the server boots (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installGracefulShutdown, startDatabase } = await import('@/lib/server/db/lifecycle');
  installGracefulShutdown();
  // Not awaited: the server answers at once, /api/health says 503 'starting' until the database is open.
  void startDatabase();
  const { watchCatalogue } = await import('@/lib/server/render/catalogue-watch');
  watchCatalogue();
}
