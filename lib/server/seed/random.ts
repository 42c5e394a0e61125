/**
 * A small seeded pseudo-random generator (mulberry32) so the demo catalogue is identical on every run.
 * Never use Math.random() in the seed: everything must follow from the seed number.
 */
import { fnv1a32 } from '@/lib/domain/fnv1a';

export const DEFAULT_SEED = 20_240_606;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}


export class Random {
  private readonly source: () => number;

  constructor(readonly seed: number = DEFAULT_SEED) {
    this.source = mulberry32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.source();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: empty list');
    return items[Math.floor(this.source() * items.length)] as T;
  }

  /** Picks by weight: entries are [item, weight] with weight > 0. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.source() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** A new shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let index = copy.length - 1; index > 0; index--) {
      const swap = Math.floor(this.source() * (index + 1));
      const held = copy[index] as T;
      copy[index] = copy[swap] as T;
      copy[swap] = held;
    }
    return copy;
  }

  /** `count` distinct items, in the order they were drawn. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(count, items.length)));
  }

  /** An independent generator derived from this one's seed and a label. */
  fork(label: string): Random {
    return new Random((this.seed ^ fnv1a32(label)) >>> 0);
  }
}
