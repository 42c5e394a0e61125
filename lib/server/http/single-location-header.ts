import { ServerResponse } from 'node:http';

/**
 * Next.js 16.4 answers the first, uncached render of a page that redirects (a child sku's product URL, ADR 0024) with
 * its Location header twice: the renderer sets it on the response and the page handler appends the same value again
 * from the render's metadata. Clients then read "A, A" (Playwright's request API, fetch's Headers), and HTTP allows one
 * Location. Cached answers carry it once. This drops only an exact repeat of the Location already set; remove it when
 * Next.js no longer repeats it (e2e/product.spec.ts's child-sku test fails on a repeated header).
 */
export function keepSingleLocationHeader(): void {
  const append = ServerResponse.prototype.appendHeader;
  ServerResponse.prototype.appendHeader = function appendHeader(this: ServerResponse, name: string, value: string | readonly string[]) {
    if (name.toLowerCase() === 'location' && typeof value === 'string' && this.getHeader('location') === value) return this;
    return append.call(this, name, value);
  };
}
