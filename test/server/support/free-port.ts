import net from 'node:net';

/** Ports this process has handed out: a server picked for one may not have bound it yet when the next is asked. */
const handedOut = new Set<number>();

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A TCP port on 127.0.0.1 that nothing listens on, for a server that must be told its port before it starts (nginx,
 * the standalone server, `next start` behind nginx). From TEST_PORT_RANGE ("3500-3599") when set, so that work sharing
 * a machine keeps to its own ports; otherwise one the system picks.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORT_RANGE ?? '');
  if (!range) {
    for (;;) {
      const port = await new Promise<number>((resolve, reject) => {
        const server = net.createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
          const { port: picked } = server.address() as net.AddressInfo;
          server.close(() => resolve(picked));
        });
      });
      if (!handedOut.has(port)) return handOut(port);
    }
  }
  const [low, high] = [Number(range[1]), Number(range[2])];
  for (let port = low; port <= high; port += 1) {
    if (!handedOut.has(port) && (await listens(port))) return handOut(port);
  }
  throw new Error(`No free port in TEST_PORT_RANGE ${low}-${high}`);
}

function handOut(port: number): number {
  handedOut.add(port);
  return port;
}
