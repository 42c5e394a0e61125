/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import messages from '@/messages/en-US.json';
import { CONSENT_STORAGE_KEY, consentClaim } from '@/lib/domain/consent';
import { CookieNotice } from './cookie-notice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// next-intl ships ES modules only, which this CommonJS test runner cannot load: the notice's texts come from the
// shop's English messages directly.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: 'Consent') => (key: keyof (typeof messages)['Consent']) => messages[namespace][key],
}));

/**
 * Issue 43: a shop that sets GTM_ID gets Google Tag Manager only after statistics consent (ADR 0046). The container id
 * reaches the notice from the server (components/layout/shop-chrome.tsx); the browser adds GTM's script only then.
 */
const CONTAINER = 'GTM-TEST123';
const tagManagerScript = () => document.querySelector<HTMLScriptElement>('script#gtm-script');
const dataLayerEvents = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string } | null)?.event).filter(Boolean);

/** Waits until the statistics module (imported on consent) has run: the import settles within a few ticks. */
async function settle() {
  for (let tick = 0; tick < 20; tick++) await act(() => Promise.resolve());
}

describe('Google Tag Manager with GTM_ID set', () => {
  let container: HTMLElement;
  let root: Root;

  async function render(tagManagerId: string | undefined) {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <CookieNotice privacyHref="/privacy" tagManagerId={tagManagerId} />,
      ),
    );
    await settle();
  }

  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name) as HTMLButtonElement;

  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
    tagManagerScript()?.remove();
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('is not loaded before an answer, nor after "Only necessary"', async () => {
    await render(CONTAINER);
    expect(tagManagerScript()).toBeNull();
    await act(async () => button('Only necessary').click());
    await settle();
    expect(tagManagerScript()).toBeNull();
    expect(dataLayerEvents()).toEqual([]);
  });

  it('loads the container after "Accept all", once', async () => {
    await render(CONTAINER);
    await act(async () => button('Accept all').click());
    await settle();
    expect(tagManagerScript()?.src).toBe(`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`);
    expect(tagManagerScript()?.async).toBe(true);
    expect(dataLayerEvents()).toEqual(['gtm.js']);
    expect(document.querySelectorAll('script#gtm-script')).toHaveLength(1);
  });

  it('loads it on a later visit when statistics were accepted before', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentClaim({ statistics: true, marketing: false }, new Date())));
    await render(CONTAINER);
    expect(tagManagerScript()?.src).toContain(CONTAINER);
  });

  it('is never loaded by a shop without GTM_ID, even after "Accept all"', async () => {
    await render(undefined);
    await act(async () => button('Accept all').click());
    await settle();
    expect(tagManagerScript()).toBeNull();
  });
});
