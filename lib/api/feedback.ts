/** What shoppers send the shop besides orders: product reviews and the event forms (README: /api/review/create, /api/eventlog). */
import * as z from 'zod/mini';
import { callApi, post, withToken, type ApiAnswer } from './http';

export interface ReviewSubmission {
  product_id: number;
  nickname: string;
  title: string;
  detail: string;
}

/** A review for moderation: the customer's with their access token, a guest's without. */
export function submitReview(review: ReviewSubmission, token: string | null): Promise<ApiAnswer<unknown>> {
  const url = '/api/review/create';
  return callApi(token ? withToken(url, token) : url, z.unknown(), post({ review }));
}

/** One event-form submission (contact, booking…) as the event log's body (lib/domain/event-forms eventLogBody). */
export function sendEventLog(body: unknown): Promise<ApiAnswer<unknown>> {
  return callApi('/api/eventlog', z.unknown(), post(body));
}
