/**
 * The security headers of every answer (ADR 0015, ADR 0020): a Content-Security-Policy for pages that a cached page
 * can carry, a closed one for API answers and images, and the headers an Observatory-style check expects.
 */

export interface PagePolicyOptions {
  /** PayPal's SDK, buttons and API are allowed only when the shop offers PayPal (PAYPAL_CLIENT_ID set). */
  paypal: boolean;
  /** Behind https (PUBLIC_URL): plain-http subresources are upgraded. */
  https: boolean;
  /** Google Tag Manager may load (GTM_ID set; the browser loads it only after consent, ADR 0046). */
  tagManager?: boolean;
  /** `next dev` evaluates code (React's debugging) and reconnects over websockets. */
  development?: boolean;
}

/** The origins PayPal's JavaScript SDK documents for a Content-Security-Policy. */
export const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://*.paypal.com', 'https://www.paypalobjects.com', 'https://*.paypalobjects.com'];

/** The origins Google documents for Tag Manager with Google Analytics 4 under a Content-Security-Policy. */
export const TAG_MANAGER_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

const directive = (name: string, ...values: string[]) => [name, ...values].join(' ');

/**
 * The page policy: the same for every request, so a page rendered once can be served from the cache (ADR 0020; a
 * per-request nonce would make every page render per request). Scripts only from this origin (and PayPal's when
 * offered), plus the inline scripts Next.js writes into each page (its bootstrap and the page's data), which differ
 * per page and so cannot be listed by hash: 'unsafe-inline'. Nothing else may load or connect anywhere, nobody may
 * frame the shop, forms post only here. What reaches a page as HTML is sanitised on import and on render (ADR 0015).
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const paypal = options.paypal ? PAYPAL_ORIGINS : [];
  const tags = options.tagManager ? TAG_MANAGER_ORIGINS : { script: [], img: [], connect: [] };
  const directives = [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : []), ...paypal, ...tags.script),
    directive('style-src', "'self'", "'unsafe-inline'", ...paypal),
    directive('style-src-attr', "'unsafe-inline'"),
    directive('img-src', "'self'", 'data:', 'blob:', ...paypal, ...tags.img),
    directive('font-src', "'self'", 'data:'),
    directive('connect-src', "'self'", ...(options.development ? ['ws:'] : []), ...paypal, ...tags.connect),
    directive('frame-src', ...(options.paypal ? paypal : ["'none'"])),
    directive('worker-src', "'self'"),
    directive('manifest-src', "'self'"),
    directive('object-src', "'none'"),
    directive('base-uri', "'self'"),
    directive('form-action', "'self'"),
    directive('frame-ancestors', "'none'"),
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** API answers and images are never documents to run: nothing may load from them, nobody may frame them. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Files such as sw.js, the manifest or robots.txt. A service worker runs under its script's policy: it fetches and
 * caches same-origin pages, chunks and images, so 'self' stays allowed.
 */
export const STATIC_FILE_CONTENT_SECURITY_POLICY = "default-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Two years, the preload list's minimum; subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), payment=(self)';

/** The headers every answer carries besides the Content-Security-Policy. */
export function baseSecurityHeaders(options: { https: boolean; paypal?: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': options.paypal ? PERMISSIONS_POLICY.replace('payment=(self)', 'payment=(self "https://www.paypal.com")') : PERMISSIONS_POLICY,
    // PayPal's checkout window talks back to the page that opened it.
    'Cross-Origin-Opener-Policy': options.paypal ? 'same-origin-allow-popups' : 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export const isHttpsUrl = (url: string | undefined) => Boolean(url && /^https:\/\//i.test(url.trim()));
