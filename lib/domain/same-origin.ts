/**
 * The back office's CSRF rule (ADR 0044): a state-changing request is accepted only when the browser says it comes from
 * the shop's own pages. Browsers send `Origin` with every POST; its host must be the host the request was sent to (the
 * first X-Forwarded-Host a proxy in front set, else Host) or the host of PUBLIC_URL. Without `Origin`, only
 * `Sec-Fetch-Site: same-origin` passes; a request with neither is refused (no browser of the last years sends a form so).
 */
export interface OriginFacts {
  origin: string | null;
  secFetchSite: string | null;
  host: string | null;
  forwardedHost: string | null;
  publicUrl?: string | undefined;
}

function hostOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function isSameOriginRequest(facts: OriginFacts): boolean {
  if (facts.origin === null || facts.origin === '') return facts.secFetchSite === 'same-origin';
  if (facts.origin === 'null') return false;
  const from = hostOf(facts.origin);
  if (!from) return false;
  const allowed = [facts.forwardedHost?.split(',')[0]?.trim(), facts.host, hostOf(facts.publicUrl)]
    .filter((host): host is string => Boolean(host))
    .map((host) => host.toLowerCase());
  return allowed.includes(from);
}
