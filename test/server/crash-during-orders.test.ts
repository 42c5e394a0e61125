import { inspectOrders, request, shopPerBlock } from './support/shop-server';
import { orderPayload, twoLines } from '../support/orders';

describe('kill -9 while orders are being placed', () => {
  const shop = shopPerBlock();

  it('keeps every acknowledged order and a stock that matches the orders after a restart on the same directory', async () => {
    let server = await shop.start();
    const { port } = server;
    const acknowledged: string[] = [];
    let sequence = 0;
    let killed = false;
    // Five clients place orders until the server is gone.
    const client = async () => {
      while (!killed) {
        const index = sequence++;
        const orderId = `crash-${index}`;
        const answer = await request(
          port,
          'POST',
          '/api/order',
          orderPayload(twoLines(shop.directory().skus, index, 3), { order_id: orderId }),
        ).catch(() => undefined);
        if (answer?.status === 200) acknowledged.push(orderId);
        else if (answer) throw new Error(`order ${orderId} answered ${answer.status}: ${answer.body}`);
      }
    };
    const clients = Promise.all([1, 2, 3, 4, 5].map(client));
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    server.process.kill('SIGKILL');
    await server.exited;
    killed = true;
    await clients;

    // The lock died with the process: the shop starts again at once on the same directory.
    server = await shop.start();
    const health = await request(server.port, 'GET', '/api/health');
    expect(health.status).toBe(200);
    // A client that resends an acknowledged order (its answer was lost with the connection) gets the same order.
    const resent = acknowledged.at(-1)!;
    const replay = await request(
      server.port,
      'POST',
      '/api/order',
      orderPayload(twoLines(shop.directory().skus, Number(resent.split('-')[1]), 3), { order_id: resent }),
    );
    expect(replay.status).toBe(200);
    server.process.kill('SIGTERM');
    await server.exited;

    const { clientOrderIds, stockMismatches, database } = await inspectOrders(shop.directory());
    try {
      expect(acknowledged.filter((id) => !clientOrderIds.has(id))).toEqual([]);
      expect(stockMismatches).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
