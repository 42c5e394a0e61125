/**
 * German compound words against the catalogue's own vocabulary (issue 45, ADR 0060): a shopper's "damenjacke" is
 * split into known parts ("damen", "jacke"), and a part alone ("tasche") names the known compounds it ends with
 * ("sporttasche", "reisetasche"). Pure rules; the vocabulary (lower-case words of the store's names) comes from the
 * caller.
 */

/** Linking elements (Fugenelemente) between the parts of a compound: Training-s-hose, Kapuze-n-pullover. */
const LINKS = ['', 's', 'es', 'n', 'en', 'e'] as const;

/** Inflections a word may carry beyond its vocabulary form (Jacke-n, Rucksack-e, Shirt-s). */
const INFLECTIONS = ['', 'e', 'n', 'en', 's', 'es', 'er'] as const;

interface DecompoundOptions {
  /** The shortest part: shorter ones ("bh", "ab") would split almost anything. */
  minPart: number;
  /** At most this many compounds named by one part. */
  maxCompounds: number;
}

const DEFAULT_DECOMPOUND: DecompoundOptions = { minPart: 3, maxCompounds: 12 };

/** The vocabulary word a word is, possibly inflected ("jacken" → "jacken" or "jacke"); null when unknown. */
function knownForm(word: string, vocabulary: ReadonlySet<string>, minPart: number): string | null {
  for (const ending of INFLECTIONS) {
    if (!word.endsWith(ending)) continue;
    const base = word.slice(0, word.length - ending.length);
    if (base.length >= minPart && vocabulary.has(base)) return base;
  }
  return null;
}

/** Whether the vocabulary knows the word itself (as written or inflected): such a word is never split. */
export function isKnownWord(word: string, vocabulary: ReadonlySet<string>, options = DEFAULT_DECOMPOUND): boolean {
  return knownForm(word, vocabulary, options.minPart) !== null;
}

/**
 * The known parts of an unknown word, as the vocabulary spells them, fewest parts first, then the longest head
 * ("trainingshosen" → ["training", "hose"] when both are known); null when the word is known, or cannot be read
 * whole as known parts of at least `minPart` letters joined by linking elements.
 */
export function splitCompound(word: string, vocabulary: ReadonlySet<string>, options = DEFAULT_DECOMPOUND): string[] | null {
  const { minPart } = options;
  if (word.length < 2 * minPart || isKnownWord(word, vocabulary, options)) return null;
  const memo = new Map<number, string[] | null>();
  // The fewest parts that read word[start..] whole; the last part may be inflected.
  const rest = (start: number): string[] | null => {
    if (memo.has(start)) return memo.get(start)!;
    let best: string[] | null = null;
    const last = knownForm(word.slice(start), vocabulary, minPart);
    if (last) best = [last];
    for (let end = word.length - minPart; end >= start + minPart; end--) {
      const part = word.slice(start, end);
      if (!vocabulary.has(part)) continue;
      for (const link of LINKS) {
        if (!word.startsWith(link, end)) continue;
        const tail = end + link.length < word.length ? rest(end + link.length) : null;
        if (tail && (!best || tail.length + 1 < best.length)) best = [part, ...tail];
      }
    }
    memo.set(start, best);
    return best;
  };
  const parts = rest(0);
  return parts && parts.length >= 2 ? parts : null;
}

/**
 * The known compounds a word ends ("tasche" → "sporttasche", "umhängetasche"; "taschen" too, by its singular), each at
 * least `minPart` letters longer: the shortest first, at most `maxCompounds`.
 */
export function compoundsOf(word: string, vocabulary: Iterable<string>, options = DEFAULT_DECOMPOUND): string[] {
  const { minPart, maxCompounds } = options;
  const heads = INFLECTIONS.filter((ending) => word.endsWith(ending))
    .map((ending) => word.slice(0, word.length - ending.length))
    .filter((head) => head.length >= minPart);
  if (heads.length === 0) return [];
  const found: string[] = [];
  for (const candidate of vocabulary) {
    if (heads.some((head) => candidate.length >= head.length + minPart && candidate.endsWith(head))) found.push(candidate);
  }
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)).slice(0, maxCompounds);
}
