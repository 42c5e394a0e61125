'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

/** How long the offline page shows its message before it opens the home page. */
const OFFLINE_REDIRECT_MS = 5000;

export interface OfflineRedirectTexts {
  home: string;
  stay: string;
  stayed: string;
}

/**
 * 'Redirecting to Home.' after a few seconds, unless the shopper chooses to stay (WCAG 2.2.1: a time limit can be
 * turned off). The texts come from the server page, so the client message bundle does not need the Offline namespace.
 */
export function OfflineRedirect({ homeHref, texts }: { homeHref: string; texts: OfflineRedirectTexts }) {
  const [stayed, setStayed] = useState(false);

  useEffect(() => {
    if (stayed) return;
    // A real navigation: the service worker answers it with the home page it keeps.
    const timer = window.setTimeout(() => window.location.replace(homeHref), OFFLINE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [homeHref, stayed]);

  return (
    <>
      <p role="status">{stayed ? texts.stayed : null}</p>
      <p>
        <Link className="button" href={homeHref} prefetch={false}>
          {texts.home}
        </Link>
      </p>
      {stayed ? null : (
        <p>
          <button type="button" className="link-button" onClick={() => setStayed(true)}>
            {texts.stay}
          </button>
        </p>
      )}
    </>
  );
}
