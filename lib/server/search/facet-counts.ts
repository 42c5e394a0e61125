import 'server-only';
import { setImmediate } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { priceRanges } from '@/lib/config/constants';
import { TOTAL_COUNT_CAP } from '@/lib/domain/capped-total';
import { mergeFacetRows, type FacetRow } from '@/lib/domain/facet-buckets';
import { priceRangeKey, type FacetField } from '@/lib/domain/facet-values';
import { lowestIdsOf, type ListedSet } from '@/lib/domain/listed-columns';
import type { IdSlice } from '@/lib/domain/id-slices';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { whereOf } from '@/lib/server/db/sql-literals';
import type { ValuesFilter } from '@/lib/domain/values-filter';
import type { FacetIndex, ListedRule } from './facet-index';
import { COUNT_FACET, facetsQuery, hasFacet, indexedFacetField, isPriceField, type FacetPart } from './facets-query';
import { overSlices } from './scan-slices';

export interface Bucket {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number;
}

/** One of the listing's filters a facet applies: its place among the request's filters, and its test on the facet index's values (null when the index cannot test it). */
interface FacetFilter {
  position: number;
  values: ValuesFilter[] | null;
}

export interface FacetRequest {
  field: string;
  size: number;
  conditions: SQL[];
  /** The listing's filters among `conditions` (the others are the listing's own: visibility, status, stock). */
  filters: readonly FacetFilter[];
  /** True when the facet's own field is not filtered: its WHERE clause is the listing's. */
  shared: boolean;
  /** True when one of its filters keeps products by an index: its statement is not cut into slices. */
  indexed: boolean;
}

/** How many matching products a facet counts at most: the rows the capped total counts (one beyond the cap). */
const FACET_CANDIDATES = TOTAL_COUNT_CAP + 1;

/**
 * The candidates a facet counts: all of them up to FACET_CANDIDATES, else that many, as a statement counts (beyond the
 * cap the counts are lower bounds, as the total is): the same bounded work, found in the index or not. Those of lowest
 * id: every instance's copy counts the same products, whatever order it keeps them in.
 */
const countedOf = (candidates: ListedSet): ListedSet => lowestIdsOf(candidates, FACET_CANDIDATES);

function toBuckets(field: string, rows: FacetRow[]): Bucket[] {
  if (isPriceField(field)) {
    const counts = new Map(rows.map((row) => [row.key, Number(row.doc_count)]));
    return priceRanges.map((range) => ({
      key: priceRangeKey(range.from, range.to),
      from: range.from,
      ...(range.to === null ? {} : { to: range.to }),
      doc_count: counts.get(priceRangeKey(range.from, range.to)) ?? 0,
    }));
  }
  return rows
    .filter((row): row is FacetRow & { key: string } => row.key !== null)
    .map((row) => ({ key: /^\d+$/.test(row.key) ? Number(row.key) : row.key, doc_count: Number(row.doc_count) }));
}

/**
 * The facets' buckets. Facets whose own field is not filtered share the listing's WHERE clause: one statement reads
 * the matching rows once and groups them for all (facetsQuery); a filtered facet (disjunctive: its counts
 * ignore its own filter) needs a statement of its own. With `countShared`, the shared statement also counts the
 * listing's matches up to the cap (`sharedCount`, null when no facet is shared). A statement whose filters no index
 * answers runs slice by slice over the projection of a large catalogue (`slices`, ADR 0072), the counts summed. With
 * the facet `index` (a search over the projection), facets it holds are counted from it (ADR 0074).
 */
export function countFacets(
  db: Db,
  table: SQL,
  facets: FacetRequest[],
  attributeCodes: ReadonlySet<string>,
  options: { countShared: boolean; slices: readonly IdSlice[]; index: FacetIndex | null; listed?: ListedRule | null },
): { buckets: Promise<Bucket[][]>; sharedCount: Promise<number> | null; sharedCandidates: Promise<ListedSet | null> | null } {
  const shared = facets.flatMap((facet, position) => (facet.shared ? [position] : []));
  const groups = [
    ...(shared.length ? [shared] : []),
    ...facets.flatMap((facet, position) => (facet.shared ? [] : [[position]])),
  ];
  const rowsByFacet: FacetRow[][] = facets.map(() => []);
  const counting = options.countShared && shared.length > 0;
  const plans = groups.map((positions) => {
    const parts = positions.map((position) => ({ position, field: facets[position]!.field, size: facets[position]!.size }));
    const first = facets[positions[0]!]!;
    const group: FacetGroup = { parts, conditions: first.conditions, slices: first.indexed ? [] : options.slices };
    const fields = options.index ? indexedFields(parts, attributeCodes) : null;
    const listable = Boolean(fields && options.listed && options.index && listableByIndex(first.filters, options.index));
    return { group, filters: first.filters, fields, listable };
  });
  // One read of the changes for every group of the request (ADR 0080).
  // A failed read leaves the groups to their statements, which report the database's error themselves.
  const inStep = options.index && plans.some((plan) => plan.listable) ? options.index.inStep().catch(() => false) : null;
  let lastTurn: Promise<void> = Promise.resolve();
  const nextTurn = () => (lastTurn = lastTurn.then(() => setImmediate()));
  const run = async (plan: (typeof plans)[number], index: number): Promise<GroupCount> =>
    options.index && plan.fields
      ? countFromIndex(db, table, plan.group, plan.fields, options.index, inStep && plan.listable ? listingOf(plan.filters, options.listed!, inStep, nextTurn) : null)
      : { ...(await countInSql(db, table, plan.group, attributeCodes, counting && index === 0)), candidates: null };
  // A group whose filters include another's, counted from the index and complete, is that group's products that pass
  // the rest (ADR 0078): its sources are started first (fewer filters first).
  const results: Promise<GroupCount>[] = new Array(plans.length);
  const byFilters = plans.map((_, index) => index).sort((a, b) => plans[a]!.filters.length - plans[b]!.filters.length);
  for (const index of byFilters) {
    const plan = plans[index]!;
    const source = options.index && plan.fields ? derivationSource(plans, index, options.index) : null;
    results[index] =
      source === null
        ? run(plan, index)
        : results[source.index]!.then((found) =>
            found.candidates && (found.complete || found.counted <= TOTAL_COUNT_CAP)
              ? derive(found.candidates, Boolean(found.complete), source.extra, plan.group.parts, plan.fields!, options.index!, nextTurn)
              : run(plan, index),
          );
  }
  const runs = results.map((result) =>
    result.then(({ counted, rows, candidates, complete }) => {
      for (const row of rows) rowsByFacet[Number(row.facet)]!.push(row);
      return { counted, candidates, complete };
    }),
  );
  const buckets = Promise.all(runs).then(() => facets.map((facet, position) => toBuckets(facet.field, rowsByFacet[position]!)));
  const sharedRun = counting ? runs[0]! : null;
  return {
    buckets,
    sharedCount: sharedRun && sharedRun.then(({ counted }) => counted),
    // Every product the listing lists, with its values, when the index found them all (ADR 0077). A failure is the
    // count's to report: this one may never be awaited, and must not end a plain Node.js process as unhandled.
    sharedCandidates:
      sharedRun &&
      sharedRun.then(
        ({ counted, candidates, complete }) => (complete || counted <= TOTAL_COUNT_CAP ? candidates : null),
        () => null,
      ),
  };
}

interface GroupCount {
  counted: number;
  rows: FacetRow[];
  /** The candidates' values, when the facet index counted them. */
  candidates: ListedSet | null;
  /** The candidates are every product found, however many (found in the facet index, not by a capped statement). */
  complete?: boolean;
}

interface GroupPlan {
  filters: readonly FacetFilter[];
  fields: FacetField[] | null;
  /** The facet index may find the group's candidates itself (listableByIndex). */
  listable: boolean;
}

/**
 * The group another can be derived from (ADR 0078): counted from the index too, with a strict subset of its filters,
 * the rest of which the index can test, and few enough products by the index's keys to be complete (then waiting for
 * it costs nothing a statement of its own would not); the closest such group. Null when there is none.
 */
function derivationSource(
  plans: readonly GroupPlan[],
  index: number,
  facetIndex: FacetIndex,
): { index: number; extra: ValuesFilter[] } | null {
  const own = new Map(plans[index]!.filters.map((filter) => [filter.position, filter]));
  let best: { index: number; extra: ValuesFilter[]; size: number } | null = null;
  for (const [candidate, plan] of plans.entries()) {
    if (candidate === index || !plan.fields || plan.filters.length >= own.size || (best && best.size >= plan.filters.length)) continue;
    if (!plan.filters.every((filter) => own.has(filter.position))) continue;
    const kept = new Set(plan.filters.map((filter) => filter.position));
    const extra = [...own.values()].filter((filter) => !kept.has(filter.position));
    if (extra.some((filter) => filter.values === null)) continue;
    // Complete when the index lists it (ADR 0080), or when the index's keys bound it under the cap.
    if (!plan.listable && facetIndex.atMost(plan.filters.flatMap((filter) => filter.values ?? [])) > TOTAL_COUNT_CAP) continue;
    best = { index: candidate, extra: extra.flatMap((filter) => filter.values ?? []), size: plan.filters.length };
  }
  return best && { index: best.index, extra: best.extra };
}

/** A group's counts from a complete source group's candidates: those that pass its other filters. */
async function derive(
  candidates: ListedSet,
  complete: boolean,
  extra: readonly ValuesFilter[],
  parts: readonly FacetPart[],
  fields: readonly FacetField[],
  index: FacetIndex,
  nextTurn: () => Promise<void>,
): Promise<GroupCount> {
  const passing = await index.filter(candidates, extra, nextTurn);
  return { counted: passing.slots.length, rows: mergeFacetRows(index.count(countedOf(passing), fields), sizesOf(parts)), candidates: passing, complete };
}

/** Facets that share a WHERE clause, and the slices their candidates are read in (none when an index finds them). */
interface FacetGroup {
  parts: FacetPart[];
  conditions: SQL[];
  slices: readonly IdSlice[];
}

/** How many keys each facet keeps (the price facet keeps all its ranges). */
const sizesOf = (parts: readonly FacetPart[]) =>
  new Map(parts.filter((part) => !isPriceField(part.field)).map((part) => [part.position, part.size]));

/**
 * The group's facets as the facet index counts them, or null when one of them reads something it does not hold, or
 * when none has buckets (a facet on a document path has none, whoever counts; its group only counts, if asked).
 */
function indexedFields(parts: readonly FacetPart[], attributeCodes: ReadonlySet<string>): FacetField[] | null {
  const fields = parts.filter((part) => hasFacet(part.field, attributeCodes)).map((part) => indexedFacetField(part, attributeCodes));
  return fields.length > 0 && fields.every((field) => field !== null) ? fields : null;
}

/**
 * A facet counts at most the first FACET_CANDIDATES matching rows (one bounded pass): beyond them its counts are lower
 * bounds, as the total is ("10,000+"). Over the products table too: at 100k products a filter that excludes almost
 * nothing made 10 facets count every product (4–5 s on PostgreSQL, bench/README "Stall").
 */
async function countInSql(
  db: Db,
  table: SQL,
  { parts, conditions, slices }: FacetGroup,
  attributeCodes: ReadonlySet<string>,
  withCount: boolean,
): Promise<{ counted: number; rows: FacetRow[] }> {
  const sliced = slices.length > 0;
  const { counted, values } = await overSlices(slices, FACET_CANDIDATES, async (slice, remaining) => {
    const from = { table, where: whereOf(slice ? [...conditions, slice] : conditions), limit: remaining };
    // A slice always counts its rows (how many the next may still take) and answers every key.
    const query = facetsQuery(parts, from, attributeCodes, sliced || withCount, sliced);
    if (!query) return { counted: 0, value: [] as FacetRow[] };
    const { rows } = await execute<FacetRow>(db, query);
    const count = rows.find((row) => Number(row.facet) === COUNT_FACET);
    return { counted: count ? Number(count.doc_count) : 0, value: rows.filter((row) => row !== count) };
  });
  return { counted, rows: sliced ? mergeFacetRows(values.flat(), sizesOf(parts)) : values.flat() };
}

const numbersOf = (list: string | null | undefined): number[] => (list ? list.split(',').map(Number) : []);

/** Whether the facet index may find a group's candidates itself: it tests every filter, and is in step as far as is known. */
function listableByIndex(filters: readonly FacetFilter[], index: FacetIndex): boolean {
  return filters.every((filter) => filter.values !== null) && index.mayList;
}

const listingOf = (filters: readonly FacetFilter[], rule: ListedRule, inStep: Promise<boolean>, nextTurn: () => Promise<void>): IndexListing => ({
  rule,
  filters: filters.flatMap((filter) => filter.values ?? []),
  inStep,
  nextTurn,
});

/** A listing group the facet index may find the candidates of: once the request's read of the changes says it is in step. */
interface IndexListing {
  rule: ListedRule;
  filters: ValuesFilter[];
  inStep: Promise<boolean>;
  /**
   * Settles on a later turn of the event loop than the previous call's, of any of the request's groups (they resume
   * together when the read ends): each bounded part of a group's work in memory takes a turn of its own, and other
   * requests get theirs in between.
   */
  nextTurn: () => Promise<void>;
}

/**
 * The same counts from the facet index (ADR 0074): the statement finds only the candidates' ids and generations (the
 * same bounded pass), and the index counts their values. A listing whose filters the index tests finds every one of
 * its products there instead, when the index is in step with the projection (ADR 0080): no statement at all.
 */
async function countFromIndex(
  db: Db,
  table: SQL,
  { parts, conditions, slices }: FacetGroup,
  fields: readonly FacetField[],
  index: FacetIndex,
  listing: IndexListing | null,
): Promise<GroupCount & { candidates: ListedSet }> {
  if (listing && (await listing.inStep)) {
    const listed = await index.listed(listing.rule, listing.filters, listing.nextTurn);
    if (listed) return { counted: listed.slots.length, rows: mergeFacetRows(index.count(countedOf(listed), fields), sizesOf(parts)), candidates: listed, complete: true };
  }
  const { counted, values } = await overSlices(slices, FACET_CANDIDATES, async (slice, remaining) => {
    const where = whereOf(slice ? [...conditions, slice] : conditions);
    // As text: the drivers parse an array of 10,000 numbers character by character (~10 ms on PostgreSQL).
    const { rows } = await execute<{ ids: string | null; generations: string | null }>(
      db,
      sql`SELECT string_agg(c.id::text, ',') AS ids, string_agg(c.generation::text, ',') AS generations
        FROM (SELECT p.id, p.generation FROM ${table} ${where} LIMIT ${remaining}) c`,
    );
    const ids = numbersOf(rows[0]?.ids);
    return { counted: ids.length, value: { ids, generations: numbersOf(rows[0]?.generations) } };
  });
  const candidates = await index.valuesOf(
    values.flatMap((value) => value.ids),
    values.flatMap((value) => value.generations),
  );
  return { counted, rows: mergeFacetRows(index.count(candidates, fields), sizesOf(parts)), candidates };
}
