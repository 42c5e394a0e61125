import { BAD_CONTENT_TYPE, WRONG_FORMAT } from './api-errors';
import {
  canClaim,
  decideOnAnswer,
  errorToNotify,
  interpretResponse,
  markTransmitted,
  needsCartId,
  newSyncTask,
  resolveTaskRequest,
  TOKEN_LOCK,
} from './sync-task';

const update = newSyncTask(
  { url: '/api/cart/update?token={{token}}&cartId={{cartId}}', payload: { method: 'POST', body: { cartItem: { sku: 'A', qty: 1, quoteId: '{{cartId}}' } } } },
  1,
);

describe('sync task', () => {
  it('starts untransmitted', () => {
    expect(update).toMatchObject({ transmited: 0, transmited_at: null, result: null, resultCode: null, created_at: 1, callback_event: null });
  });

  it('waits for a cart id when the url or body needs one', () => {
    expect(needsCartId(update)).toBe(true);
    expect(needsCartId({ url: '/api/cart/create?token={{token}}', payload: { method: 'POST' } })).toBe(false);
    expect(resolveTaskRequest(update, null, null)).toBeNull();
  });

  it('fills cart id and token in url and body', () => {
    const request = resolveTaskRequest(update, 'c 1', 'tok');
    expect(request?.url).toBe('/api/cart/update?token=tok&cartId=c%201');
    expect(JSON.parse(request?.body ?? '{}').cartItem.quoteId).toBe('c 1');
    expect(request?.carriesToken).toBe(true);
    expect(resolveTaskRequest(update, 'c', null)?.carriesToken).toBe(false);
  });

  it('reports non-JSON and wrong-format answers with the spec texts', () => {
    expect(interpretResponse(502, 'text/html', null)).toEqual({ code: 502, result: BAD_CONTENT_TYPE });
    expect(interpretResponse(200, 'application/json', { foo: 1 })).toEqual({ code: 200, result: WRONG_FORMAT });
    expect(interpretResponse(200, 'application/json; charset=utf-8', { code: 200, result: 'x' })).toEqual({ code: 200, result: 'x' });
  });

  it('refreshes the token once on a 401 that carried a token', () => {
    const unauthorized = { code: 401, result: 'expired' };
    expect(decideOnAnswer(unauthorized, true, TOKEN_LOCK.normal)).toBe('refresh');
    expect(decideOnAnswer(unauthorized, false, TOKEN_LOCK.normal)).toBe('accept');
    expect(decideOnAnswer(unauthorized, true, TOKEN_LOCK.blocked)).toBe('blocked');
    expect(decideOnAnswer({ code: 200, result: 1 }, true, TOKEN_LOCK.normal)).toBe('accept');
  });

  it('notifies a non-200 message unless silent, ENOTFOUND or refreshing', () => {
    const failed = { code: 400, result: 'Bad thing' };
    expect(errorToNotify({}, failed, TOKEN_LOCK.normal)).toBe('Bad thing');
    expect(errorToNotify({}, { code: 500, result: { message: 'Oops' } }, TOKEN_LOCK.normal)).toBe('Oops');
    expect(errorToNotify({ silent: true }, failed, TOKEN_LOCK.normal)).toBeNull();
    expect(errorToNotify({}, { code: 'ENOTFOUND', result: 'x' }, TOKEN_LOCK.normal)).toBeNull();
    expect(errorToNotify({}, failed, TOKEN_LOCK.refreshing)).toBeNull();
    expect(errorToNotify({}, { code: 200, result: 'ok' }, TOKEN_LOCK.normal)).toBeNull();
  });

  it('marks a task transmitted with time, result and code', () => {
    expect(markTransmitted(update, { code: 200, result: { item_id: 5 } }, 9)).toMatchObject({
      transmited: 1,
      transmited_at: 9,
      result: { item_id: 5 },
      resultCode: 200,
      updated_at: 9,
    });
  });

  it('lets one tab claim a task; a stale claim can be taken over', () => {
    expect(canClaim({ transmited: 0, claimed_by: null, claimed_at: null }, 'a', 0)).toBe(true);
    expect(canClaim({ transmited: 0, claimed_by: 'b', claimed_at: 0 }, 'a', 1000)).toBe(false);
    expect(canClaim({ transmited: 0, claimed_by: 'b', claimed_at: 0 }, 'a', 31_000)).toBe(true);
    expect(canClaim({ transmited: 1, claimed_by: null, claimed_at: null }, 'a', 0)).toBe(false);
    // Holding the queue's Web Lock, another tab's claim can only be a closed tab's (restart mid-send).
    expect(canClaim({ transmited: 0, claimed_by: 'b', claimed_at: 0 }, 'a', 1000, { holdsQueueLock: true })).toBe(true);
    expect(canClaim({ transmited: 1, claimed_by: 'b', claimed_at: 0 }, 'a', 1000, { holdsQueueLock: true })).toBe(false);
  });
});
