import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Interactive work (a stock check, a cart update, a page) goes before bulk work (open catalogue searches, whose
 * filters and aggregations a client chooses). Bulk queries run when no interactive one waits, and after
 * {@link BULK_TURN_EVERY} interactive admissions in a row one waiting bulk query goes, so neither starves.
 */
export type Lane = 'interactive' | 'bulk';

const BULK_TURN_EVERY = 8;

const laneStorage = new AsyncLocalStorage<Lane>();

/** Runs `work` with every query it makes in the bulk lane. */
export function inBulkLane<T>(work: () => Promise<T>): Promise<T> {
  return laneStorage.run('bulk', work);
}

export function currentLane(): Lane {
  return laneStorage.getStore() ?? 'interactive';
}

export interface SchedulerLimits {
  /** Queries running at once in both lanes together (PGlite has one connection: 1). */
  slots: number;
  /** Of those, at most this many bulk queries (a PostgreSQL pool keeps connections free for interactive work). */
  bulkSlots: number;
  /**
   * Choose each next query after a turn of the event loop. For PGlite, whose queries run synchronously on this
   * thread: a chain of queries is otherwise one chain of microtasks, and requests that arrive meanwhile (sockets,
   * timers) could not even queue theirs until the chain ends.
   */
  yieldBetweenQueries?: boolean;
}

export class QueryScheduler {
  private running = 0;
  private runningBulk = 0;
  private interactiveStreak = 0;
  private dispatchScheduled = false;
  private readonly waiting: Record<Lane, (() => void)[]> = { interactive: [], bulk: [] };

  constructor(private readonly limits: SchedulerLimits) {}

  async run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
    await this.admit(lane);
    try {
      return await task();
    } finally {
      this.running--;
      if (lane === 'bulk') this.runningBulk--;
      this.requestDispatch();
    }
  }

  /** Queries waiting for a turn, per lane (for tests and diagnostics). */
  get queued(): Record<Lane, number> {
    return { interactive: this.waiting.interactive.length, bulk: this.waiting.bulk.length };
  }

  private admit(lane: Lane): Promise<void> {
    return new Promise((resolve) => {
      this.waiting[lane].push(resolve);
      this.requestDispatch();
    });
  }

  private requestDispatch(): void {
    if (!this.limits.yieldBetweenQueries) return this.dispatch();
    if (this.dispatchScheduled) return;
    this.dispatchScheduled = true;
    setImmediate(() => {
      this.dispatchScheduled = false;
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.running < this.limits.slots) {
      const lane = this.nextLane();
      if (!lane) return;
      const start = this.waiting[lane].shift()!;
      this.running++;
      if (lane === 'bulk') {
        this.runningBulk++;
        this.interactiveStreak = 0;
      } else if (this.waiting.bulk.length > 0) {
        this.interactiveStreak++;
      }
      start();
    }
  }

  private nextLane(): Lane | null {
    const bulkMayRun = this.waiting.bulk.length > 0 && this.runningBulk < this.limits.bulkSlots;
    if (this.waiting.interactive.length === 0) return bulkMayRun ? 'bulk' : null;
    if (bulkMayRun && this.interactiveStreak >= BULK_TURN_EVERY) return 'bulk';
    return 'interactive';
  }
}
