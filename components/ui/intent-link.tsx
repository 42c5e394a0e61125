'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link that prefetches its page only once the shopper shows intent (pointer over it, a touch, keyboard focus), the
 * Next.js guide's hover-triggered prefetch: the header's menu, breadcrumbs and banners are in every first screen, and
 * prefetching them all on load made the browser download and process a dozen pages (with their hero images) during
 * the page's start-up (ADR 0010 addendum 3).
 */
export function IntentLink(props: Omit<ComponentProps<typeof Link>, 'prefetch' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'>) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return <Link {...props} prefetch={wanted ? null : false} onMouseEnter={want} onTouchStart={want} onFocus={want} />;
}
