import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '@/lib/server/http/api-error';
import type { AppliedFilter } from './search-request';
import { escapeLike } from './text-query';
import { INT4_MAX, INT4_MIN, isInt4 } from '@/lib/domain/integer-range';
import { finalPriceOf } from '@/lib/server/catalog/special-price-sql';
import { isSqlSafeStoreCode, URL_FIELDS } from '@/lib/domain/store-urls';
import type { ValuesFilter } from '@/lib/domain/values-filter';

/** The effective (special-price aware) catalogue price of a product row `p`, spec §4 Pricing. */
export const finalPriceSql = finalPriceOf('p');

type ColumnType = 'integer' | 'number' | 'text' | 'boolean' | 'date';
interface ColumnField {
  kind: 'column';
  expr: SQL;
  type: ColumnType;
}
type Field =
  | ColumnField
  | { kind: 'attribute'; code: string }
  | { kind: 'category' }
  | { kind: 'childSku' }
  | { kind: 'document'; path: string[] };

const columns: Record<string, ColumnField> = {
  id: { kind: 'column', expr: sql`p.id`, type: 'integer' },
  sku: { kind: 'column', expr: sql`p.sku`, type: 'text' },
  parentSku: { kind: 'column', expr: sql`p.parent_sku`, type: 'text' },
  parent_sku: { kind: 'column', expr: sql`p.parent_sku`, type: 'text' },
  type_id: { kind: 'column', expr: sql`p.type_id`, type: 'text' },
  status: { kind: 'column', expr: sql`p.status`, type: 'integer' },
  visibility: { kind: 'column', expr: sql`p.visibility`, type: 'integer' },
  name: { kind: 'column', expr: sql`p.name`, type: 'text' },
  url_key: { kind: 'column', expr: sql`p.url_key`, type: 'text' },
  url_path: { kind: 'column', expr: sql`p.url_path`, type: 'text' },
  slug: { kind: 'column', expr: sql`(p.doc->>'slug')`, type: 'text' },
  price: { kind: 'column', expr: finalPriceSql, type: 'number' },
  final_price: { kind: 'column', expr: finalPriceSql, type: 'number' },
  original_price: { kind: 'column', expr: sql`p.price`, type: 'number' },
  special_price: { kind: 'column', expr: sql`p.special_price`, type: 'number' },
  tax_class_id: { kind: 'column', expr: sql`p.tax_class_id`, type: 'integer' },
  created_at: { kind: 'column', expr: sql`p.created_at`, type: 'date' },
  updated_at: { kind: 'column', expr: sql`p.updated_at`, type: 'date' },
  new: { kind: 'column', expr: sql`(CASE WHEN p.is_new THEN 1 ELSE 0 END)`, type: 'integer' },
  sales_count: { kind: 'column', expr: sql`p.sales_count`, type: 'integer' },
  'stock.is_in_stock': {
    kind: 'column',
    expr: sql`COALESCE((SELECT s.is_in_stock FROM stock s WHERE s.product_id = p.id), false)`,
    type: 'boolean',
  },
};

/** A lookup by a client's field name that never reaches Object.prototype ('constructor', '__proto__'…). */
const own = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export function resolveField(name: string, attributeCodes: ReadonlySet<string>): Field {
  const column = own(columns, name);
  if (column) return column;
  if (name === 'category_ids' || name === 'category.category_id' || name === 'category_id') return { kind: 'category' };
  if (name === 'configurable_children.sku') return { kind: 'childSku' };
  if (attributeCodes.has(name)) return { kind: 'attribute', code: name };
  return { kind: 'document', path: name.split('.') };
}

type Scalar = string | number | boolean | null;
const asList = (value: unknown): Scalar[] => (Array.isArray(value) ? value : [value]) as Scalar[];

function coerce(value: Scalar, type: ColumnType, field: string): string | number | boolean {
  if (value === null) throw badRequest(`Filter on '${field}' has a null value.`);
  if (type === 'integer') {
    const number = typeof value === 'number' ? value : Number(value);
    if (value === '' || !isInt4(number)) throw badRequest(`Filter on '${field}' expects a whole number from ${INT4_MIN} to ${INT4_MAX}.`);
    return number;
  }
  if (type === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) throw badRequest(`Filter on '${field}' expects a number.`);
    return number;
  }
  if (type === 'boolean') return value === true || value === 'true' || value === 1 || value === '1';
  if (type === 'date') {
    const time = Date.parse(String(value));
    if (Number.isNaN(time)) throw badRequest(`Filter on '${field}' expects a date.`);
    const year = new Date(time).getUTCFullYear();
    if (year < 1 || year > 9999) throw badRequest(`Filter on '${field}' expects a date between the years 1 and 9999.`);
    return new Date(time).toISOString();
  }
  return String(value);
}

function optionId(value: Scalar, field: string): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === null || value === '' || typeof value === 'boolean' || !isInt4(number)) {
    throw badRequest(`Filter on '${field}' expects option ids (whole numbers from ${INT4_MIN} to ${INT4_MAX}).`);
  }
  return number;
}

function columnCondition(field: ColumnField, name: string, operator: string, value: unknown): SQL {
  const { expr, type } = field;
  const cast = type === 'date' ? sql`::timestamptz` : sql``;
  const one = (v: Scalar) => sql`${coerce(v, type, name)}${cast}`;
  const list = (values: Scalar[]) =>
    values.length === 0 ? sql`(NULL)` : sql`(${sql.join(values.map(one), sql`, `)})`;
  switch (operator) {
    case 'eq':
    case 'in':
    case 'or':
      return Array.isArray(value) ? sql`${expr} IN ${list(value as Scalar[])}` : sql`${expr} = ${one(value as Scalar)}`;
    case 'neq':
    case 'nin':
      return sql`${expr} NOT IN ${list(asList(value))}`;
    case 'gt':
      return sql`${expr} > ${one(value as Scalar)}`;
    case 'gte':
    case 'from':
      return sql`${expr} >= ${one(value as Scalar)}`;
    case 'lt':
      return sql`${expr} < ${one(value as Scalar)}`;
    case 'lte':
    case 'to':
      return sql`${expr} <= ${one(value as Scalar)}`;
    case 'like':
      if (type !== 'text') throw badRequest(`'like' works only on text fields, not '${name}'.`);
      return sql`${expr} ILIKE ${`%${escapeLike(String(value))}%`}`;
    default:
      throw badRequest(`Unsupported filter operator '${operator}'.`);
  }
}

/**
 * Up to this many option ids, one containment test each (the GIN index on attrs answers them); more ids are looked
 * up per product in one list parameter, which stays fast where hundreds of containment tests took seconds.
 */
const INDEXED_OPTION_IDS = 8;

function membershipCondition(field: Field, name: string, operator: string, value: unknown): SQL {
  const values = asList(value);
  if (values.length === 0) return sql`false`;
  let any: SQL;
  if (field.kind === 'attribute') {
    const ids = values.map((v) => optionId(v, name));
    any =
      ids.length <= INDEXED_OPTION_IDS
        ? sql`(${sql.join(
            ids.map((id) => sql`p.attrs @> ${JSON.stringify({ [field.code]: [id] })}::jsonb`),
            sql` OR `,
          )})`
        : // One array parameter, compared as text: the planner hashes a constant array (an array built by a subquery is
          // searched value by value, which made 470 ids over 100k products take seconds, bench/README "Stall").
          sql`EXISTS (SELECT 1 FROM jsonb_array_elements(p.attrs -> ${field.code}) AS v(id)
            WHERE (v.id #>> '{}') = ANY(${`{${ids.join(',')}}`}::text[]))`;
  } else if (field.kind === 'category') {
    const ids = values.map((v) => optionId(v, name));
    any = sql`p.category_ids && ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::integer[]`;
  } else if (field.kind === 'childSku') {
    const skus = values.map(String);
    const list = sql.join(
      skus.map((sku) => sql`${sku}`),
      sql`, `,
    );
    any = sql`p.sku IN (SELECT c.parent_sku FROM products c WHERE c.sku IN (${list}) AND c.parent_sku IS NOT NULL)`;
  } else if (field.kind === 'document') {
    // Every value at the path (arrays along it flattened, as Elasticsearch does) against one list parameter: a
    // hashed lookup per product, where a containment test per value made 500 values take seconds.
    const jsonPath = `$${field.path.map((key) => `."${key}"`).join('')}[*]`;
    const texts = JSON.stringify(values.map((v) => (v === null ? null : String(v))));
    any = sql`EXISTS (SELECT 1 FROM jsonb_path_query(p.doc, ${jsonPath}::jsonpath) AS v(value)
      WHERE (v.value #>> '{}') = ANY(ARRAY(SELECT jsonb_array_elements_text(${texts}::jsonb))))`;
  } else {
    throw badRequest(`Unsupported filter on '${name}'.`);
  }
  switch (operator) {
    case 'eq':
    case 'in':
    case 'or':
      return any;
    case 'neq':
    case 'nin':
      return sql`NOT ${any}`;
    default:
      throw badRequest(`Filter operator '${operator}' is not supported on '${name}'.`);
  }
}

const POSITIVE_OPERATORS = new Set(['eq', 'in', 'or']);

/** A filter's value as (operator, operand) pairs: a bare value means `eq`, a bare list `in`. */
function operatorEntries(value: unknown): [string, unknown][] {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).filter(([, v]) => v !== undefined)
    : [[Array.isArray(value) ? 'in' : 'eq', value]];
}

/**
 * Whether a filter keeps its products by an index (the GIN indexes of the categories and of the attributes): a
 * category, or up to INDEXED_OPTION_IDS option ids of an attribute, asked for rather than left out. A scan with such a
 * filter reads only the rows the index gives; one without reads every listed product (ADR 0072).
 */
export function narrowsByIndex(filter: AppliedFilter, attributeCodes: ReadonlySet<string>): boolean {
  const field = resolveField(filter.attribute, attributeCodes);
  if (field.kind !== 'category' && field.kind !== 'attribute') return false;
  return operatorEntries(filter.value).some(([operator, operand]) => POSITIVE_OPERATORS.has(operator) && (field.kind === 'category' || asList(operand).length <= INDEXED_OPTION_IDS));
}

/** The fields a store view may translate (lib/domain/store-urls.ts): a product is found by its own address or the store's. */
const URL_FIELD_NAMES: ReadonlySet<string> = new Set<string>(URL_FIELDS);

/**
 * A url key, url path or slug in a store view with translated addresses: the stored (default) value or the store's own
 * (`doc #>> '{translations,de,url_path}'`, indexed for url_path), so an English address under /de still finds the product
 * (and its page sends it on to the store's address).
 */
function storeUrlField(name: string, storeCode: string | undefined): ColumnField | null {
  if (!storeCode || storeCode === 'default' || !URL_FIELD_NAMES.has(name) || !isSqlSafeStoreCode(storeCode)) return null;
  return { kind: 'column', expr: sql.raw(`(p.doc #>> '{translations,${storeCode},${name}}')`), type: 'text' };
}

/** One applied filter → SQL over products `p`. A bare value means `eq` (or `in` for a list). */
export function filterCondition(filter: AppliedFilter, attributeCodes: ReadonlySet<string>, storeCode?: string): SQL {
  const field = resolveField(filter.attribute, attributeCodes);
  const entries = operatorEntries(filter.value);
  if (entries.length === 0) throw badRequest(`Filter on '${filter.attribute}' has no operator.`);
  const translated = storeUrlField(filter.attribute, storeCode);
  const parts = entries.map(([operator, operand]) => {
    if (field.kind !== 'column') return membershipCondition(field, filter.attribute, operator, operand);
    const own = columnCondition(field, filter.attribute, operator, operand);
    if (!translated) return own;
    const other = columnCondition(translated, filter.attribute, operator, operand);
    // A negated test holds when neither address matches (a missing translation is NULL, not a match).
    return ['neq', 'nin'].includes(operator) ? sql`(${own} AND ${other} IS NOT FALSE)` : sql`(${own} OR ${other})`;
  });
  return sql`(${sql.join(parts, sql` AND `)})`;
}

const PRICE_OPERATORS: Readonly<Record<string, Extract<ValuesFilter, { kind: 'price' }>['operator']>> = {
  eq: 'in',
  in: 'in',
  or: 'in',
  neq: 'not in',
  nin: 'not in',
  gt: '>',
  gte: '>=',
  from: '>=',
  lt: '<',
  lte: '<=',
  to: '<=',
};

/**
 * One applied filter as the facet index tests it on a product's values (ADR 0078), or null when it reads something the
 * index does not hold. The same operators and the same tests as `filterCondition`, which has already checked the
 * values (it runs first).
 */
export function valuesFilterOf(filter: AppliedFilter, attributeCodes: ReadonlySet<string>): ValuesFilter[] | null {
  const field = resolveField(filter.attribute, attributeCodes);
  const entries = operatorEntries(filter.value);
  if (field.kind === 'category' || field.kind === 'attribute') {
    const parts = entries.map(([operator, operand]): ValuesFilter | null => {
      if (!POSITIVE_OPERATORS.has(operator) && operator !== 'neq' && operator !== 'nin') return null;
      const ids = asList(operand).map((value) => optionId(value, filter.attribute));
      // Above INDEXED_OPTION_IDS ids the SQL compares an attribute value's text (a stored 57.0 is "57.0", not 57).
      if (field.kind === 'attribute' && ids.length > INDEXED_OPTION_IDS) return null;
      const target = field.kind === 'category' ? { kind: 'category' as const } : { kind: 'attribute' as const, code: field.code };
      return { kind: 'keys', field: target, ids, negated: !POSITIVE_OPERATORS.has(operator) };
    });
    return parts.every((part) => part !== null) ? parts : null;
  }
  if (field.kind !== 'column' || (filter.attribute !== 'price' && filter.attribute !== 'final_price')) return null;
  const parts = entries.map(([operator, operand]): ValuesFilter | null => {
    const compared = Object.hasOwn(PRICE_OPERATORS, operator) ? PRICE_OPERATORS[operator]! : null;
    if (!compared) return null;
    const values = compared === 'in' || compared === 'not in' ? asList(operand) : [operand as Scalar];
    return { kind: 'price', operator: compared, operands: values.map((value) => coerce(value, 'number', filter.attribute) as number) };
  });
  return parts.every((part) => part !== null) ? parts : null;
}

const sortable: Record<string, SQL> = {
  final_price: finalPriceSql,
  price: finalPriceSql,
  updated_at: sql`p.updated_at`,
  created_at: sql`p.created_at`,
  name: sql`p.name`,
  id: sql`p.id`,
  sku: sql`p.sku`,
  sales_count: sql`p.sales_count`,
  new: sql`p.is_new`,
  position: sql`p.id`,
};

export function sortExpression(field: string): SQL {
  const expr = own(sortable, field);
  if (!expr) throw badRequest(`Unsupported sort field '${field}'. Use one of: ${Object.keys(sortable).join(', ')}.`);
  return expr;
}
