'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

const CLAIM = 'cookiesAccepted';

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
}

/** Spec §4: shown unless the cookiesAccepted claim is true; the claim is created false at first sight. */
export function CookieNotice({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('Shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const claim = readClaim();
    if (!claim) writeClaim(false);
    // Reading localStorage is only possible after hydration; the notice must not flash for returning shoppers.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(!claim?.value);
  }, []);
  if (!visible) return null;
  return (
    <section className="cookie-notice" aria-label={t('cookieTitle')}>
      <p>
        {t('cookieText')} <Link href={privacyHref}>{t('cookieMore')}</Link>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          writeClaim(true);
          setVisible(false);
        }}
      >
        {t('cookieAccept')}
      </button>
    </section>
  );
}
