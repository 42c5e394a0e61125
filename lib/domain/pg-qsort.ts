/**
 * PostgreSQL's qsort (src/include/lib/sort_template.h, as qsort_arg builds it), step by step: an insertion sort below
 * 7 elements, a check for an already sorted list, a median of three (of nine above 40) as pivot and Bentley–McIlroy's
 * three-way partition. Not stable: where equal elements end up is the algorithm's, and a rule that keeps "the first of
 * equal ones" after PostgreSQL sorted them (ts_rank's SortAndUniqItems) needs the same order. Sorts `items` in place.
 */
export function pgQsort<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  sortRange(items, 0, items.length, compare);
  return items;
}

function swap<T>(items: T[], i: number, j: number): void {
  const held = items[i]!;
  items[i] = items[j]!;
  items[j] = held;
}

/** `count` elements from `i` swapped one by one with those from `j`. */
function swapRun<T>(items: T[], i: number, j: number, count: number): void {
  for (let k = 0; k < count; k++) swap(items, i + k, j + k);
}

function medianOfThree<T>(items: T[], a: number, b: number, c: number, compare: (a: T, b: T) => number): number {
  const [x, y, z] = [items[a]!, items[b]!, items[c]!];
  return compare(x, y) < 0
    ? compare(y, z) < 0 ? b : compare(x, z) < 0 ? c : a
    : compare(y, z) > 0 ? b : compare(x, z) < 0 ? a : c;
}

function sortRange<T>(items: T[], start: number, length: number, compare: (a: T, b: T) => number): void {
  let a = start;
  let n = length;
  for (;;) {
    if (n < 7) {
      for (let m = a + 1; m < a + n; m++) {
        for (let l = m; l > a && compare(items[l - 1]!, items[l]!) > 0; l--) swap(items, l, l - 1);
      }
      return;
    }
    let presorted = true;
    for (let m = a + 1; m < a + n; m++) {
      if (compare(items[m - 1]!, items[m]!) > 0) {
        presorted = false;
        break;
      }
    }
    if (presorted) return;
    let m = a + Math.floor(n / 2);
    if (n > 7) {
      let l = a;
      let last = a + n - 1;
      if (n > 40) {
        const d = Math.floor(n / 8);
        l = medianOfThree(items, l, l + d, l + 2 * d, compare);
        m = medianOfThree(items, m - d, m, m + d, compare);
        last = medianOfThree(items, last - 2 * d, last - d, last, compare);
      }
      m = medianOfThree(items, l, m, last, compare);
    }
    swap(items, a, m);
    let pa = a + 1;
    let pb = a + 1;
    let pc = a + n - 1;
    let pd = a + n - 1;
    for (;;) {
      let r: number;
      while (pb <= pc && (r = compare(items[pb]!, items[a]!)) <= 0) {
        if (r === 0) swap(items, pa++, pb);
        pb++;
      }
      while (pb <= pc && (r = compare(items[pc]!, items[a]!)) >= 0) {
        if (r === 0) swap(items, pc, pd--);
        pc--;
      }
      if (pb > pc) break;
      swap(items, pb++, pc--);
    }
    const end = a + n;
    let d1 = Math.min(pa - a, pb - pa);
    swapRun(items, a, pb - d1, d1);
    d1 = Math.min(pd - pc, end - pd - 1);
    swapRun(items, pb, end - d1, d1);
    d1 = pb - pa;
    const d2 = pd - pc;
    if (d1 <= d2) {
      if (d1 > 1) sortRange(items, a, d1, compare);
      if (d2 <= 1) return;
      a = end - d2;
      n = d2;
    } else {
      if (d2 > 1) sortRange(items, end - d2, d2, compare);
      if (d1 <= 1) return;
      n = d1;
    }
  }
}
