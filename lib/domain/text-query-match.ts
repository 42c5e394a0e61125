import { compareLexemes, lowerBound, positionOf, readQuoted, weightOf, type TextVector } from './text-vector';
import { pgQsort } from './pg-qsort';

/**
 * A normalized tsquery (`to_tsquery(...)::text`, `querytree`) as a tree, matched against a {@link TextVector} as `@@`
 * matches and ranked as `ts_rank` ranks (ADR 0082): PostgreSQL's rules in src/backend/utils/adt/tsvector_op.c and
 * tsrank.c, followed step by step, single-precision arithmetic included, so that both give the same answers.
 */
export type QueryNode =
  | { kind: 'word'; word: string; prefix: boolean; /** Weight codes allowed, as bits (1 << 3 for A); 0 for any. */ weights: number }
  | { kind: 'not'; child: QueryNode }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'phrase'; left: QueryNode; right: QueryNode; distance: number };

export type QueryWord = Extract<QueryNode, { kind: 'word' }>;

type Token = { kind: 'open' | 'close' | 'or' | 'and' | 'not' } | { kind: 'phrase'; distance: number } | Extract<QueryNode, { kind: 'word' }>;

const WEIGHT_BITS: Record<string, number> = { A: 1 << 3, B: 1 << 2, C: 1 << 1, D: 1 };

function tokens(text: string): Token[] {
  const found: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === ' ') index++;
    else if (char === '(' || char === ')') {
      found.push({ kind: char === '(' ? 'open' : 'close' });
      index++;
    } else if (char === '|' || char === '&' || char === '!') {
      found.push({ kind: char === '|' ? 'or' : char === '&' ? 'and' : 'not' });
      index++;
    } else if (char === '<') {
      const end = text.indexOf('>', index);
      const inside = text.slice(index + 1, end);
      if (end < 0 || !/^(-|\d+)$/.test(inside)) throw new Error(`not a tsquery operator: ${text.slice(index, index + 6)}`);
      found.push({ kind: 'phrase', distance: inside === '-' ? 1 : Number(inside) });
      index = end + 1;
    } else if (char === "'") {
      const [word, end] = readQuoted(text, index);
      index = end;
      let prefix = false;
      let weights = 0;
      if (text[index] === ':') {
        index++;
        for (; index < text.length && /[*ABCDabcd]/.test(text[index]!); index++) {
          if (text[index] === '*') prefix = true;
          else weights |= WEIGHT_BITS[text[index]!.toUpperCase()]!;
        }
      }
      found.push({ kind: 'word', word, prefix, weights });
    } else throw new Error(`not a tsquery at ${index}: ${text.slice(index, index + 20)}`);
  }
  return found;
}

/** Operators from the loosest: `|`, `&`, then `<->` (to_tsquery's precedence); `!` binds tightest. */
const BINDING: Record<string, number> = { or: 1, and: 2, phrase: 3 };

/** Parses a normalized tsquery's text; null for the empty query (every word a stop word). */
export function parseTsQuery(text: string): QueryNode | null {
  const list = tokens(text);
  if (list.length === 0) return null;
  let at = 0;
  const operand = (): QueryNode => {
    const token = list[at++];
    if (!token) throw new Error('tsquery ends early');
    if (token.kind === 'word') return token;
    if (token.kind === 'not') return { kind: 'not', child: operand() };
    if (token.kind === 'open') {
      const inner = expression(0);
      if (list[at++]?.kind !== 'close') throw new Error('unbalanced parentheses in tsquery');
      return inner;
    }
    throw new Error(`unexpected ${token.kind} in tsquery`);
  };
  const expression = (loosest: number): QueryNode => {
    let left = operand();
    for (;;) {
      const token = list[at];
      const binding = token ? BINDING[token.kind] : undefined;
      if (!token || binding === undefined || binding <= loosest) return left;
      at++;
      const right = expression(binding);
      left =
        token.kind === 'phrase' ? { kind: 'phrase', left, right, distance: token.distance } : { kind: token.kind as 'and' | 'or', left, right };
    }
  };
  const tree = expression(0);
  if (at !== list.length) throw new Error('unexpected text after tsquery');
  return tree;
}

/** The vector's entries a word matches: the lexeme itself, or every lexeme it begins when a prefix. */
function entriesOf(vector: TextVector, word: string, prefix: boolean): number[] {
  const first = lowerBound(vector.lexemes, word);
  const entries: number[] = [];
  for (let index = first; index < vector.lexemes.length; index++) {
    const lexeme = vector.lexemes[index]!;
    if (prefix ? !lexeme.startsWith(word) : compareLexemes(lexeme, word) !== 0) break;
    entries.push(index);
  }
  return entries;
}

const allowed = (weights: number, packed: number) => weights === 0 || (weights & (1 << weightOf(packed))) !== 0;

/** A phrase's match: the positions it ends at, and how many positions it spans before them (PostgreSQL's ExecPhraseData). */
interface PhraseMatch {
  positions: number[];
  width: number;
}

function phraseMatch(vector: TextVector, node: QueryNode): PhraseMatch | null {
  if (node.kind === 'word') {
    const positions = new Set<number>();
    for (const entry of entriesOf(vector, node.word, node.prefix)) {
      for (const packed of vector.positions[entry]!) if (allowed(node.weights, packed)) positions.add(positionOf(packed));
    }
    return { positions: [...positions].sort((a, b) => a - b), width: 0 };
  }
  if (node.kind !== 'phrase') return null;
  const left = phraseMatch(vector, node.left);
  const right = phraseMatch(vector, node.right);
  if (!left || !right) return null;
  const offset = node.distance + right.width;
  const leftEnds = new Set(left.positions.map((position) => position + offset));
  return { positions: right.positions.filter((position) => leftEnds.has(position)), width: node.distance + left.width + right.width };
}

/** Whether the parts of a phrase are of the kinds matched here (words and phrases of them). */
export function supportedQuery(node: QueryNode, inPhrase = false): boolean {
  switch (node.kind) {
    case 'word':
      return true;
    case 'phrase':
      return supportedQuery(node.left, true) && supportedQuery(node.right, true);
    case 'not':
      return !inPhrase && supportedQuery(node.child);
    default:
      return !inPhrase && supportedQuery(node.left) && supportedQuery(node.right);
  }
}

/** `vector @@ query`. */
export function matchesQuery(vector: TextVector, node: QueryNode): boolean {
  switch (node.kind) {
    case 'word':
      return entriesOf(vector, node.word, node.prefix).some((entry) => {
        const positions = vector.positions[entry]!;
        return positions.length === 0 || positions.some((packed) => allowed(node.weights, packed));
      });
    case 'not':
      return !matchesQuery(vector, node.child);
    case 'and':
      return matchesQuery(vector, node.left) && matchesQuery(vector, node.right);
    case 'or':
      return matchesQuery(vector, node.left) || matchesQuery(vector, node.right);
    case 'phrase':
      return (phraseMatch(vector, node)?.positions.length ?? 0) > 0;
  }
}

/** The query's words in PostgreSQL's order of its items: an operator, then its right operand, then its left. */
function itemsOf(node: QueryNode, into: QueryWord[] = []): QueryWord[] {
  if (node.kind === 'word') into.push(node);
  else if (node.kind === 'not') itemsOf(node.child, into);
  else {
    itemsOf(node.right, into);
    itemsOf(node.left, into);
  }
  return into;
}

/** The distinct words ranked (`SortAndUniqItems`): sorted by lexeme, the first of equal ones kept. */
export function uniqueItems(node: QueryNode): QueryWord[] {
  // PostgreSQL's own sort, not a stable one: from 7 items on, which of equal lexemes comes first is its partition's.
  const sorted = pgQsort(itemsOf(node), (a, b) => compareLexemes(a.word, b.word));
  return sorted.filter((item, index) => index === 0 || compareLexemes(item.word, sorted[index - 1]!.word) !== 0);
}

const f32 = Math.fround;
/** The sum of 1/i² over all i: ts_rank's bound for repeated occurrences. */
const ZETA_TWO = 1.64493406685;
/** PostgreSQL's MAXENTRYPOS: one more than the highest position a vector holds. */
const MAX_ENTRY_POSITION = 1 << 14;

/**
 * What one vector entry (a lexeme's positions: `positions` from `start` to `end`) an item of the query matches adds to
 * calc_rank_or's sum, before the division by the number of items: `weights` as single-precision numbers, indexed by
 * weight code.
 */
export function entryRank(weights: readonly number[], positions: ArrayLike<number>, rank: number, start = 0, end = positions.length): number {
  const stripped = start === end;
  const occurrences = stripped ? NULL_POSITIONS : positions;
  const first = stripped ? 0 : start;
  const count = stripped ? 1 : end - start;
  let sum = 0;
  let highest = -1;
  let highestAt = 0;
  for (let index = 0; index < count; index++) {
    const weight = weights[weightOf(occurrences[first + index]!)]!;
    sum = f32(sum + f32(weight / ((index + 1) * (index + 1))));
    if (weight > highest) {
      highest = weight;
      highestAt = index;
    }
  }
  return f32(rank + f32(f32(highest + sum) - f32(highest / ((highestAt + 1) * (highestAt + 1)))) / ZETA_TWO);
}

/** A stripped lexeme ranks as one occurrence at position 0, of weight D. */
const NULL_POSITIONS = [0];

/** calc_rank_or's last step: the sum over the items' entries divided by the number of items. */
export const rankOfItems = (sum: number, items: number) => (items > 0 ? f32(sum / items) : sum);

/** The weights as PostgreSQL holds them: single precision. */
export const singleWeights = (weights: readonly number[]) => weights.map(f32);

function rankOr(weights: readonly number[], vector: TextVector, items: QueryWord[]): number {
  let rank = 0;
  for (const item of items) for (const entry of entriesOf(vector, item.word, item.prefix)) rank = entryRank(weights, vector.positions[entry]!, rank);
  return rankOfItems(rank, items.length);
}

function wordDistance(distance: number): number {
  if (distance > 100) return f32(1e-30);
  return f32(1.0 / (1.005 + 0.05 * Math.exp(f32(distance) / 1.5 - 2)));
}

function rankAnd(weights: readonly number[], vector: TextVector, items: QueryWord[]): number {
  if (items.length < 2) return rankOr(weights, vector, items);
  const nullPositions = Uint16Array.of(MAX_ENTRY_POSITION - 1);
  // Per item, the positions of the last entry it matched (PostgreSQL keeps only that one for the later items).
  const kept: (Uint16Array | null)[] = items.map(() => null);
  let rank = -1;
  for (let i = 0; i < items.length; i++) {
    for (const entry of entriesOf(vector, items[i]!.word, items[i]!.prefix)) {
      const stripped = vector.positions[entry]!.length === 0;
      const positions = stripped ? nullPositions : vector.positions[entry]!;
      kept[i] = positions;
      for (let k = 0; k < i; k++) {
        const other = kept[k];
        if (!other) continue;
        for (const here of positions) {
          for (const there of other) {
            let distance = Math.abs(positionOf(here) - positionOf(there));
            if (distance || other === nullPositions || positions === nullPositions) {
              if (!distance) distance = MAX_ENTRY_POSITION;
              const weight = f32(Math.sqrt(f32(f32(weights[weightOf(here)]! * weights[weightOf(there)]!) * wordDistance(distance))));
              rank = rank < 0 ? weight : f32(1.0 - (1.0 - rank) * (1.0 - weight));
            }
          }
        }
      }
    }
  }
  return rank;
}

/**
 * `ts_rank(weights, vector, query)` without normalization: `weights` are those of D, C, B and A, as PostgreSQL takes
 * them. A query whose root is `&` or a phrase ranks by how near its words are; any other by their occurrences.
 */
export function textRank(weights: readonly [number, number, number, number], vector: TextVector, query: QueryNode): number {
  if (vector.lexemes.length === 0) return 0;
  const single = singleWeights(weights);
  const items = uniqueItems(query);
  const rank = query.kind === 'and' || query.kind === 'phrase' ? rankAnd(single, vector, items) : rankOr(single, vector, items);
  return rank < 0 ? f32(1e-20) : rank;
}
