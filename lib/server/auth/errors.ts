import { ApiError } from '@/lib/server/http/api-error';

const NOT_AUTHORIZED_MESSAGE = 'The consumer is not authorized to access the resource. Log in again.';

export const unauthorized = (message = NOT_AUTHORIZED_MESSAGE) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new ApiError(429, message, undefined, retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) });
export const conflict = (message: string, details?: unknown) => new ApiError(409, message, details);
