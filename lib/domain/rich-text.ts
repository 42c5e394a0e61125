import { escapeAttrValue, FilterXSS, getDefaultCSSWhiteList, getDefaultWhiteList, type IWhiteList } from 'xss';

/**
 * Imported product descriptions and CMS content are HTML from outside the shop (ADR 0015): they are sanitised with
 * js-xss's allow-list at import and again where a page renders them. Luma's markup stays: headings, paragraphs, lists,
 * images, links, tables, and the class/style/data attributes its Page Builder blocks use (style through js-xss's
 * CSS property allow-list). Scripts, styles, frames, forms, event handlers and javascript: URLs go.
 */
const GLOBAL_ATTRIBUTES = ['class', 'id', 'style', 'title', 'lang', 'dir', 'role', 'aria-label', 'aria-hidden'];

function allowList(): IWhiteList {
  const base = getDefaultWhiteList();
  const extra: IWhiteList = { picture: [], source: ['srcset', 'media', 'type', 'sizes'], figure: [], main: [], strong: [], b: [] };
  const merged: IWhiteList = { ...base, ...extra };
  for (const tag of Object.keys(merged)) merged[tag] = [...new Set([...(merged[tag] ?? []), ...GLOBAL_ATTRIBUTES])];
  merged.img = [...new Set([...(merged.img ?? []), 'srcset', 'sizes', 'loading'])];
  merged.a = [...new Set([...(merged.a ?? []), 'rel'])];
  return merged;
}

const DATA_ATTRIBUTE = /^data-[a-z0-9_-]+$/;

/** js-xss's CSS properties plus the flexbox ones Page Builder rows use (positioning stays out). */
const FLEX_PROPERTIES = ['justify-content', 'align-items', 'align-self', 'align-content', 'flex', 'flex-direction', 'flex-wrap', 'flex-basis', 'flex-grow', 'flex-shrink', 'gap', 'order'];
const cssAllowList = { ...getDefaultCSSWhiteList(), ...Object.fromEntries(FLEX_PROPERTIES.map((name) => [name, true])) };

const filter = new FilterXSS({
  whiteList: allowList(),
  // Unknown tags (script, iframe, form, svg…) are dropped, keeping their text; script and style bodies go entirely.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  allowCommentTag: false,
  css: { whiteList: cssAllowList },
  onIgnoreTagAttr: (_tag, name, value, isWhiteAttr) => {
    if (!isWhiteAttr && DATA_ATTRIBUTE.test(name)) return `${name}="${escapeAttrValue(value)}"`;
    return undefined;
  },
});

/** Safe HTML for dangerouslySetInnerHTML and for API clients that render it (a VSF PWA's v-html). */
export function sanitizeRichText(html: string): string {
  // js-xss marks where it cut an unclosed script/style body with "[removed]"; the marker means nothing to a shopper.
  return html ? filter.process(html).replace(/\[\/?removed\]/g, '') : html;
}

/** sanitizeRichText for an optional imported value; anything but a string is left as it is. */
export function sanitizeOptionalRichText<T>(value: T): T {
  return (typeof value === 'string' ? sanitizeRichText(value) : value) as T;
}
