import { createShopDirectory, request, startShop, type RunningShop, type ShopDirectory } from './support/shop-server';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { orderPayload, testAddress, twoLines } from '../support/orders';

/**
 * OpenTelemetry (ADR 0046): with OTEL_EXPORTER_OTLP_ENDPOINT set, one order is one trace a collector can read (the
 * route, its database queries by kind), with nothing of the shopper in it, and the request's JSON log line names it.
 */
describe('traces over OTLP/HTTP', () => {
  let directory: ShopDirectory;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let server: RunningShop | undefined;

  beforeAll(async () => {
    [directory, receiver] = await Promise.all([createShopDirectory(), startOtlpReceiver()]);
  }, 300_000);
  afterAll(async () => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    await receiver?.close();
    directory?.remove();
  });

  it('one order gives a trace with its route and database spans, no personal data, and a request log line with its id', async () => {
    server = await startShop({
      ...directory,
      env: {
        ...directory.env,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.port}`,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_METRIC_EXPORT_INTERVAL: '200',
      },
    });
    const address = testAddress({ firstname: 'Wilhelmina', lastname: 'Tracewell', street: ['Spanstraße', '42'], city: 'Otelbach', telephone: '555-7731', email: 'wilhelmina.tracewell@example.com' });
    const answer = await request(server.port, 'POST', '/api/order', orderPayload(twoLines(directory.skus, 0), { order_id: `otel-${Date.now()}` }, address));
    expect(answer.status).toBe(200);

    const isOrderRoute = (span: ReceivedSpan) => [span.attributes['http.route'], span.attributes['next.route']].includes('/api/order');
    const orderTrace = await receiver.until((spans) => {
      const root = spans.find((span) => isOrderRoute(span) && span.attributes['http.method'] === 'POST');
      const trace = root && spans.filter((span) => span.traceId === root.traceId);
      return root && trace?.some((span) => span.name.startsWith('db ')) ? { root, trace } : undefined;
    });

    const databaseSpans = orderTrace.trace.filter((span) => span.name.startsWith('db '));
    expect(databaseSpans.map((span) => span.attributes['db.operation.name'])).toEqual(expect.arrayContaining(['SELECT', 'INSERT']));
    for (const span of databaseSpans) {
      expect(span.attributes['db.system.name']).toBe('postgresql');
      expect(Object.keys(span.attributes).sort()).toEqual(['db.operation.name', 'db.system.name']);
    }

    // Nothing of the shopper: not in any span of the trace, nor anywhere the collector was sent.
    const sent = receiver.bodies.join('\n');
    for (const personal of ['Wilhelmina', 'Tracewell', 'Spanstraße', 'Otelbach', '555-7731', 'example.com']) expect(sent).not.toContain(personal);

    const logLine = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request' && line.path === '/api/order');
    expect(logLine).toMatchObject({ method: 'POST', status: 200, trace_id: orderTrace.root.traceId });
  }, 120_000);

  it('metrics: request durations by route and status, query durations by kind, orders by store view', async () => {
    expect(server).toBeDefined();
    // The order of the test above, seen in the metrics the shop sends every 200 ms.
    const seen = await receiver.until((_spans, points) => {
      const request = points.find(
        (point) => point.metric === 'http.server.request.duration' && point.attributes['http.route'] === '/api/order' && point.value > 0,
      );
      const query = points.find((point) => point.metric === 'db.client.operation.duration' && point.attributes['db.operation.name'] === 'INSERT');
      const order = points.find((point) => point.metric === 'storefront.orders' && point.value >= 1);
      return request && query && order ? { request, query, order } : undefined;
    });
    expect(seen.request.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.response.status_code': 200 });
    expect(seen.query.attributes).toEqual({ 'db.system.name': 'postgresql', 'db.operation.name': 'INSERT' });
    expect(seen.order.attributes).toEqual({ 'storefront.store_code': 'default' });
  }, 60_000);
});
