import http from 'node:http';
import { shopPerBlock } from './support/shop-server';

/**
 * Keep-alive as a load balancer or an API client uses it (server/preload.mjs): an idle connection outlives Node's
 * default 5 s, so a client reusing it never meets a server closing it at that moment (ECONNRESET), and an idle
 * connection does not hold up a shutdown.
 */
function get(agent: http.Agent, port: number, path: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Longer than Node's default keep-alive timeout (5 s), which closed idle connections before. */
const IDLE_MS = 6_000;

describe('keep-alive connections', () => {
  const shop = shopPerBlock();

  it('keeps an idle connection open past 5 s for the client to reuse, and lets the server stop with it open', async () => {
    const server = await shop.start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let closedByServer = false;
    try {
      expect(await get(agent, server.port, '/api/health')).toEqual({ status: 200, reusedSocket: false });
      const [socket] = Object.values(agent.freeSockets).flat();
      socket!.on('close', () => (closedByServer = true));

      // The idle time is what is tested: a connection the server dropped would make the agent open a new one.
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      expect(closedByServer).toBe(false);
      expect(await get(agent, server.port, '/api/health')).toEqual({ status: 200, reusedSocket: true });

      const signalledAt = performance.now();
      server.process.kill('SIGTERM');
      const exit = await server.exited;
      expect({ exit, quick: performance.now() - signalledAt < 5_000 }).toEqual({ exit: { code: 143, signal: null }, quick: true });
      expect(closedByServer).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 120_000);
});
