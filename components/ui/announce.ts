/**
 * A polite live region of the whole visit, outside React's tree (appended to <body> once): what a page says in its
 * own `role="status"` is not read out when a client navigation puts that page in place, as the region is new then
 * (WCAG 4.1.3). A region's changes are announced, not the text it is added with, so it is made ahead of time
 * (`prepareAnnouncer`, on a listing's first showing) and the text is set a moment after it is cleared.
 */
const ID = 'page-announcer';
const DELAY_MS = 150;

export function prepareAnnouncer(): HTMLElement {
  const existing = document.getElementById(ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = ID;
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return region;
}

export function announce(text: string): void {
  const region = prepareAnnouncer();
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = text;
  }, DELAY_MS);
}
