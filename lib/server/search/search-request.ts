import { z } from 'zod';
import { isReservedKey } from '@/lib/server/http/input-guard';
import { countFilterValues } from '@/lib/domain/id-slices';

/** Bounds of one search request, so that no accepted request holds the database for long (ADR 0013). */
export const searchLimits = {
  filters: 30,
  valuesPerFilter: 500,
  valuesPerRequest: 1000,
  aggregations: 10,
  sorts: 5,
  textLength: 200,
  productSize: 200,
  maxFrom: 10_000,
} as const;

const scalar = z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()]);
// The number of values is checked per filter (appliedFilterSchema), where the message can say so; a union would not.
const scalarOrList = z.union([scalar, z.array(scalar)]);

const fieldName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.]+$/, 'Field names contain only letters, digits, dots and underscores')
  .refine((name) => !name.split('.').some(isReservedKey), 'Field names may not use __proto__, constructor or prototype');

const filterValue = z.union([
  z
    .object({
      eq: scalarOrList.optional(),
      neq: scalarOrList.optional(),
      in: scalarOrList.optional(),
      nin: scalarOrList.optional(),
      gt: scalar.optional(),
      gte: scalar.optional(),
      lt: scalar.optional(),
      lte: scalar.optional(),
      from: scalar.optional(),
      to: scalar.optional(),
      like: z.string().max(200).optional(),
      or: scalarOrList.optional(),
    })
    .strict(),
  scalarOrList,
]);

const appliedFilterSchema = z
  .object({
    attribute: fieldName,
    value: filterValue,
    scope: z.string().max(50).optional(),
    options: z.unknown().optional(),
  })
  .refine((filter) => countFilterValues(filter) <= searchLimits.valuesPerFilter, {
    message: `A filter takes at most ${searchLimits.valuesPerFilter} values`,
    path: ['value'],
  });
export type AppliedFilter = z.infer<typeof appliedFilterSchema>;

const availableFilterSchema = z.object({
  field: fieldName,
  scope: z.string().max(50).optional(),
  options: z
    .object({ size: z.number().int().min(1).max(500).optional() })
    .passthrough()
    .optional()
    .nullable(),
});

const sortEntry = z.object({
  field: fieldName,
  options: z.union([z.enum(['asc', 'desc']), z.object({ order: z.enum(['asc', 'desc']) })]).optional(),
});


/** A storefront-query-builder "search-query" body (request_format=search-query). */
export const searchQueryBodySchema = z
  .object({
    _appliedFilters: z
      .array(appliedFilterSchema)
      .max(searchLimits.filters, `At most ${searchLimits.filters} filters per request`)
      .default([])
      .refine(
        (filters) => filters.reduce((sum, filter) => sum + countFilterValues(filter), 0) <= searchLimits.valuesPerRequest,
        `At most ${searchLimits.valuesPerRequest} filter values per request`,
      ),
    _availableFilters: z
      .array(availableFilterSchema)
      .max(searchLimits.aggregations, `At most ${searchLimits.aggregations} aggregations per request`)
      .default([]),
    _appliedSort: z.array(sortEntry).max(searchLimits.sorts, `At most ${searchLimits.sorts} sort fields`).default([]),
    _searchText: z
      .string()
      .max(searchLimits.textLength, `The search text is at most ${searchLimits.textLength} characters`)
      .default(''),
  })
  .passthrough();
export type SearchQueryBody = z.infer<typeof searchQueryBodySchema>;

const csv = z
  .string()
  .max(4000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

export const searchParamsSchema = z.object({
  from: z.coerce
    .number()
    .int('from must be a whole number')
    .max(searchLimits.maxFrom, `from must be at most ${searchLimits.maxFrom}`)
    .optional(),
  size: z.coerce.number().int('size must be a whole number').optional(),
  sort: z.string().max(200).optional(),
  request: z.string().max(100_000).optional(),
  request_format: z.enum(['search-query']).optional(),
  response_format: z.enum(['compact', 'standard']).optional(),
  _source_include: csv.optional(),
  _source_exclude: csv.optional(),
  _source_includes: csv.optional(),
  _source_excludes: csv.optional(),
  storeCode: z.string().max(20).optional(),
});

export interface SortSpec {
  field: string;
  direction: 'asc' | 'desc';
}

export interface CatalogSearchRequest {
  filters: AppliedFilter[];
  aggregations: { field: string; size?: number }[];
  sort: SortSpec[];
  text: string;
  from: number;
  size: number;
  include: string[];
  exclude: string[];
}

/** `sort=final_price:asc,name` or `_appliedSort` entries → a list of sort specs. */
export function parseSort(sort: string | undefined, applied: SearchQueryBody['_appliedSort']): SortSpec[] {
  const specs: SortSpec[] = [];
  for (const entry of applied) {
    const direction = typeof entry.options === 'string' ? entry.options : (entry.options?.order ?? 'asc');
    specs.push({ field: entry.field, direction });
  }
  for (const part of (sort ?? '').split(',')) {
    const [field, direction] = part.trim().split(':');
    if (!field) continue;
    if (!fieldName.safeParse(field).success) throw new z.ZodError([{ code: 'custom', path: ['sort'], message: `Invalid sort field '${field}'`, input: sort }]);
    specs.push({ field, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' });
  }
  return specs;
}

