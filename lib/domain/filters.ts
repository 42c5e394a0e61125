/**
 * Spec §2: filters and sorting live in the route query. Multi-select attributes are comma-joined
 * (`color=49,50`), the price is a single `from-to` range (`price=150-` when open-ended), `sort` and `page`
 * are reserved. Every other key is an attribute code.
 */
import { priceRanges as defaultPriceRanges, sortOptions } from '@/lib/config/constants';
import { toggleChoice } from './choice-toggle';
import { naturalOrder } from './natural-order';

export type RouteQuery = Readonly<Record<string, string | readonly string[] | null | undefined>>;
export type FilterQuery = Record<string, string>;

export type SortKey = 'updated_at:desc' | 'final_price:asc' | 'final_price:desc';
export const DEFAULT_SORT: SortKey = 'updated_at:desc';
export const SORT_OPTIONS: readonly { key: SortKey; label: string }[] = sortOptions.map((option) => ({
  key: `${option.field}:${option.direction}` as SortKey,
  label: option.label,
}));

const PRICE_FILTER = 'price';
const SORT_PARAM = 'sort';
const PAGE_PARAM = 'page';
const RESERVED = new Set([PRICE_FILTER, SORT_PARAM, PAGE_PARAM]);

export interface PriceRange {
  from: number;
  to: number | null;
}

export interface FilterState {
  filters: Record<string, string[]>;
  price?: PriceRange;
  sort?: SortKey;
  page?: number;
}

/** Spec §3 Filter option. */
export interface FilterOption {
  id: string;
  label: string;
  type: string;
  from?: number;
  to?: number | null;
  single: boolean;
}

function rawValues(value: string | readonly string[] | null | undefined): string[] {
  const list = typeof value === 'string' ? [value] : (value ?? []);
  return list
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function firstValue(value: string | readonly string[] | null | undefined): string | undefined {
  return rawValues(value)[0];
}

function priceRangeId(range: PriceRange): string {
  return `${range.from}-${range.to ?? ''}`;
}

export function parsePriceRange(value: string | null | undefined): PriceRange | undefined {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === undefined ? null : Number(match[2]);
  if (to !== null && to <= from) return undefined;
  return { from, to };
}

function isSortKey(value: string | undefined): value is SortKey {
  return SORT_OPTIONS.some((option) => option.key === value);
}

function parsePage(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 ? page : undefined;
}

export function parseFilterQuery(query: RouteQuery): FilterState {
  const state: FilterState = { filters: {} };
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED.has(key)) continue;
    const values = [...new Set(rawValues(value))];
    if (values.length > 0) state.filters[key] = values;
  }
  const price = parsePriceRange(firstValue(query[PRICE_FILTER]));
  if (price) state.price = price;
  const sort = firstValue(query[SORT_PARAM]);
  if (isSortKey(sort)) state.sort = sort;
  const page = parsePage(firstValue(query[PAGE_PARAM]));
  if (page) state.page = page;
  return state;
}

/** A normalised query in a stable order: attributes alphabetically, then price, sort and page. */
export function toFilterQuery(state: FilterState): FilterQuery {
  const query: FilterQuery = {};
  for (const code of Object.keys(state.filters).sort(naturalOrder)) {
    const values = [...new Set(state.filters[code] ?? [])].sort(naturalOrder);
    if (values.length > 0) query[code] = values.join(',');
  }
  if (state.price) query[PRICE_FILTER] = priceRangeId(state.price);
  if (state.sort && state.sort !== DEFAULT_SORT) query[SORT_PARAM] = state.sort;
  if (state.page && state.page > 1) query[PAGE_PARAM] = String(state.page);
  return query;
}

/** Commas and colons are legal in a query and keep `color=49,50&sort=final_price:asc` readable. */
function encodeQueryPart(part: string): string {
  return encodeURIComponent(part).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

/** `color=49,50&price=0-50` (no leading `?`; empty when nothing is set). */
export function toQueryString(state: FilterState | RouteQuery): string {
  const normalised = toFilterQuery(isFilterState(state) ? state : parseFilterQuery(state));
  return Object.entries(normalised)
    .map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`)
    .join('&');
}

/**
 * A listing's link: `basePath?` + the query keys every link keeps (the search text `q`) + the normalised filter query.
 * Categories and search results build every filter, sort, reset and "load more" link with it.
 */
export function listingHref(basePath: string, query: FilterState | RouteQuery, keep: Readonly<Record<string, string>> = {}): string {
  const search = [new URLSearchParams(keep).toString(), toQueryString(query)].filter(Boolean).join('&');
  return search ? `${basePath}?${search}` : basePath;
}

function isFilterState(value: FilterState | RouteQuery): value is FilterState {
  const filters = (value as { filters?: unknown }).filters;
  return typeof filters === 'object' && filters !== null && !Array.isArray(filters);
}

/**
 * Adds the value when absent, removes it when present. Attributes are multi-select, the price (or any
 * `single` option) replaces the current value. A changed filter goes back to the first page.
 */
export function toggleFilterValue(
  query: RouteQuery,
  code: string,
  value: string,
  { single = code === PRICE_FILTER }: { single?: boolean } = {},
): FilterQuery {
  const state: FilterState = { ...parseFilterQuery(query), page: undefined };
  const trimmed = value.trim();
  if (code === PRICE_FILTER) {
    const range = parsePriceRange(trimmed);
    if (!range) return toFilterQuery(state);
    const isActive = state.price !== undefined && priceRangeId(state.price) === priceRangeId(range);
    return toFilterQuery({ ...state, price: isActive ? undefined : range });
  }
  if (trimmed === '' || trimmed.includes(',')) return toFilterQuery(state);
  const current = state.filters[code] ?? [];
  const next = toggleChoice(current, trimmed, { multiple: !single });
  return toFilterQuery({ ...state, filters: { ...state.filters, [code]: next } });
}

export function isFilterValueActive(query: RouteQuery, code: string, value: string): boolean {
  const state = parseFilterQuery(query);
  if (code === PRICE_FILTER) {
    const range = parsePriceRange(value);
    return (
      range !== undefined && state.price !== undefined && priceRangeId(range) === priceRangeId(state.price)
    );
  }
  return state.filters[code]?.includes(value.trim()) ?? false;
}

/** Clears every filter and the page; the sort order is a separate control and stays. */
export function resetFilters(query: RouteQuery): FilterQuery {
  return toFilterQuery({ filters: {}, sort: parseFilterQuery(query).sort });
}

export function setSort(query: RouteQuery, sort: SortKey): FilterQuery {
  return toFilterQuery({ ...parseFilterQuery(query), page: undefined, sort });
}

export function setPage(query: RouteQuery, page: number): FilterQuery {
  return toFilterQuery({ ...parseFilterQuery(query), page });
}

export function hasActiveFilters(query: RouteQuery): boolean {
  const state = parseFilterQuery(query);
  return state.price !== undefined || Object.keys(state.filters).length > 0;
}

/** Spec §9: a range from 0 reads "< to", an open-ended one "> from", the rest "from - to". */
export function priceRangeLabel(range: PriceRange, formatPrice: (amount: number) => string): string {
  if (range.to === null) return `> ${formatPrice(range.from)}`;
  if (range.from <= 0) return `< ${formatPrice(range.to)}`;
  return `${formatPrice(range.from)} - ${formatPrice(range.to)}`;
}

export function priceFilterOptions(
  formatPrice: (amount: number) => string,
  ranges: readonly PriceRange[] = defaultPriceRanges,
): FilterOption[] {
  return ranges.map((range) => ({
    id: priceRangeId(range),
    label: priceRangeLabel(range, formatPrice),
    type: PRICE_FILTER,
    from: range.from,
    to: range.to,
    single: true,
  }));
}

export function attributeFilterOptions(
  attributeCode: string,
  options: readonly { value: string | number; label: string }[],
): FilterOption[] {
  return options.map((option) => ({
    id: String(option.value),
    label: option.label,
    type: attributeCode,
    single: false,
  }));
}
