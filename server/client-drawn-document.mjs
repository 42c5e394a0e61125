// @ts-check
/**
 * Next.js answers a page that calls `notFound()` with a document it leaves for the browser to draw (Next.js issue
 * #62228): `<html id="__next_error__">` with no language, no title and an empty body, which its scripts fill with the
 * page's not-found UI once they have loaded. `fillClientDrawnDocument` puts the same UI, drawn on the server as a page
 * of its own, into that document, so it is there before any script runs (ADR 0032):
 * - `<html>` keeps Next.js's id (its scripts then draw the page afresh instead of hydrating it, as before) and takes
 *   the drawn page's other attributes (`lang`, the font's class);
 * - `<head>`: the drawn page's (charset, viewport, stylesheets, font preload, title, description) without its scripts,
 *   script preloads and robots tag, then Next.js's own (its scripts and `noindex`);
 * - `<body>`: the drawn page's markup without Next.js's scripts, then Next.js's own (the flight data it draws from).
 * The shop's own inline scripts in the drawn page (the cookie notice's, the first-interaction recorder) are kept.
 */

const CLIENT_DRAWN = /^<!DOCTYPE html><html id="__next_error__">(?:<head>([\s\S]*?)<\/head>)?<body>([\s\S]*)<\/body><\/html>\s*$/;
const PAGE = /^<!DOCTYPE html><html([^>]*)><head>([\s\S]*?)<\/head><body([^>]*)>([\s\S]*)<\/body><\/html>\s*$/;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Inline scripts that feed or start Next.js's runtime: its flight data, Turbopack's chunk list, the start-up loader. */
const NEXT_RUNTIME_SCRIPT = /self\.__next_f|TURBOPACK|createElement\(['"]script['"]\)/;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/g;
const ROBOTS = /<meta name="robots"[^>]*>/g;

const CLIENT_DRAWN_START = '<!DOCTYPE html><html id="__next_error__">';

/**
 * Whether `html` starts as the document Next.js leaves for the browser to draw: a look at its start only, so the layer
 * asks for no 404 page otherwise (`fillClientDrawnDocument` reads the whole). @param {string} html
 */
export function isClientDrawnDocument(html) {
  return html.startsWith(CLIENT_DRAWN_START);
}

/** @param {string} markup */
function withoutRuntimeScripts(markup) {
  return markup.replace(SCRIPT, (element, attributes, text) =>
    /\bsrc=/.test(attributes) || NEXT_RUNTIME_SCRIPT.test(text) ? '' : element,
  );
}

/**
 * Next.js's client-drawn document with `page`'s markup in it, or null when either is not what it should be (then the
 * document is sent as Next.js wrote it).
 * @param {string} nextDocument  Next.js's answer: `<!DOCTYPE html><html id="__next_error__">…`
 * @param {string} page  the same UI as a whole page Next.js drew on the server
 * @returns {string | null}
 */
export function fillClientDrawnDocument(nextDocument, page) {
  const document = CLIENT_DRAWN.exec(nextDocument);
  const drawn = PAGE.exec(page);
  if (!document || !drawn) return null;
  const [, nextHead = '', nextBody = ''] = document;
  const [, htmlAttributes = '', head = '', bodyAttributes = '', body = ''] = drawn;
  const pageHead = withoutRuntimeScripts(head).replace(SCRIPT_PRELOAD, '').replace(ROBOTS, '');
  return (
    `<!DOCTYPE html><html id="__next_error__"${htmlAttributes.replace(/\s+id="[^"]*"/, '')}>` +
    `<head>${pageHead}${nextHead}</head>` +
    `<body${bodyAttributes}>${withoutRuntimeScripts(body)}${nextBody}</body></html>`
  );
}
