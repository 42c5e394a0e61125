import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { StoreView } from '@/lib/config/store-views';
import type { AttributeDocument } from '@/lib/domain/catalog-types';
import {
  isFilterValueActive,
  priceFilterOptions,
  resetFilters,
  hasActiveFilters,
  listingHref,
  parseFilterQuery,
  toggleFilterValue,
  type RouteQuery,
} from '@/lib/domain/filters';
import { formatPrice } from '@/lib/domain/price-format';
import type { Bucket } from '@/lib/server/search/product-search';
import { FilterDisclosure } from './filter-disclosure';
import styles from './filter-panel.module.css';

interface FilterPanelText {
  title: string;
  reset: string;
  price: string;
  selected: string;
}

interface Props {
  basePath: string;
  /** Query keys every filter link keeps (the search text `q`). */
  keep?: Record<string, string>;
  query: RouteQuery;
  storeView: StoreView;
  attributes: AttributeDocument[];
  aggregations: Record<string, { buckets: Bucket[] }>;
  text: FilterPanelText;
}

/**
 * One filter value: a link that toggles it, marked current while it is selected. Its focus key names the value, so the
 * next listing puts the focus back on it (listing-focus.tsx).
 */
function FilterValueLink({ href, active, label, focusKey, children }: { href: string; active: boolean; label?: string; focusKey: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      data-focus-key={focusKey}
      rel="nofollow"
      aria-current={active ? 'true' : undefined}
      className={active ? 'is-active' : undefined}
      aria-label={label}
      scroll={false}
      prefetch={false}
    >
      {children}
    </Link>
  );
}

function activeFilterCount(query: RouteQuery): number {
  const state = parseFilterQuery(query);
  return Object.values(state.filters).reduce((sum, values) => sum + values.length, state.price ? 1 : 0);
}

/**
 * Filters as links: each value toggles itself in the URL query, so filtered pages stay crawlable and shareable.
 * They are not prefetched: each is a listing nobody may have asked for yet, rendered on its first visit (ADR 0024).
 * Below 1024 px they collapse behind a "Filters" disclosure (with the number of selected values), so the products
 * come first on a phone.
 */
export async function FilterPanel({ basePath, keep = {}, query, storeView, attributes, aggregations, text }: Props) {
  const t = await getTranslations('Category');
  const href = (next: Record<string, string>) => listingHref(basePath, next, keep);
  const wholeAmounts = { ...storeView.i18n, fractionDigits: 0 };
  const priceCounts = new Map(
    (aggregations.agg_range_price?.buckets ?? []).map((bucket) => [bucket.from, bucket.doc_count]),
  );
  const selected = activeFilterCount(query);
  return (
    <aside className="filters" aria-labelledby="filters-title">
      <FilterDisclosure
        summary={
          <>
            {text.title}
            {selected > 0 && (
              <span className={styles.count}>({t('filtersSelected', { count: selected })})</span>
            )}
          </>
        }
      >
        <h2 id="filters-title" className={styles.heading}>
          {text.title}
        </h2>
        {hasActiveFilters(query) && (
          <Link className="filters__reset" href={href(resetFilters(query))} rel="nofollow" prefetch={false} data-focus-key="filters-reset">
            {text.reset}
          </Link>
        )}
        {attributes.map((attribute) => {
          const buckets = aggregations[`agg_terms_${attribute.attribute_code}`]?.buckets ?? [];
          const counts = new Map(buckets.map((bucket) => [String(bucket.key), bucket.doc_count]));
          const options = attribute.options.filter((option) => counts.has(option.value));
          if (options.length === 0) return null;
          const isColor = attribute.attribute_code === 'color';
          return (
            <section
              key={attribute.attribute_code}
              className="filters__group"
              aria-labelledby={`filter-${attribute.attribute_code}`}
            >
              <h3 id={`filter-${attribute.attribute_code}`}>{attribute.frontend_label}</h3>
              <ul className={isColor ? 'filters__swatches' : 'filters__values'}>
                {options.map((option) => {
                  const active = isFilterValueActive(query, attribute.attribute_code, option.value);
                  return (
                    <li key={option.value}>
                      <FilterValueLink
                        href={href(toggleFilterValue(query, attribute.attribute_code, option.value))}
                        active={active}
                        focusKey={`filter:${attribute.attribute_code}:${option.value}`}
                        label={`${attribute.frontend_label}: ${option.label}${active ? `, ${text.selected}` : ''} (${counts.get(option.value)})`}
                      >
                        {isColor && (
                          <span
                            className="swatch"
                            style={{ background: option.swatch ?? '#ccc' }}
                            aria-hidden="true"
                          />
                        )}
                        <span className={isColor ? 'visually-hidden' : undefined}>{option.label}</span>
                      </FilterValueLink>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
        <section className="filters__group" aria-labelledby="filter-price">
          <h3 id="filter-price">{text.price}</h3>
          <ul className="filters__values">
            {priceFilterOptions((amount) => formatPrice(amount, wholeAmounts)).map((option) => {
              const active = isFilterValueActive(query, 'price', option.id);
              return (
                <li key={option.id}>
                  <FilterValueLink href={href(toggleFilterValue(query, 'price', option.id))} active={active} focusKey={`filter:price:${option.id}`}>
                    {option.label} <span className="count">({priceCounts.get(option.from) ?? 0})</span>
                    {active && <span className="visually-hidden">, {text.selected}</span>}
                  </FilterValueLink>
                </li>
              );
            })}
          </ul>
        </section>
      </FilterDisclosure>
    </aside>
  );
}
