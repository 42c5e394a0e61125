/** Product reviews: a few per product for a share of the catalogue, most approved (1), some pending (2). */
import type { Random } from './random';

export interface SeedReview {
  productId: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number;
  reviewStatus: 1 | 2;
  customerId: number | null;
  createdAt: Date;
}

const NICKNAMES = [
  'Amelia',
  'Ben',
  'Chloe',
  'Dmitri',
  'Elena',
  'Farah',
  'Giulia',
  'Hannes',
  'Isabel',
  'Jonas',
  'Kasia',
  'Liam',
  'Marta',
  'Noah',
  'Olga',
  'Pietro',
  'Quinn',
  'Rosa',
  'Sven',
  'Tomasz',
  'Ursula',
  'Valentina',
  'Wiktor',
  'Xenia',
  'Yusuf',
  'Zofia',
];

const BY_RATING: Record<number, { titles: string[]; details: string[] }> = {
  5: {
    titles: ['Love it!', 'Perfect fit', 'Best purchase this year', 'Exactly as described', 'Great quality'],
    details: [
      'Fits perfectly and the fabric feels great. I already ordered a second one in another colour.',
      'Wore it on a 10k run and it stayed comfortable the whole time. Highly recommended.',
      'The quality is excellent for the price. Washed it several times and it still looks new.',
    ],
  },
  4: {
    titles: ['Very good', 'Nice, but runs a bit small', 'Comfortable', 'Good value'],
    details: [
      'Really comfortable and looks good. I would size up next time, it is a little snug.',
      'Good material and nice colour. Delivery was quick too.',
      'Does what it should. The stitching could be a bit neater, but overall I am happy.',
    ],
  },
  3: {
    titles: ['It is okay', 'Average', 'Not bad'],
    details: [
      'Decent, but the colour is slightly different from the photos.',
      'Fine for the gym, nothing special.',
    ],
  },
  2: {
    titles: ['Disappointed', 'Not for me'],
    details: [
      'The fit was too loose around the waist and I had to return it.',
      'Started to pill after a few washes.',
    ],
  },
  1: {
    titles: ['Poor quality'],
    details: ['The zip broke after a week. Customer service replaced it quickly, though.'],
  },
};

/** Share of listed products that get reviews: generous for the demo, smaller at benchmark scale. */
export function reviewShare(targetProducts: number): number {
  return targetProducts <= 2_000 ? 0.35 : 0.1;
}

export function generateReviews(rng: Random, productId: number, now: Date): SeedReview[] {
  const count = rng.int(1, 4);
  const reviews: SeedReview[] = [];
  for (let index = 0; index < count; index++) {
    const rating = rng.weighted<number>([
      [5, 5],
      [4, 3],
      [3, 1.2],
      [2, 0.5],
      [1, 0.3],
    ]);
    const text = BY_RATING[rating] as { titles: string[]; details: string[] };
    reviews.push({
      productId,
      title: rng.pick(text.titles),
      detail: rng.pick(text.details),
      nickname: rng.pick(NICKNAMES),
      rating,
      reviewStatus: rng.chance(0.8) ? 1 : 2,
      customerId: null,
      createdAt: new Date(now.getTime() - rng.int(1, 400) * 86_400_000 - rng.int(0, 86_399) * 1000),
    });
  }
  return reviews;
}
