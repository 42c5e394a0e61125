import type { PGlite, QueryOptions } from '@electric-sql/pglite';

/**
 * The types drizzle-orm reads as PostgreSQL's text (timestamps, dates, intervals, numeric[] and their arrays), which
 * its PGlite driver asks for with `parsers` on every query. PGlite merges a query's parsers into a copy of its 318
 * built-in ones for each result (~0.1 ms and ~120 KB of garbage a statement, a third of what a search allocated:
 * ADR 0084), so the database parses these types as text once, for every query, and a query's parsers are left out
 * when they ask for nothing more. (The type ids are written out: this module must not load PGlite on PostgreSQL.)
 */
// timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[] (drizzle's list).
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

const textTypeParsers: Record<number, (value: string) => string> = Object.fromEntries(TEXT_TYPES.map((type) => [type, (value: string) => value]));

const asText = new Set<string>(TEXT_TYPES.map(String));

const PROBE = '\u0000text';

/** A parser that gives back the text it is given (drizzle's are `(value) => value`). */
function keepsText(parser: (value: string, type: number) => unknown, type: number): boolean {
  try {
    return parser(PROBE, type) === PROBE;
  } catch {
    return false;
  }
}

/** A query's options without its parsers when they only ask for the text of types the client keeps as text already. */
export function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const [type, parser] of Object.entries(parsers)) if (!asText.has(type) || !keepsText(parser, Number(type))) return options;
  return { ...options, parsers: undefined };
}

/**
 * Makes the client parse those types as text and sends its queries through {@link withoutTextParsers}. After the
 * client is ready: its start replaces the parsers of every array type (`_initArrayTypes`), the constructor's included,
 * and so would a call of its `refreshArrayTypes()` (the shop makes none).
 */
export function parseTextTypesOnce(client: PGlite): void {
  Object.assign(client.parsers, textTypeParsers);
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutTextParsers(options))) as PGlite['query'];
}
