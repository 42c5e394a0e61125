/** Spec §4 Sync task and User token lock, §8 error catalogue: the pure decisions of the client task queue. */
import { BAD_CONTENT_TYPE, WRONG_FORMAT } from './api-errors';

export const TOKEN_REFRESH_FAILED = 'Error refreshing user token. User is not authorized to access the resource';
export const missingCartIdMessage = (url: string) =>
  `Error executing sync task ${url} the required cartId argument is null. Re-creating shopping cart synchro.`;

/** Placeholders filled in when a task is sent, so a task queued before login or before the cart existed still works. */
const CART_ID_PLACEHOLDER = '{{cartId}}';
export const TOKEN_PLACEHOLDER = '{{token}}';

interface SyncTaskPayload {
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
}

export interface SyncTask {
  task_id?: number;
  url: string;
  payload: SyncTaskPayload;
  transmited: 0 | 1;
  transmited_at: number | null;
  result: unknown;
  resultCode: number | string | null;
  created_at: number;
  updated_at: number;
  /** Name of the handler that receives the finished task (kept across reloads, unlike a closure). */
  callback_event: string | null;
  /** Data the handler needs (e.g. the quantity to restore when an update fails). */
  meta?: unknown;
  /** Keep the finished task in the table instead of removing it. */
  is_result_cacheable?: boolean;
  /** No error notification for this task. */
  silent?: boolean;
  /** Tab that took the task for sending, and when (cross-tab guard without Web Locks). */
  claimed_by?: string | null;
  claimed_at?: number | null;
}

export type SyncTaskInput = Pick<SyncTask, 'url' | 'payload'> &
  Partial<Pick<SyncTask, 'callback_event' | 'meta' | 'is_result_cacheable' | 'silent'>>;

export function newSyncTask(input: SyncTaskInput, now: number): SyncTask {
  return {
    callback_event: null,
    ...input,
    transmited: 0,
    transmited_at: null,
    result: null,
    resultCode: null,
    created_at: now,
    updated_at: now,
  };
}

export function needsCartId(task: Pick<SyncTask, 'url' | 'payload'>): boolean {
  return task.url.includes(CART_ID_PLACEHOLDER) || JSON.stringify(task.payload.body ?? null).includes(CART_ID_PLACEHOLDER);
}

export interface ResolvedRequest {
  url: string;
  body: string | undefined;
  /** Whether a user token went with the request (only then a 401 means the token expired). */
  carriesToken: boolean;
}

/** Fills the cart id and token in; null when the task needs a cart id and there is none yet. */
export function resolveTaskRequest(task: SyncTask, cartId: string | null, token: string | null): ResolvedRequest | null {
  if (needsCartId(task) && !cartId) return null;
  const fill = (text: string, encode: (value: string) => string) =>
    text.split(CART_ID_PLACEHOLDER).join(encode(cartId ?? '')).split(TOKEN_PLACEHOLDER).join(encode(token ?? ''));
  const body = task.payload.body === undefined ? undefined : fill(JSON.stringify(task.payload.body), (value) => value);
  return {
    url: fill(task.url, encodeURIComponent),
    body,
    carriesToken: Boolean(token) && task.url.includes(TOKEN_PLACEHOLDER),
  };
}

export interface TaskAnswer {
  code: number | string;
  result: unknown;
}

/** Reads an answer: not JSON → bad content type; JSON without {code, result} → wrong format. */
export function interpretResponse(status: number, contentType: string | null, body: unknown): TaskAnswer {
  if (!(contentType ?? '').includes('application/json')) return { code: status, result: BAD_CONTENT_TYPE };
  if (typeof body !== 'object' || body === null || !('code' in body) || !('result' in body)) {
    return { code: status, result: WRONG_FORMAT };
  }
  const envelope = body as { code: unknown; result: unknown };
  const code = typeof envelope.code === 'number' || typeof envelope.code === 'string' ? envelope.code : status;
  return { code, result: envelope.result };
}

export type TokenLockState = 0 | 1 | -1;
export const TOKEN_LOCK = { normal: 0, refreshing: 1, blocked: -1 } as const;

export type AuthDecision = 'accept' | 'refresh' | 'blocked';

/** A 401 on a request that carried a token asks for one refresh; without a token a 401 is an ordinary answer. */
export function decideOnAnswer(answer: TaskAnswer, carriesToken: boolean, lock: TokenLockState): AuthDecision {
  if (Number(answer.code) !== 401 || !carriesToken) return 'accept';
  return lock === TOKEN_LOCK.blocked ? 'blocked' : 'refresh';
}

export function isSuccess(code: number | string | null): boolean {
  return Number(code) === 200;
}

/** Non-200 with a message → error notification with OK, unless silent, ENOTFOUND or while the token is refreshed. */
export function errorToNotify(task: Pick<SyncTask, 'silent'>, answer: TaskAnswer, lock: TokenLockState): string | null {
  if (isSuccess(answer.code) || task.silent || answer.code === 'ENOTFOUND' || lock === TOKEN_LOCK.refreshing) return null;
  if (typeof answer.result === 'string' && answer.result) return answer.result;
  const message = (answer.result as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

export function markTransmitted(task: SyncTask, answer: TaskAnswer, now: number): SyncTask {
  return { ...task, transmited: 1, transmited_at: now, result: answer.result, resultCode: answer.code, updated_at: now };
}

/** A claim older than this is taken to belong to a closed tab. */
const CLAIM_TIMEOUT_MS = 30_000;

/**
 * Whether this tab may send the task. Holding the queue's Web Lock, no other tab of the browser can be sending, so any
 * other claim was left by a tab or browser that closed mid-send and never blocks (an order confirmed right after a
 * browser restart goes out at once); without Web Locks a claim older than CLAIM_TIMEOUT_MS is taken to be such one.
 */
export function canClaim(
  task: Pick<SyncTask, 'transmited' | 'claimed_by' | 'claimed_at'>,
  tabId: string,
  now: number,
  { holdsQueueLock = false }: { holdsQueueLock?: boolean } = {},
): boolean {
  if (task.transmited) return false;
  if (!task.claimed_by || task.claimed_by === tabId || holdsQueueLock) return true;
  return now - (task.claimed_at ?? 0) > CLAIM_TIMEOUT_MS;
}
