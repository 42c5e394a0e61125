import { NextRequest } from 'next/server';
import { adminGate } from './admin-gate';

const request = (path: string, init: { method?: string; cookie?: string } = {}) =>
  new NextRequest(new URL(path, 'http://shop.test'), { method: init.method ?? 'GET', headers: init.cookie ? { cookie: init.cookie } : {} });

describe('the back office gate', () => {
  it('sends a visitor without a staff session to the sign-in form', () => {
    for (const path of ['/admin', '/admin/orders', '/admin/orders/3?page=2']) {
      const answer = adminGate(request(path));
      expect(answer?.status).toBe(307);
      expect(answer?.headers.get('location')).toBe('http://shop.test/admin/login');
    }
  });

  it('lets the sign-in form, form posts (checked by their handlers) and staff with a session through, unrewritten', () => {
    for (const answer of [adminGate(request('/admin/login')), adminGate(request('/admin/session', { method: 'POST' })), adminGate(request('/admin/orders?page=2', { cookie: 'admin_session=abc' }))]) {
      expect(answer?.status).toBe(200);
      expect(answer?.headers.get('x-middleware-next')).toBe('1');
      expect(answer?.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('lets an invitee open their invitation link without a session, and nothing below it', () => {
    expect(adminGate(request('/admin/invite/abcDEF_12-xyz'))?.status).toBe(200);
    expect(adminGate(request('/admin/invite/abc/def'))?.status).toBe(307);
    expect(adminGate(request('/admin/invite'))?.status).toBe(307);
  });

  it('leaves the storefront alone', () => {
    expect(adminGate(request('/administration'))).toBeNull();
    expect(adminGate(request('/c/gear-3?page=2'))).toBeNull();
  });
});
