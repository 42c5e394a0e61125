/**
 * A PostgreSQL server that stops answering (frozen, cut off by the network, an overloaded proxy) must not hold the
 * shop's requests for as long as it is gone: the client gives up after the statement timeout plus a margin, and the
 * API answers 503 with Retry-After. Two stand-in servers on a local port: one accepts connections and never speaks,
 * one completes the start-up handshake and then never answers a query.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { errorResponse } from '@/lib/server/http/envelope';

const STATEMENT_TIMEOUT_MS = 300;

/** AuthenticationOk, then ReadyForQuery (idle): what a server says after a start-up message that needs no password. */
const HANDSHAKE_ANSWER = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

async function standInServer(onConnection: (socket: net.Socket) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://shop@127.0.0.1:${port}/shop`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function timedFailure(url: string): Promise<{ error: unknown; elapsedMs: number }> {
  const database = await openDatabase({ url, migrate: false, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  const started = performance.now();
  try {
    const error = await execute(database.db, sql`SELECT 1`).then(
      () => null,
      (failure: unknown) => failure,
    );
    return { error, elapsedMs: performance.now() - started };
  } finally {
    await database.close().catch(() => undefined);
  }
}

async function expectServiceUnavailable(error: unknown): Promise<void> {
  expect(error).not.toBeNull();
  const response = errorResponse(error);
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('5');
  expect(await response.json()).toEqual({ code: 503, result: expect.stringMatching(/database is not available/) });
}

it('gives up connecting to a server that accepts the connection and never answers', async () => {
  const server = await standInServer(() => undefined);
  try {
    const { error, elapsedMs } = await timedFailure(server.url);
    await expectServiceUnavailable(error);
    expect(elapsedMs).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);
  } finally {
    await server.close();
  }
});

it('gives up waiting for a query a connected server never answers', async () => {
  let queriesReceived = 0;
  const server = await standInServer((socket) => {
    socket.once('data', () => {
      socket.write(HANDSHAKE_ANSWER);
      socket.on('data', () => (queriesReceived += 1));
    });
  });
  try {
    const { error, elapsedMs } = await timedFailure(server.url);
    expect(queriesReceived).toBeGreaterThan(0);
    expect((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message).toBe('Query read timeout');
    await expectServiceUnavailable(error);
    expect(elapsedMs).toBeLessThan(STATEMENT_TIMEOUT_MS + 3000);
  } finally {
    await server.close();
  }
});
