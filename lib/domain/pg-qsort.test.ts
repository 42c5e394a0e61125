import { pgQsort } from './pg-qsort';
import { Random } from '@/lib/server/seed/random';

type Entry = { key: number; order: number };
const byKey = (a: Entry, b: Entry) => a.key - b.key;
const entries = (keys: readonly number[]): Entry[] => keys.map((key, order) => ({ key, order }));

describe("PostgreSQL's qsort", () => {
  it('orders lists of every length, with many equal keys, and keeps every element', () => {
    const random = new Random(11);
    for (let length = 0; length <= 300; length += 1 + Math.floor(random.next() * 7)) {
      const input = entries(Array.from({ length }, () => Math.floor(random.next() * (1 + length / 4))));
      const sorted = pgQsort([...input], byKey);
      expect(sorted.map((entry) => entry.key)).toEqual(input.map((entry) => entry.key).sort((a, b) => a - b));
      expect(new Set(sorted)).toEqual(new Set(input));
    }
  });

  it('keeps equal elements in their order below 7 elements (insertion sort) and in an already sorted list', () => {
    expect(pgQsort(entries([2, 1, 2, 1, 2, 1]), byKey).map((entry) => entry.order)).toEqual([1, 3, 5, 0, 2, 4]);
    const sorted = entries([1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
    expect(pgQsort([...sorted], byKey)).toEqual(sorted);
  });

  it('from 7 elements on, moves equal elements as its partition does', () => {
    // Traced by hand through sort_template.h: at exactly 7 the pivot is the middle element (a 0, order 3), swapped to
    // the front; the 0 met first from the left stays, the 2 at order 2 is swapped with the 0 at the end, and the last
    // four are insertion-sorted. A stable sort would give [1, 3, 6, 0, 4, 2, 5].
    expect(pgQsort(entries([1, 0, 2, 0, 1, 2, 0]), byKey).map((entry) => entry.order)).toEqual([3, 1, 6, 0, 4, 5, 2]);
  });
});
