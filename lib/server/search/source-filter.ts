/** Elasticsearch-style `_source_include` / `_source_exclude` with dot paths, on plain JSON documents. */
type Json = Record<string, unknown>;

/** The part of `value` at `path`, keeping the enclosing objects: pick({a:{b:1,c:2}}, ['a','b']) = {a:{b:1}}. */
function pick(value: unknown, path: string[]): unknown {
  if (path.length === 0) return value;
  if (Array.isArray(value)) return value.map((entry) => pick(entry, path) ?? {});
  if (value === null || typeof value !== 'object') return undefined;
  const [head, ...rest] = path as [string, ...string[]];
  if (!(head in (value as Json))) return undefined;
  const picked = pick((value as Json)[head], rest);
  return picked === undefined ? undefined : { [head]: picked };
}

function merge(target: unknown, source: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(source)) return target.map((entry, i) => merge(entry, source[i]));
  if (target && source && typeof target === 'object' && typeof source === 'object') {
    const result: Json = { ...(target as Json) };
    for (const [key, value] of Object.entries(source as Json)) {
      result[key] = key in result ? merge(result[key], value) : value;
    }
    return result;
  }
  return source ?? target;
}

function omit(value: unknown, path: string[]): unknown {
  if (Array.isArray(value)) return value.map((entry) => omit(entry, path));
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Json = { ...(value as Json) };
  if (!(head in copy)) return value;
  if (rest.length === 0) delete copy[head];
  else copy[head] = omit(copy[head], rest);
  return copy;
}

export function filterSource<T extends Json>(doc: T, include: string[] = [], exclude: string[] = []): Json {
  let result: Json = doc;
  if (include.length > 0) {
    result = {};
    for (const field of include) {
      const picked = pick(doc, field.split('.'));
      if (picked !== undefined) result = merge(result, picked) as Json;
    }
  }
  for (const field of exclude) result = omit(result, field.split('.')) as Json;
  return result;
}
