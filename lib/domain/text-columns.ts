import { entryRank, matchesQuery, rankOfItems, singleWeights, textRank, uniqueItems, type QueryNode, type QueryWord } from './text-query-match';
import { compareLexemes, type TextVector } from './text-vector';

/**
 * The lexemes of one search language, each with a number, kept in PostgreSQL's order (ADR 0082). A copy's columns get
 * a new lexicon when they drop their stale slots (only the words still held, `keeping`) and when they are filled again.
 */
/** A new lexicon, and the number in it of each lexeme of the lexicon it was made from (-1: left out). */
export interface LexiconTranslation {
  lexicon: TextLexicon;
  numbers: Int32Array;
}

export class TextLexicon {
  private readonly numbers = new Map<string, number>();
  readonly words: string[] = [];
  /** Lexeme numbers in PostgreSQL's order of their words: a prefix's lexemes are consecutive. */
  private ordered: number[] = [];
  /** Lexemes numbered since `ordered` was last brought up to date: put in order on the next prefix lookup. */
  private unordered: number[] = [];

  numberOf(word: string): number {
    let number = this.numbers.get(word);
    if (number === undefined) {
      number = this.words.length;
      this.words.push(word);
      this.numbers.set(word, number);
      this.unordered.push(number);
    }
    return number;
  }

  /** The lexemes a query word matches, in PostgreSQL's order: itself, or every lexeme it begins when a prefix. */
  matching(word: string, prefix: boolean): number[] {
    if (!prefix) {
      const number = this.numbers.get(word);
      return number === undefined ? [] : [number];
    }
    this.order();
    const found: number[] = [];
    for (let index = this.firstNotBefore(word); index < this.ordered.length; index++) {
      const number = this.ordered[index]!;
      if (!this.words[number]!.startsWith(word)) break;
      found.push(number);
    }
    return found;
  }

  /**
   * A lexicon of only the lexemes `kept` says are still held, numbered in order (so none needs sorting there), and
   * each lexeme's number in it (-1: not kept), by its number here.
   */
  keeping(kept: (lexeme: number) => boolean): LexiconTranslation {
    this.order();
    const lexicon = new TextLexicon();
    const numbers = new Int32Array(this.words.length).fill(-1);
    for (const number of this.ordered) if (kept(number)) numbers[number] = lexicon.numberOf(this.words[number]!);
    return { lexicon, numbers };
  }

  /** Places the lexemes numbered since the last lookup: one at a time when few, else sorted and merged (a fill's). */
  private order(): void {
    if (this.unordered.length === 0) return;
    const byWord = (a: number, b: number) => compareLexemes(this.words[a]!, this.words[b]!);
    if (this.ordered.length === 0 && this.unordered.every((number, index) => index === 0 || byWord(this.unordered[index - 1]!, number) < 0)) {
      this.ordered = this.unordered;
    } else if (this.unordered.length <= 64) {
      for (const number of this.unordered) this.ordered.splice(this.firstNotBefore(this.words[number]!), 0, number);
    } else {
      const added = this.unordered.sort(byWord);
      const merged: number[] = [];
      let i = 0;
      let j = 0;
      while (i < this.ordered.length && j < added.length) merged.push(byWord(this.ordered[i]!, added[j]!) <= 0 ? this.ordered[i++]! : added[j++]!);
      while (i < this.ordered.length) merged.push(this.ordered[i++]!);
      while (j < added.length) merged.push(added[j++]!);
      this.ordered = merged;
    }
    this.unordered = [];
  }

  private firstNotBefore(word: string): number {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLexemes(this.words[this.ordered[middle]!]!, word) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * The text vectors of a copy's products in one language, by slot (the slots of its ListedColumns, written in step),
 * and for each lexeme the slots that hold it, in slot order. Slots are only appended; a slot whose product was written
 * again or removed is retired, and left out of every answer. A product the language's text table does not hold (not
 * searchable) has no entries.
 */
export class TextColumns {
  size = 0;
  /** A slot's entries are `entryStarts[slot]` up to `entryStarts[slot + 1]`, by lexeme number. */
  private entryStarts = new Int32Array(1);
  private entryLexemes = new Int32Array(0);
  /** An entry's positions are `positionStarts[entry]` up to `positionStarts[entry + 1]` in `positions`. */
  private positionStarts = new Int32Array(1);
  private positions = new Uint16Array(0);
  private entries = 0;
  private retired = new Uint8Array(0);
  /** Per lexeme number, the slots holding it, ascending (slots are appended in order). */
  private readonly postings: number[][] = [];

  constructor(readonly lexicon: TextLexicon) {}

  /** Writes a product's vector (null: not searchable in this language) in the next slot, and answers it. */
  add(vector: TextVector | null): number {
    return this.writeByNumber(vector ? vector.lexemes.map((word) => this.lexicon.numberOf(word)) : [], vector?.positions ?? []);
  }

  /** Writes entries given in any order, sorted by lexeme number as a slot's entries are kept. */
  private writeByNumber(lexemes: readonly number[], positions: readonly Uint16Array[]): number {
    const order = lexemes.map((_, index) => index).sort((a, b) => lexemes[a]! - lexemes[b]!);
    return this.write(
      order.map((index) => lexemes[index]!),
      order.map((index) => positions[index]!),
    );
  }

  /**
   * Writes a slot of another TextColumns in the next slot: of the same lexicon, or of the lexicon `numbers` translates
   * from (`liveLexicon`), so that the words of products gone since are left behind with the old one.
   */
  copyOf(from: TextColumns, slot: number, numbers?: Int32Array): number {
    const lexemes: number[] = [];
    const positions: Uint16Array[] = [];
    for (let entry = from.entryStarts[slot]!; entry < from.entryStarts[slot + 1]!; entry++) {
      const lexeme = from.entryLexemes[entry]!;
      lexemes.push(numbers ? numbers[lexeme]! : lexeme);
      positions.push(from.positions.subarray(from.positionStarts[entry]!, from.positionStarts[entry + 1]!));
    }
    return numbers ? this.writeByNumber(lexemes, positions) : this.write(lexemes, positions);
  }

  /** This lexicon without the lexemes no live slot holds any more: for the copy that drops the retired slots. */
  liveLexicon(): LexiconTranslation {
    return this.lexicon.keeping((lexeme) => this.postings[lexeme]?.some((slot) => this.retired[slot] !== 1) ?? false);
  }

  /** The slot's product was written again or removed: no answer holds it from now on. */
  retire(slot: number): void {
    this.retired[slot] = 1;
  }

  private write(lexemes: readonly number[], positions: readonly Uint16Array[]): number {
    const slot = this.size++;
    const entryCount = lexemes.length;
    const positionCount = positions.reduce((sum, list) => sum + list.length, 0);
    this.entryStarts = grown(this.entryStarts, slot + 2);
    this.retired = grown(this.retired, slot + 1);
    this.entryLexemes = grown(this.entryLexemes, this.entries + entryCount);
    this.positionStarts = grown(this.positionStarts, this.entries + entryCount + 1);
    let at = this.positionStarts[this.entries]!;
    this.positions = grown(this.positions, at + positionCount);
    for (let index = 0; index < entryCount; index++) {
      const entry = this.entries + index;
      this.entryLexemes[entry] = lexemes[index]!;
      this.positions.set(positions[index]!, at);
      at += positions[index]!.length;
      this.positionStarts[entry + 1] = at;
      (this.postings[lexemes[index]!] ??= []).push(slot);
    }
    this.entries += entryCount;
    this.entryStarts[slot + 1] = this.entries;
    return slot;
  }

  /** The entry of a lexeme in a slot, or -1 (binary search over the slot's entries, by lexeme number). */
  private entryOf(slot: number, lexeme: number): number {
    let low = this.entryStarts[slot]!;
    let high = this.entryStarts[slot + 1]! - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.entryLexemes[middle]!;
      if (found === lexeme) return middle;
      if (found < lexeme) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  private positionsOf(entry: number): Uint16Array {
    return this.positions.subarray(this.positionStarts[entry]!, this.positionStarts[entry + 1]!);
  }

  /** The slot's vector, its lexemes in PostgreSQL's order, for the rules of text-query-match.ts. */
  vectorOf(slot: number): TextVector {
    const entries: { word: string; positions: Uint16Array }[] = [];
    for (let entry = this.entryStarts[slot]!; entry < this.entryStarts[slot + 1]!; entry++) {
      entries.push({ word: this.lexicon.words[this.entryLexemes[entry]!]!, positions: this.positionsOf(entry) });
    }
    entries.sort((a, b) => compareLexemes(a.word, b.word));
    return { lexemes: entries.map((entry) => entry.word), positions: entries.map((entry) => entry.positions) };
  }

  /** The live slots a query matches (`vector @@ query`), ascending. A query of `!` is not answered here: null. */
  matching(query: QueryNode): Int32Array | null {
    switch (query.kind) {
      case 'word':
        return this.wordSlots(query);
      case 'not':
        return null;
      case 'and':
      case 'or': {
        const left = this.matching(query.left);
        const right = left && this.matching(query.right);
        if (!left || !right) return null;
        return query.kind === 'and' ? intersection(left, right) : union(left, right);
      }
      case 'phrase': {
        // Every word of a phrase is in each of its matches: test only the slots holding them all.
        const words = phraseWords(query);
        if (!words) return null;
        let candidates = this.wordSlots(words[0]!);
        for (const word of words.slice(1)) candidates = intersection(candidates, this.wordSlots(word));
        return candidates.filter((slot) => matchesQuery(this.vectorOf(slot), query));
      }
    }
  }

  private wordSlots(word: QueryWord): Int32Array {
    const lexemes = this.lexicon.matching(word.word, word.prefix);
    // A short prefix may match thousands of lexemes ("v" of "v-neck"): their slots are marked, then read in order.
    const marked = lexemes.length > 1 ? new Uint8Array(this.size) : null;
    const found = marked ? null : new Int32Array(this.postings[lexemes[0] ?? -1]?.length ?? 0);
    let count = 0;
    for (const lexeme of lexemes) {
      for (const slot of this.postings[lexeme] ?? []) {
        if (this.retired[slot] === 1) continue;
        if (word.weights !== 0 && !this.hasWeight(this.entryOf(slot, lexeme), word.weights)) continue;
        if (!marked) found![count++] = slot;
        else if (marked[slot] === 0) {
          marked[slot] = 1;
          count++;
        }
      }
    }
    if (!marked) return found!.subarray(0, count);
    const slots = new Int32Array(count);
    for (let slot = 0, at = 0; at < count; slot++) if (marked[slot] === 1) slots[at++] = slot;
    return slots;
  }

  private hasWeight(entry: number, weights: number): boolean {
    const positions = this.positionsOf(entry);
    if (positions.length === 0) return true;
    for (const packed of positions) if ((weights & (1 << (packed >> 14))) !== 0) return true;
    return false;
  }

  /**
   * `ts_rank(weights, vector, query)` of each slot (they match the query): an `&` or phrase at the root ranks slot by
   * slot; any other query entry by entry from the postings, in the order calc_rank_or sums them (the items in order,
   * a prefix's lexemes in order), so the sums are the same to the bit.
   */
  ranks(weights: readonly [number, number, number, number], query: QueryNode, slots: Int32Array): Float64Array {
    const ranks = new Float64Array(slots.length);
    if (query.kind === 'and' || query.kind === 'phrase') {
      for (let index = 0; index < slots.length; index++) ranks[index] = textRank(weights, this.vectorOf(slots[index]!), query);
      return ranks;
    }
    const single = singleWeights(weights);
    const indexOf = new Int32Array(this.size).fill(-1);
    for (let index = 0; index < slots.length; index++) indexOf[slots[index]!] = index;
    const items = uniqueItems(query);
    for (const item of items) {
      for (const lexeme of this.lexicon.matching(item.word, item.prefix)) {
        for (const slot of this.postings[lexeme] ?? []) {
          const index = indexOf[slot]!;
          if (index < 0) continue;
          const entry = this.entryOf(slot, lexeme);
          ranks[index] = entryRank(single, this.positions, ranks[index]!, this.positionStarts[entry]!, this.positionStarts[entry + 1]!);
        }
      }
    }
    for (let index = 0; index < ranks.length; index++) ranks[index] = rankOfItems(ranks[index]!, items.length);
    return ranks;
  }
}

/** The words of a phrase made of words and phrases only; null when it holds anything else. */
function phraseWords(node: QueryNode): QueryWord[] | null {
  if (node.kind === 'word') return [node];
  if (node.kind !== 'phrase') return null;
  const left = phraseWords(node.left);
  const right = phraseWords(node.right);
  return left && right ? [...left, ...right] : null;
}

function grown<T extends Int32Array | Uint16Array | Uint8Array>(array: T, length: number): T {
  if (array.length >= length) return array;
  const next = new (array.constructor as new (size: number) => T)(Math.max(length, array.length * 2, 16));
  next.set(array);
  return next;
}

/** Both ascending lists' common slots. */
function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const found = new Int32Array(Math.min(a.length, b.length));
  let count = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! === b[j]!) {
      found[count++] = a[i]!;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return found.subarray(0, count);
}

/** Both ascending lists' slots, each once. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const found = new Int32Array(a.length + b.length);
  let count = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      found[count++] = a[i]!;
      i++;
      j++;
    } else if (a[i]! < b[j]!) found[count++] = a[i++]!;
    else found[count++] = b[j++]!;
  }
  while (i < a.length) found[count++] = a[i++]!;
  while (j < b.length) found[count++] = b[j++]!;
  return found.subarray(0, count);
}
