/**
 * Elasticsearch-style `_source_include` / `_source_exclude` on plain JSON documents, as ES source filtering does it:
 * a pattern is matched against a field's full dot path (arrays are transparent), `*` matches any characters (dots
 * included, so `*sku` takes `sku` and `configurable_children.sku`), and a matched field brings its whole subtree.
 */
type Json = Record<string, unknown>;

interface CompiledPattern {
  regex: RegExp;
  /** The pattern up to its first `*` (all of it without one). */
  literal: string;
  wildcard: boolean;
}

interface CompiledFilter {
  include: CompiledPattern[];
  exclude: CompiledPattern[];
  /** Set when the lists only name top-level fields (what result lists ask for): those are picked without a walk. */
  topLevel: ReadonlySet<string> | null;
}

function compilePattern(field: string): CompiledPattern {
  const escaped = field
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const star = field.indexOf('*');
  return { regex: new RegExp(`^${escaped}$`), literal: star < 0 ? field : field.slice(0, star), wildcard: star >= 0 };
}

const compiledFilters = new Map<string, CompiledFilter>();
const MAX_COMPILED_FILTERS = 200;

/** Clients send the same few lists over and over; compiling them once keeps a search cheap. */
function compile(include: string[], exclude: string[]): CompiledFilter {
  const key = JSON.stringify([include, exclude]);
  let compiled = compiledFilters.get(key);
  if (!compiled) {
    const includes = include.filter(Boolean);
    const excludes = exclude.filter(Boolean);
    const plainFields = includes.length > 0 && excludes.length === 0 && includes.every((field) => !/[.*]/.test(field));
    compiled = { include: includes.map(compilePattern), exclude: excludes.map(compilePattern), topLevel: plainFields ? new Set(includes) : null };
    if (compiledFilters.size >= MAX_COMPILED_FILTERS) compiledFilters.clear();
    compiledFilters.set(key, compiled);
  }
  return compiled;
}

const matches = (patterns: CompiledPattern[], path: string) => patterns.some((pattern) => pattern.regex.test(path));

/**
 * Whether a pattern can match `path` or a field below it: the walk skips every other subtree (a product document
 * with its variants has hundreds of paths; a result list asks for a handful of top-level fields).
 */
const reachesBelow = (patterns: CompiledPattern[], path: string) =>
  patterns.some(
    (pattern) => pattern.literal.startsWith(`${path}.`) || (pattern.wildcard && path.startsWith(pattern.literal)) || pattern.literal === path,
  );

/** `included`: an include pattern matched this path or an ancestor (or there are no includes). */
function filterValue(value: unknown, path: string, included: boolean, filter: CompiledFilter): unknown {
  if (path && (included ? !reachesBelow(filter.exclude, path) : !reachesBelow(filter.include, path))) {
    return included ? value : undefined;
  }
  if (Array.isArray(value)) {
    const entries = value.map((entry) => filterValue(entry, path, included, filter));
    if (included) return entries.filter((entry) => entry !== undefined);
    if (entries.every((entry) => entry === undefined)) return undefined;
    // Objects that keep nothing stay as {} so the entries still line up with the other lists of the document.
    return entries.map((entry, index) => (entry === undefined && isObject(value[index]) ? {} : entry)).filter((entry) => entry !== undefined);
  }
  if (isObject(value)) {
    const result: Json = {};
    let kept = false;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (matches(filter.exclude, childPath)) continue;
      const filtered = filterValue(child, childPath, included || matches(filter.include, childPath), filter);
      if (filtered !== undefined) {
        result[key] = filtered;
        kept = true;
      }
    }
    return kept || included ? result : undefined;
  }
  return included ? value : undefined;
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The named fields of a document, in its order, each with its whole value. */
function pickFields(doc: Json, fields: ReadonlySet<string>): Json {
  const picked: Json = {};
  for (const key in doc) if (fields.has(key) && Object.hasOwn(doc, key) && doc[key] !== undefined) picked[key] = doc[key];
  return picked;
}

export function filterSource<T extends Json>(doc: T, include: string[] = [], exclude: string[] = []): Json {
  if (include.length === 0 && exclude.length === 0) return doc;
  const filter = compile(include, exclude);
  if (filter.topLevel) return pickFields(doc, filter.topLevel);
  return (filterValue(doc, '', filter.include.length === 0, filter) as Json | undefined) ?? {};
}
