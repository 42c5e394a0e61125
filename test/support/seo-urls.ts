/**
 * The URLs a page names for search engines, read from its HTML as a crawler reads them: the canonical link, the
 * hreflang alternates, Open Graph's url and image, and the JSON-LD `url`, `image` and breadcrumb `item`s (ADR 0038).
 */
export interface SeoUrls {
  canonical: string | undefined;
  alternates: string[];
  openGraph: string[];
  jsonLd: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

function jsonLdUrls(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  const urls: string[] = [];
  const collect = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) value.forEach((entry) => collect(entry, key));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([name, entry]) => collect(entry, name));
    else if (typeof value === 'string' && ['url', 'image', 'item'].includes(key ?? '')) urls.push(value);
  };
  blocks.forEach((block) => collect(block));
  return urls;
}

export function seoUrls(html: string): SeoUrls {
  const links = html.match(/<link\s[^>]*>/g) ?? [];
  const metas = html.match(/<meta\s[^>]*>/g) ?? [];
  return {
    canonical: links.filter((tag) => attribute(tag, 'rel') === 'canonical').map((tag) => attribute(tag, 'href'))[0],
    alternates: links.filter((tag) => attribute(tag, 'hreflang')).map((tag) => attribute(tag, 'href')!),
    openGraph: metas.filter((tag) => /property="og:(url|image)"/.test(tag)).map((tag) => attribute(tag, 'content')!),
    jsonLd: jsonLdUrls(html),
  };
}

/** Every URL but the canonical that is not on `origin` (empty when all are; '' stands for root-relative URLs). */
export function urlsOffOrigin(urls: SeoUrls, origin: string): string[] {
  return [...urls.alternates, ...urls.openGraph, ...urls.jsonLd].filter(
    (url) => !(url.startsWith(`${origin}/`) || (origin !== '' && url === origin)),
  );
}
