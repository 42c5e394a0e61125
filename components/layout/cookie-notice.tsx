'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EarlyClickButton } from './early-click-button';
import { acceptedCookie, COOKIE_CLAIM as CLAIM, COOKIE_NOTICE_ID as NOTICE_ID } from '@/lib/domain/cookie-claim';

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

/** Spec §4: shown unless the cookiesAccepted claim is true; the claim is created false at first sight. */
export function CookieNotice({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('Shell');
  // Rendered until hydrated: the server cannot read localStorage (the layout's script may hide it meanwhile).
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    const claim = readClaim();
    // Hidden by the layout's script: the acceptance cookie is there (localStorage may have been cleared alone).
    const known = claim?.value === true || document.getElementById(NOTICE_ID)?.style.display === 'none';
    if (!claim || claim.value !== known) writeClaim(known);
    else if (known) rememberAcceptance();
    // localStorage can only be read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAccepted(known);
  }, []);
  if (accepted) return null;
  return (
    <section
      id={NOTICE_ID}
      className="cookie-notice"
      aria-label={t('cookieTitle')}
      // The inline script may have hidden it (style) before hydration.
      suppressHydrationWarning
    >
      <p>
        {t('cookieText')} <Link href={privacyHref} prefetch={false}>{t('cookieMore')}</Link>
      </p>
      {/* Often the first thing tapped: a tap before the page's scripts have started counts once they have (ADR 0033). */}
      <EarlyClickButton
        className="button"
        onClick={() => {
          writeClaim(true);
          setAccepted(true);
        }}
      >
        {t('cookieAccept')}
      </EarlyClickButton>
    </section>
  );
}
