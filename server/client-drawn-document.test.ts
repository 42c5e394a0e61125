import { fillClientDrawnDocument, isClientDrawnDocument } from './client-drawn-document.mjs';

/** Next.js's answer to a page that called notFound(), as Next.js 16 writes it: nothing to show before its scripts. */
const nextDocument =
  '<!DOCTYPE html><html id="__next_error__"><head>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<meta name="robots" content="noindex"/></head><body>' +
  '<script src="/_next/static/chunks/runtime.js" id="_R_" async=""></script>' +
  '<script>self.__next_f.push([1,"0:{\\"c\\":[\\"\\",\\"no-such-page\\"]}"])</script></body></html>';

/** The shop's 404 drawn as a page of its own, after the start server's script rewrite. */
const drawnPage =
  '<!DOCTYPE html><html lang="de-DE" class="inter"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other-runtime.js"/>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<title>Seite nicht gefunden | Storefront</title><meta name="robots" content="noindex, follow"/></head>' +
  '<body><header>Shop</header><main><section class="not-found"><h1>Seite nicht gefunden</h1></section></main>' +
  '<div class="cookie-notice">Cookies</div><script>try{hideIfAccepted()}catch(e){}</script>' +
  "<script>(function(s){var e=document.createElement('script');e.src=s})('/_next/static/chunks/x.js')</script>" +
  '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>' +
  '<script>self.__next_f.push([1,"0:{\\"c\\":[\\"\\",\\"de\\",\\"page-not-found\\"]}"])</script></body></html>';

describe("Next.js's client-drawn 404 document, filled with the shop's 404 page", () => {
  const filled = fillClientDrawnDocument(nextDocument, drawnPage) ?? '';

  it('has the page’s language, title, stylesheets and text before any script runs', () => {
    expect(filled).toMatch(/^<!DOCTYPE html><html id="__next_error__" lang="de-DE" class="inter"><head><meta charSet="utf-8"\/>/);
    expect(filled).toContain('<title>Seite nicht gefunden | Storefront</title>');
    expect(filled).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(filled).toContain('<main><section class="not-found"><h1>Seite nicht gefunden</h1></section></main>');
  });

  it("keeps Next.js's own scripts and flight data for the unknown URL, and none of the drawn page's", () => {
    expect(filled).toContain('<script src="/_next/static/chunks/framework.js" async=""></script>');
    expect(filled).toContain('<script src="/_next/static/chunks/runtime.js" id="_R_" async=""></script>');
    expect(filled).toContain('no-such-page');
    expect(filled).not.toContain('page-not-found');
    expect(filled).not.toContain('page.js');
    expect(filled).not.toContain('other-runtime.js');
    expect(filled).not.toContain('x.js');
    expect(filled).not.toContain('TURBOPACK');
    // Next.js's flight data come after the drawn markup, as its scripts expect them in the body.
    expect(filled.indexOf('</main>')).toBeLessThan(filled.indexOf('self.__next_f'));
  });

  it('keeps the shop’s own inline scripts and has one robots tag, noindex', () => {
    expect(filled).toContain('<script>try{hideIfAccepted()}catch(e){}</script>');
    expect(filled.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex"/>']);
  });

  it('is a client-drawn document itself no more, so it is never filled twice', () => {
    expect(isClientDrawnDocument(nextDocument)).toBe(true);
    expect(isClientDrawnDocument(filled)).toBe(false);
    expect(fillClientDrawnDocument(filled, drawnPage)).toBeNull();
  });

  it('leaves documents that are not what it expects alone', () => {
    expect(fillClientDrawnDocument(drawnPage, drawnPage)).toBeNull();
    expect(fillClientDrawnDocument(nextDocument, '<h1>Page not found</h1>')).toBeNull();
    expect(fillClientDrawnDocument(nextDocument.slice(0, -20), drawnPage)).toBeNull();
  });
});
