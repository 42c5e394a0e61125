/**
 * Spec §4 Sync task: server mutations persisted in Dexie, sent in order when online (one network attempt per task
 * and run), marked, and removed unless their result may be cached. Open tabs never send the same task twice.
 */
import {
  canClaim,
  decideOnAnswer,
  errorToNotify,
  markTransmitted,
  missingCartIdMessage,
  newSyncTask,
  resolveTaskRequest,
  TOKEN_PLACEHOLDER,
  TOKEN_REFRESH_FAILED,
  type SyncTask,
  type SyncTaskInput,
  type TaskAnswer,
} from '@/lib/domain/sync-task';
import { NETWORK_FAILED, sendTaskRequest } from '@/lib/api/http';
import { mayHoldData, type StorefrontDatabase } from './db';
import type { TokenLock } from './token-lock';

export interface SyncQueueContext {
  db: () => StorefrontDatabase;
  tokenLock: TokenLock;
  cartId: () => string | null;
  token: () => string | null;
  /**
   * Resolves once the session has been read from the browser's storage: until then `token()` answers null for a
   * customer too, and a customer's cart task sent without the token is refused (401) and its line dropped.
   */
  sessionReady?: () => Promise<void>;
  isOnline?: () => boolean;
  /** Error notification with OK (spec §8 non-200 with a message). */
  notifyError?: (message: string) => void;
  /** A task needs a cart id and there is none: the owner re-creates the cart. */
  onMissingCartId?: (message: string) => void;
  /** Every finished task goes here; the owner dispatches by callback_event. */
  onTaskDone?: (task: SyncTask) => void | Promise<void>;
  fetch?: typeof fetch;
  /** Only the tasks this queue owns (e.g. of one store view); all by default. */
  owns?: (task: SyncTask) => boolean;
}

export interface SyncQueue {
  enqueue(input: SyncTaskInput): Promise<SyncTask>;
  /** Sends what can be sent; returns the tasks finished in this run. */
  run(): Promise<SyncTask[]>;
  /** Queues a task and runs the queue: the finished task, or null when it stays queued (offline, no cart yet). */
  execute(input: SyncTaskInput): Promise<SyncTask | null>;
  /** Token refresh failed: untransmitted tasks are dropped. */
  discardUntransmitted(): Promise<void>;
  /**
   * A read (cart pull, totals): sent now with the token lock, never stored — a read that cannot be made offline is
   * simply made again later. null when offline, unreachable or the cart id is still missing.
   */
  read(input: Pick<SyncTaskInput, 'url' | 'payload'>): Promise<TaskAnswer | null>;
}

const LOCK_NAME = 'storefront-sync-queue';

function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `tab-${Math.random().toString(36).slice(2)}`;
}

/** Web Locks when the browser has them, so only one tab runs the queue at a time; `work` is told whether it holds one. */
async function withQueueLock<T>(work: (holdsQueueLock: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks?.request) return work(false);
  return locks.request(LOCK_NAME, () => work(true)) as Promise<T>;
}

/** Sends one task with the token lock's rules: a 401 that carried a token refreshes once and sends again. */
function createTransmitter(context: SyncQueueContext) {
  async function send(task: SyncTask, token: string | null): Promise<{ answer: TaskAnswer; carriesToken: boolean } | typeof NETWORK_FAILED | null> {
    const request = resolveTaskRequest(task, context.cartId(), token);
    if (!request) return null;
    const answer = await sendTaskRequest({ url: request.url, method: task.payload.method, body: request.body }, context.fetch);
    return answer === NETWORK_FAILED ? NETWORK_FAILED : { answer, carriesToken: request.carriesToken };
  }

  /** One task: send, and on a 401 that carried a token refresh once and resend. */
  async function transmit(task: SyncTask): Promise<TaskAnswer | typeof NETWORK_FAILED | null> {
    await context.sessionReady?.();
    // Blocked: requests with the refused token abort; once logged out (no token) a guest's tasks go out again.
    if (context.tokenLock.state() === -1 && context.token() && task.url.includes(TOKEN_PLACEHOLDER)) return { code: 401, result: TOKEN_REFRESH_FAILED };
    const first = await send(task, context.token());
    if (first === null || first === NETWORK_FAILED) return first;
    const decision = decideOnAnswer(first.answer, first.carriesToken, context.tokenLock.state());
    if (decision === 'accept') return first.answer;
    if (decision === 'blocked') return { code: 401, result: TOKEN_REFRESH_FAILED };
    const token = await context.tokenLock.refresh();
    if (!token) return { code: 401, result: TOKEN_REFRESH_FAILED };
    const retry = await send(task, token);
    if (retry === null || retry === NETWORK_FAILED) return retry;
    return retry.answer;
  }
  return transmit;
}

export function createSyncQueue(context: SyncQueueContext): SyncQueue {
  const tabId = newTabId();
  const table = () => context.db().syncTasks;
  const isOnline = context.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const transmit = createTransmitter(context);
  let running: Promise<SyncTask[]> | null = null;
  let rerun = false;

  /** Claims the task in one Dexie transaction: another tab that claimed it first keeps it. */
  async function claim(taskId: number, holdsQueueLock: boolean): Promise<SyncTask | null> {
    return context.db().transaction('rw', table(), async () => {
      const task = await table().get(taskId);
      const now = Date.now();
      if (!task || !canClaim(task, tabId, now, { holdsQueueLock })) return null;
      await table().update(taskId, { claimed_by: tabId, claimed_at: now });
      return { ...task, claimed_by: tabId, claimed_at: now };
    });
  }

  async function release(taskId: number) {
    await table().update(taskId, { claimed_by: null, claimed_at: null });
  }

  async function finish(task: SyncTask, answer: TaskAnswer): Promise<SyncTask> {
    const done = { ...markTransmitted(task, answer, Date.now()), claimed_by: null, claimed_at: null };
    if (done.is_result_cacheable) await table().put(done);
    else await table().delete(task.task_id!);
    const message = errorToNotify(task, answer, context.tokenLock.state());
    if (message) context.notifyError?.(message);
    await context.onTaskDone?.(done);
    return done;
  }

  async function runOnce(holdsQueueLock: boolean): Promise<SyncTask[]> {
    const finished: SyncTask[] = [];
    if (!isOnline() || !(await mayHoldData(context.db()))) return finished;
    const owns = context.owns ?? (() => true);
    const pending = (await table().where('transmited').equals(0).sortBy('task_id')).filter(owns);
    for (const queued of pending) {
      if (resolveTaskRequest(queued, context.cartId(), null) === null) {
        context.onMissingCartId?.(missingCartIdMessage(queued.url));
        continue;
      }
      const task = await claim(queued.task_id!, holdsQueueLock);
      if (!task) continue;
      const answer = await transmit(task);
      if (answer === null || answer === NETWORK_FAILED) {
        await release(task.task_id!);
        if (answer === NETWORK_FAILED) break;
        continue;
      }
      finished.push(await finish(task, answer));
      if (context.tokenLock.state() === -1) {
        await discardUntransmitted();
        break;
      }
    }
    return finished;
  }

  async function discardUntransmitted() {
    const owns = context.owns ?? (() => true);
    await table().where('transmited').equals(0).filter(owns).delete();
  }

  async function run(): Promise<SyncTask[]> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      const finished: SyncTask[] = [];
      do {
        rerun = false;
        finished.push(...(await withQueueLock(runOnce)));
      } while (rerun);
      return finished;
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  async function enqueue(input: SyncTaskInput): Promise<SyncTask> {
    const task = newSyncTask(input, Date.now());
    const task_id = await table().add(task);
    return { ...task, task_id };
  }

  return {
    enqueue,
    run,
    async execute(input) {
      const queued = await enqueue(input);
      const finished = await run();
      const mine = finished.find((task) => task.task_id === queued.task_id);
      if (mine) return mine;
      // Another run of this tab may have sent it meanwhile; if it is gone from the table it was sent elsewhere.
      return null;
    },
    discardUntransmitted,
    async read(input) {
      if (!isOnline()) return null;
      const answer = await transmit(newSyncTask(input, Date.now()));
      return answer === NETWORK_FAILED ? null : answer;
    },
  };
}
