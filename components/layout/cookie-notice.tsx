'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EarlyClickButton } from './early-click-button';
import { acceptedCookie, COOKIE_CLAIM as CLAIM, COOKIE_NOTICE_ID as NOTICE_ID, COOKIE_SETTINGS_ATTRIBUTE } from '@/lib/domain/cookie-claim';
import { ALL_CATEGORIES, consentClaim, CONSENT_STORAGE_KEY, isGranted, ONLY_NECESSARY, parseConsentClaim, type ConsentChoice } from '@/lib/domain/consent';

interface Claim {
  code: string;
  created_at: string;
  value: boolean;
}

function readClaim(): Claim | null {
  try {
    return JSON.parse(localStorage.getItem(`claim:${CLAIM}`) ?? 'null') as Claim | null;
  } catch {
    return null;
  }
}

function writeClaim(value: boolean) {
  const claim: Claim = { code: CLAIM, created_at: new Date().toISOString(), value };
  localStorage.setItem(`claim:${CLAIM}`, JSON.stringify(claim));
  if (value) rememberAcceptance();
}

/** The cookie the layout's inline script reads before the first paint (HIDE_IF_ACCEPTED); each visit renews it. */
function rememberAcceptance() {
  document.cookie = acceptedCookie(location.protocol === 'https:');
}

const readConsent = () => parseConsentClaim(localStorage.getItem(CONSENT_STORAGE_KEY));

/** Statistics start (the event module and the tag manager load) only now; a withdrawal stops them (ADR 0046). */
function applyConsent(choice: ConsentChoice | null, tagManagerId: string | undefined, started: { current: boolean }) {
  if (isGranted(choice, 'statistics')) {
    started.current = true;
    void import('@/lib/analytics/statistics').then((statistics) => statistics.startStatistics(tagManagerId));
  } else if (started.current) {
    started.current = false;
    // A loaded tag manager cannot be unloaded: the page is loaded again without it.
    void import('@/lib/analytics/statistics').then((statistics) => statistics.stopStatistics() && location.reload());
  }
}

/**
 * Spec §4: shown unless the cookiesAccepted claim is true; the claim is created false at first sight and set true by
 * any answer (each accepts the necessary cookies at least). The answer by category is the cookieConsent claim; the
 * footer's "Cookie settings" opens the notice again to change it.
 */
export function CookieNotice({ privacyHref, tagManagerId }: { privacyHref: string; tagManagerId?: string }) {
  const t = useTranslations('Consent');
  // Rendered until hydrated: the server cannot read localStorage (the layout's script may hide it meanwhile).
  const [open, setOpen] = useState(true);
  const [settings, setSettings] = useState(false);
  const [draft, setDraft] = useState({ statistics: false, marketing: false });
  const opener = useRef<HTMLElement | null>(null);
  const firstChoice = useRef<HTMLInputElement | null>(null);
  const started = useRef(false);

  useEffect(() => {
    const claim = readClaim();
    // Hidden by the layout's script: the acceptance cookie is there (localStorage may have been cleared alone).
    const known = claim?.value === true || document.getElementById(NOTICE_ID)?.style.display === 'none';
    if (!claim || claim.value !== known) writeClaim(known);
    else if (known) rememberAcceptance();
    // localStorage can only be read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(!known);
    applyConsent(readConsent(), tagManagerId, started);
    // The footer's button (server-drawn) opens the settings: one listener, no script of its own.
    const reopen = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${COOKIE_SETTINGS_ATTRIBUTE}]`);
      if (!button) return;
      opener.current = button;
      const { statistics, marketing } = readConsent() ?? ONLY_NECESSARY;
      setDraft({ statistics, marketing });
      setSettings(true);
      setOpen(true);
      const notice = document.getElementById(NOTICE_ID);
      if (notice) notice.style.display = '';
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
  }, [tagManagerId]);

  // Opened from the footer: the focus goes to the first choice, as it would into a dialog.
  useEffect(() => {
    if (open && settings && opener.current) firstChoice.current?.focus();
  }, [open, settings]);

  const choose = (choice: Pick<ConsentChoice, 'statistics' | 'marketing'>) => {
    const claim = consentClaim(choice, new Date());
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(claim));
    writeClaim(true);
    setOpen(false);
    setSettings(false);
    applyConsent(claim.value, tagManagerId, started);
    opener.current?.focus();
    opener.current = null;
  };

  if (!open) return null;
  return (
    <section
      id={NOTICE_ID}
      className="cookie-notice"
      aria-label={t('title')}
      // The inline script may have hidden it (style) before hydration.
      suppressHydrationWarning
    >
      <p>
        {t('text')} <Link href={privacyHref} prefetch={false}>{t('more')}</Link>
      </p>
      {/* Equally prominent answers. Often the first thing tapped: a tap before the scripts counts once they run (ADR 0033). */}
      <div className="cookie-notice__actions">
        <EarlyClickButton className="button" onClick={() => choose(ALL_CATEGORIES)}>
          {t('acceptAll')}
        </EarlyClickButton>
        <EarlyClickButton className="button" onClick={() => choose(ONLY_NECESSARY)}>
          {t('onlyNecessary')}
        </EarlyClickButton>
        <EarlyClickButton className="button" aria-expanded={settings} onClick={() => setSettings((shown) => !shown)}>
          {t('settings')}
        </EarlyClickButton>
      </div>
      {settings && (
        <fieldset id="cookie-settings" className="cookie-notice__settings">
          <legend>{t('categories')}</legend>
          <label>
            <input type="checkbox" checked disabled /> {t('necessary')}
          </label>
          {(['statistics', 'marketing'] as const).map((category, index) => (
            <label key={category}>
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="checkbox"
                checked={draft[category]}
                onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
              />{' '}
              {t(category)}
            </label>
          ))}
          <button type="button" className="button" onClick={() => choose(draft)}>
            {t('save')}
          </button>
        </fieldset>
      )}
    </section>
  );
}
