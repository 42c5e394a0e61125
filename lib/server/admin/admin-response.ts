import 'server-only';
import { ADMIN_PAGE_HEADERS } from '@/lib/domain/page-routing';

/** Headers of every back-office answer (ADR 0044): never stored by the browser, a CDN or nginx, never indexed. */
export const ADMIN_HEADERS = ADMIN_PAGE_HEADERS;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A same-site path to go back to (a form's `back` field); anything else becomes the back office's home. */
export function safeBackPath(value: unknown, fallback = '/admin'): string {
  return typeof value === 'string' && /^\/admin(?:[/?#]|$)/.test(value) && !value.includes('//') && !value.includes('\\') ? value : fallback;
}

/** After a successful form post: 303 to the page to show, with a notice it displays. */
export function seeOther(path: string, notice?: string, headers: Record<string, string> = {}): Response {
  const url = notice ? `${path}${path.includes('?') ? '&' : '?'}notice=${encodeURIComponent(notice)}` : path;
  return new Response(null, { status: 303, headers: { ...ADMIN_HEADERS, Location: url, ...headers } });
}

/**
 * A refused form post: the status (400, 401, 403, 404, 409, 429) and a small page that says why, with a link back, so
 * a browser without JavaScript shows the message and nothing was changed.
 */
export function refusal(status: number, message: string, back: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not done – Back office</title></head><body><main><h1>Not done</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Back</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/html; charset=utf-8', ...headers } });
}
