'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './filter-panel.module.css';

/**
 * The category filters behind a "Filters" disclosure below 1024 px (collapsed at first), always open on desktop.
 * A native <details>/<summary>: it opens and closes without JavaScript; with it, the summary also carries
 * aria-expanded. On desktop CSS shows the content and hides the summary (`::details-content`); browsers without that
 * selector get the details opened here instead.
 * Each filter choice is a new page (its query is part of the cached page, ADR 0020): the open state is remembered
 * for the next listing of this visit, so the panel stays open while the shopper picks filters.
 */
let openedInThisVisit = false;

export function FilterDisclosure({ summary, children }: { summary: React.ReactNode; children: React.ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const desktop = window.matchMedia('(min-width: 1024px)').matches;
    if ((desktop && !CSS.supports('selector(::details-content)')) || openedInThisVisit) details.open = true;
    // The first render matches the server (no aria-expanded); from here on the attribute follows the details.
    setOpen(details.open);
  }, []);
  return (
    <details ref={ref} className={styles.disclosure} onToggle={(event) => {
        openedInThisVisit = event.currentTarget.open;
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className={styles.toggle} aria-expanded={open}>
        {summary}
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
