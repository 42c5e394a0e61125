import {
  createShopDirectory,
  inspectOrders,
  orderPayload,
  request,
  startShop,
  type RunningShop,
  type ShopDirectory,
} from './support/shop-server';

describe('kill -9 while orders are being placed', () => {
  let shop: ShopDirectory;
  let server: RunningShop | undefined;

  beforeAll(async () => {
    shop = await createShopDirectory();
  }, 300_000);

  afterAll(async () => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    shop?.remove();
  });

  it('keeps every acknowledged order and a stock that matches the orders after a restart on the same directory', async () => {
    server = await startShop(shop);
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
          orderPayload(orderId, shop.skus, index),
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
    server = await startShop(shop);
    const health = await request(server.port, 'GET', '/api/health');
    expect(health.status).toBe(200);
    // A client that resends an acknowledged order (its answer was lost with the connection) gets the same order.
    const resent = acknowledged.at(-1)!;
    const replay = await request(
      server.port,
      'POST',
      '/api/order',
      orderPayload(resent, shop.skus, Number(resent.split('-')[1])),
    );
    expect(replay.status).toBe(200);
    server.process.kill('SIGTERM');
    await server.exited;

    const { clientOrderIds, stockMismatches, database } = await inspectOrders(shop);
    try {
      expect(acknowledged.filter((id) => !clientOrderIds.has(id))).toEqual([]);
      expect(stockMismatches).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
