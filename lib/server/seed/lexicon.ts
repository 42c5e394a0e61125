/** The search lexicon: every word of listed product names and category names, with its frequency. */
import { lexiconWords } from './slug';

export class LexiconCounter {
  private readonly counts = new Map<string, number>();

  add(text: string): void {
    for (const word of lexiconWords(text)) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  get size(): number {
    return this.counts.size;
  }

  /** Rows sorted by word, so the table content does not depend on insertion order. */
  rows(): { word: string; frequency: number }[] {
    return [...this.counts.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([word, frequency]) => ({ word, frequency }));
  }
}
