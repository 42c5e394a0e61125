import { z } from 'zod';

/** Spec §8 texts for answers the client cannot use. */
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const WRONG_FORMAT = 'Unhandled error, wrong response format!';

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
export async function fetchJson<T extends z.ZodType>(url: string, schema: T, init?: RequestInit): Promise<z.infer<T>> {
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
