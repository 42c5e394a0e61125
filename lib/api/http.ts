import type * as z from 'zod/mini';
import { BAD_CONTENT_TYPE, WRONG_FORMAT } from '@/lib/domain/api-errors';
import { interpretResponse, type TaskAnswer } from '@/lib/domain/sync-task';

/**
 * The client's one way to the commerce API (/api/*): URLs, tokens and the `{ code, result }` envelope are known in
 * lib/api only; stores, the sync queue and components call these functions.
 */

class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/** Fetches JSON from the commerce API; a non-JSON answer or one of the wrong shape is an error. */
export async function fetchJson<T extends z.ZodMiniType>(url: string, schema: T, init?: RequestInit): Promise<z.infer<T>> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    throw new ApiClientError(BAD_CONTENT_TYPE, response.status);
  }
  const body: unknown = await response.json();
  if (!response.ok) {
    const message = typeof (body as { result?: unknown })?.result === 'string' ? (body as { result: string }).result : WRONG_FORMAT;
    throw new ApiClientError(message, response.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiClientError(WRONG_FORMAT, response.status);
  return parsed.data;
}

/** A call's answer as the account, review and event forms show it. */
export type ApiAnswer<T> = { ok: true; result: T; meta?: Record<string, unknown> } | { ok: false; code: number; message: string };

const NETWORK_ERROR = 'Unexpected authorization error. Check your Network conection.';

/** The server's message of a failed answer: `result` text, `result.errorMessage` or `result.message`. */
function answerMessage(result: unknown, fallback = WRONG_FORMAT): string {
  if (typeof result === 'string' && result) return result;
  const record = (result ?? {}) as { errorMessage?: unknown; message?: unknown };
  if (typeof record.errorMessage === 'string' && record.errorMessage) return record.errorMessage;
  if (typeof record.message === 'string' && record.message) return record.message;
  return fallback;
}

/** Calls the API without throwing: `{ ok, result }`, or `{ ok: false, code, message }` with the server's message to show. */
export async function callApi<T extends z.ZodMiniType>(url: string, schema: T, init: RequestInit = {}): Promise<ApiAnswer<z.infer<T>>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  } catch {
    return { ok: false, code: 0, message: NETWORK_ERROR };
  }
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return { ok: false, code: response.status, message: BAD_CONTENT_TYPE };
  const body = (await response.json().catch(() => null)) as { code?: unknown; result?: unknown; meta?: Record<string, unknown> } | null;
  const code = typeof body?.code === 'number' ? body.code : response.status;
  if (code !== 200) return { ok: false, code, message: answerMessage(body?.result) };
  const parsed = schema.safeParse(body?.result);
  if (!parsed.success) return { ok: false, code, message: WRONG_FORMAT };
  return { ok: true, result: parsed.data, ...(body?.meta ? { meta: body.meta } : {}) };
}

export const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
export const withToken = (path: string, token: string) => `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

export const NETWORK_FAILED = Symbol('network-failed');

/** A queued task's request as lib/domain/sync-task resolved it (placeholders filled in). */
export interface TaskRequest {
  url: string;
  method: string;
  body?: string;
}

/** Sends a sync task's request; the envelope read as a TaskAnswer, or NETWORK_FAILED when the server was not reached. */
export async function sendTaskRequest(request: TaskRequest, fetchImpl: typeof fetch = fetch): Promise<TaskAnswer | typeof NETWORK_FAILED> {
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      ...(request.body === undefined || request.method === 'GET' ? {} : { body: request.body }),
    });
    const contentType = response.headers.get('content-type');
    const body: unknown = (contentType ?? '').includes('application/json') ? await response.json().catch(() => null) : null;
    return interpretResponse(response.status, contentType, body);
  } catch {
    return NETWORK_FAILED;
  }
}
