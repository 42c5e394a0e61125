import { QueryScheduler, currentLane, inBulkLane, type Lane } from './query-scheduler';

/** A task that runs until released, recording the order in which tasks started. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('QueryScheduler', () => {
  it('runs an interactive query before bulk queries that were queued earlier', async () => {
    const scheduler = new QueryScheduler({ slots: 1, bulkSlots: 1 });
    const started: string[] = [];
    const first = gate();
    const running = scheduler.run('bulk', async () => {
      started.push('bulk-0');
      await first.done;
    });
    const queued = [1, 2, 3].map((n) => scheduler.run('bulk', async () => void started.push(`bulk-${n}`)));
    const interactive = scheduler.run('interactive', async () => void started.push('stock'));
    expect(scheduler.queued).toEqual({ interactive: 1, bulk: 3 });
    first.release();
    await Promise.all([running, interactive, ...queued]);
    expect(started).toEqual(['bulk-0', 'stock', 'bulk-1', 'bulk-2', 'bulk-3']);
  });

  it('lets a bulk query through after a run of interactive ones, so bulk work is never starved', async () => {
    const scheduler = new QueryScheduler({ slots: 1, bulkSlots: 1 });
    const started: Lane[] = [];
    const first = gate();
    const running = scheduler.run('interactive', async () => {
      await first.done;
    });
    const bulk = scheduler.run('bulk', async () => void started.push('bulk'));
    const interactive = Array.from({ length: 12 }, () =>
      scheduler.run('interactive', async () => void started.push('interactive')),
    );
    first.release();
    await Promise.all([running, bulk, ...interactive]);
    expect(started.indexOf('bulk')).toBe(8);
  });

  it('keeps bulk queries within their own slots and leaves the rest to interactive work', async () => {
    const scheduler = new QueryScheduler({ slots: 10, bulkSlots: 2 });
    const gates = Array.from({ length: 4 }, () => gate());
    let bulkRunning = 0;
    let maxBulk = 0;
    const bulk = gates.map((g) =>
      scheduler.run('bulk', async () => {
        maxBulk = Math.max(maxBulk, ++bulkRunning);
        await g.done;
        bulkRunning--;
      }),
    );
    let interactiveRan = false;
    await scheduler.run('interactive', async () => void (interactiveRan = true));
    expect(interactiveRan).toBe(true);
    expect(scheduler.queued.bulk).toBe(2);
    gates.forEach((g) => g.release());
    await Promise.all(bulk);
    expect(maxBulk).toBe(2);
  });

  it('releases its slot when a query fails', async () => {
    const scheduler = new QueryScheduler({ slots: 1, bulkSlots: 1 });
    await expect(scheduler.run('interactive', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(scheduler.run('bulk', async () => 'ok')).resolves.toBe('ok');
  });
});

describe('lanes', () => {
  it('are interactive by default and bulk inside inBulkLane, across awaits', async () => {
    expect(currentLane()).toBe('interactive');
    const seen = await inBulkLane(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return currentLane();
    });
    expect(seen).toBe('bulk');
    expect(currentLane()).toBe('interactive');
  });
});

describe('turns of the event loop', () => {
  it('lets a request that arrives from the event loop, during a chain of bulk queries, go before the rest of the chain', async () => {
    const scheduler = new QueryScheduler({ slots: 1, bulkSlots: 1, yieldBetweenQueries: true });
    const order: string[] = [];
    let stock: Promise<void> = Promise.resolve();
    // Ten bulk queries back to back, each a pure chain of microtasks (as PGlite's synchronous queries are); while the
    // second runs, a shopper's request arrives on the next turn of the event loop (as an HTTP request would).
    const bulkChain = (async () => {
      for (let n = 0; n < 10; n++) {
        await scheduler.run('bulk', async () => {
          order.push(`bulk-${n}`);
          if (n === 1) {
            stock = new Promise<void>((resolve) =>
              setImmediate(() => void scheduler.run('interactive', async () => void order.push('stock')).then(resolve)),
            );
          }
        });
      }
    })();
    await bulkChain;
    await stock;
    // Without the yields it would come last (index 10); with them it goes right after the query that was running.
    expect(order.indexOf('stock')).toBeLessThanOrEqual(3);
  });
});
