/**
 * Where the store switch takes a shopper: the same page in the other store view, as the page's hreflang alternates name
 * it (a product or category at its translated address there, ADR 0048), else that store's home. Read from the
 * document when the switch is shown, so the cached pages carry nothing extra.
 */
export function storeAddress(locale: string, home: string): string {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${CSS.escape(locale)}"]`);
  if (!link?.href) return home;
  const url = new URL(link.href, window.location.href);
  // The alternate names the page's public address; a shopper stays on the origin they are using.
  return url.pathname || home;
}
