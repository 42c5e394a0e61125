'use client';

import { useRouter } from 'next/navigation';
import { Select } from '@/components/ui/controls';
import { EARLY_CHANGE_PROPS } from '@/components/layout/early-click-marker';
import { handledChange, useEarlyChange } from '@/components/layout/early-change';

export interface SortChoice {
  value: string;
  label: string;
  href: string;
}

/**
 * Changing the sort pushes a new URL query (spec §2). A change made before the page's scripts have started is carried
 * out once they have (ADR 0033). Without JavaScript the select sits in a GET form with the listing's other parameters,
 * which its button (drawn only then) submits.
 */
export function SortSelect({ label, submitLabel, current, choices }: { label: string; submitLabel: string; current: string; choices: SortChoice[] }) {
  const router = useRouter();
  const choose = (value: string) => {
    const choice = choices.find((entry) => entry.value === value);
    if (choice && value !== current) router.push(choice.href, { scroll: false });
  };
  const ref = useEarlyChange<HTMLSelectElement>(choose);
  const { pathname, kept } = listingQueryWithoutSort(choices[0]?.href ?? '');
  return (
    <form className="sort-form" action={pathname} method="get">
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label className="sort-select">
        <span>{label}</span>
        <Select ref={ref} name="sort" value={current} onChange={handledChange(choose)} data-focus-key="sort" {...EARLY_CHANGE_PROPS}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </label>
      <noscript>
        <button type="submit" className="button button--secondary">
          {submitLabel}
        </button>
      </noscript>
    </form>
  );
}

/** The path and every query parameter of a sort choice's link but the sort and the page (a new sort starts at page 1). */
function listingQueryWithoutSort(href: string): { pathname: string; kept: [string, string][] } {
  const url = new URL(href, 'http://listing.invalid');
  return { pathname: url.pathname, kept: [...url.searchParams].filter(([name]) => name !== 'sort' && name !== 'page') };
}
