/**
 * Range filters on one field are one range (Elasticsearch ANDs a bool query's filters, so their ranges intersect):
 * `price >= 0 ≤ 10000`, `price >= 1 ≤ 10000`, … `price >= 27 ≤ 10000` is `price >= 27 ≤ 10000`. Each filter becomes
 * an SQL condition evaluated on every candidate row, and the final price is a CASE expression: 28 such filters made
 * one search's facets take seconds at 100k products (bench/README "Stall"). Only filters whose operators are all
 * range operators with numeric bounds merge; any other filter is kept as it came, in its place.
 */
const RANGE_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'from', 'to'] as const;
type RangeOperator = (typeof RANGE_OPERATORS)[number];

export interface RangeMergeable {
  attribute: string;
  value: unknown;
  scope?: string;
}

interface Bound {
  value: number;
  inclusive: boolean;
}

type NumericRange = Partial<Record<RangeOperator, number>>;

function numericRangeOf(value: unknown): NumericRange | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(([, operand]) => operand !== undefined);
  if (entries.length === 0) return null;
  for (const [operator, operand] of entries) {
    if (!(RANGE_OPERATORS as readonly string[]).includes(operator) || typeof operand !== 'number' || !Number.isFinite(operand)) return null;
  }
  return Object.fromEntries(entries) as NumericRange;
}

/** The stricter of two lower bounds: the higher value; at the same value, the exclusive one. */
const stricterLower = (a: Bound | undefined, b: Bound): Bound =>
  !a || b.value > a.value || (b.value === a.value && !b.inclusive) ? b : a;
/** The stricter of two upper bounds: the lower value; at the same value, the exclusive one. */
const stricterUpper = (a: Bound | undefined, b: Bound): Bound =>
  !a || b.value < a.value || (b.value === a.value && !b.inclusive) ? b : a;

function boundsOf(range: NumericRange): { lower?: Bound; upper?: Bound } {
  let lower: Bound | undefined;
  let upper: Bound | undefined;
  if (range.gt !== undefined) lower = stricterLower(lower, { value: range.gt, inclusive: false });
  for (const value of [range.gte, range.from]) if (value !== undefined) lower = stricterLower(lower, { value, inclusive: true });
  if (range.lt !== undefined) upper = stricterUpper(upper, { value: range.lt, inclusive: false });
  for (const value of [range.lte, range.to]) if (value !== undefined) upper = stricterUpper(upper, { value, inclusive: true });
  return { lower, upper };
}

function rangeValue(lower: Bound | undefined, upper: Bound | undefined): NumericRange {
  return {
    ...(lower ? { [lower.inclusive ? 'gte' : 'gt']: lower.value } : {}),
    ...(upper ? { [upper.inclusive ? 'lte' : 'lt']: upper.value } : {}),
  };
}

/** The filters with each field's numeric range filters merged into its first one. */
export function mergeRangeFilters<F extends RangeMergeable>(filters: readonly F[]): F[] {
  const merged = new Map<string, { index: number; count: number; lower?: Bound; upper?: Bound }>();
  const result: F[] = [];
  for (const filter of filters) {
    const range = numericRangeOf(filter.value);
    if (!range) {
      result.push(filter);
      continue;
    }
    const key = `${filter.attribute}\u0000${filter.scope ?? ''}`;
    const { lower, upper } = boundsOf(range);
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { index: result.length, count: 1, lower, upper });
      result.push(filter);
      continue;
    }
    seen.count++;
    if (lower) seen.lower = stricterLower(seen.lower, lower);
    if (upper) seen.upper = stricterUpper(seen.upper, upper);
  }
  for (const { index, count, lower, upper } of merged.values()) {
    if (count > 1) result[index] = { ...result[index]!, value: rangeValue(lower, upper) };
  }
  return result;
}
