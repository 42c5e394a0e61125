import net from 'node:net';

/**
 * A TCP relay between the shop and its PostgreSQL server that a test can freeze: connections stay open but nothing
 * passes either way, as when the server hangs or the network drops packets. Thawed, the held connections are cut
 * (the pool replaces them) and new ones pass again.
 */
export interface TcpRelay {
  port: number;
  freeze: () => void;
  thaw: () => void;
  close: () => Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  let frozen = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  const server = net.createServer((client) => {
    const pair: { client: net.Socket; upstream: net.Socket | null } = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (frozen) return;
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    thaw: () => {
      frozen = false;
      for (const { client } of pairs) client.destroy();
    },
    close: () => {
      for (const { client } of pairs) client.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
