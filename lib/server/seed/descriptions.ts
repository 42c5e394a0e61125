/** Product descriptions: two HTML paragraphs and a bullet list, assembled from kind-specific phrases. */
import type { Random } from './random';

export type DescriptionTopic =
  'top' | 'outerwear' | 'bottom' | 'bra' | 'bag' | 'watch' | 'fitness' | 'video' | 'giftcard';

const OPENERS: Record<DescriptionTopic, readonly string[]> = {
  top: [
    'is the kind of top you reach for first: soft, breathable and cut to move with you.',
    'keeps you cool from the first warm-up set to the last cool-down stretch.',
    'brings a clean, athletic look to the gym, the trail or the weekend.',
    'wicks sweat away and dries fast, so you stay comfortable through every rep.',
  ],
  outerwear: [
    'shrugs off wind and light rain without weighing you down.',
    'layers easily over a tee and packs into its own pocket when the sun comes out.',
    'keeps the chill out on early runs and late walks home.',
    'is built for changeable weather, with a shell that breathes as hard as you do.',
  ],
  bottom: [
    'moves with you through lunges, squats and long strides alike.',
    'has a flattering fit and a waistband that stays put through every pose.',
    'is made for training days and rest days, with stretch where you need it.',
    'combines a relaxed fit with fabric that keeps its shape wash after wash.',
  ],
  bra: [
    'gives medium support with a racerback that never gets in the way.',
    'pairs light compression with a soft, brushed band for all-day comfort.',
    'keeps you supported through high-intensity intervals and long runs.',
  ],
  bag: [
    'carries everything from a change of clothes to a laptop, with room to spare.',
    'keeps your kit organised with dedicated pockets for shoes, bottle and keys.',
    'is tough enough for daily commutes and light enough for weekend trips.',
  ],
  watch: [
    'tracks your pace, distance and heart rate without getting in your way.',
    'pairs a scratch-resistant face with a strap comfortable enough to wear all day.',
    'keeps time to the second, whether you are on the track or in the office.',
  ],
  fitness: [
    'adds variety to your home workouts and takes up almost no space.',
    'is a simple piece of kit that makes strength and mobility work more effective.',
    'goes wherever you train: the studio, the park or your living room.',
  ],
  video: [
    'guides you step by step through a complete session you can stream or download.',
    'brings a certified instructor into your living room, at your own pace.',
  ],
  giftcard: ['lets them choose exactly what they want from the whole shop.', 'is the gift that always fits.'],
};

const SECONDS: Record<DescriptionTopic, readonly string[]> = {
  top: [
    'Flatlock seams prevent chafing, and a tag-free collar keeps things comfortable against the skin.',
    'The fabric blends natural softness with technical stretch, for a fit that is close but never tight.',
    'Reflective details keep you visible on early morning and evening runs.',
  ],
  outerwear: [
    'Zippered hand pockets keep essentials safe, and an adjustable hem seals out drafts.',
    'A brushed inner lining adds warmth without bulk, and vents under the arms release heat.',
    'The water-resistant finish sheds showers while the fabric stays breathable.',
  ],
  bottom: [
    'A hidden pocket in the waistband holds a key or a card, and the gusseted crotch adds freedom of movement.',
    'Four-way stretch fabric and a drawstring waist make for a secure, personalised fit.',
    'Side pockets are deep enough for a phone, and the hem is finished with a soft rib.',
  ],
  bra: [
    'Removable cups let you choose your shape, and the moisture-wicking lining keeps you dry.',
    'Wide straps spread the load evenly, and the mesh back panel keeps you cool.',
  ],
  bag: [
    'Padded shoulder straps and a ventilated back panel make it comfortable to carry all day.',
    'The water-resistant base protects your gear on wet floors and damp grass.',
  ],
  watch: [
    'It is water resistant to 50 metres and the battery lasts up to two years.',
    'The luminous hands are easy to read at a glance, day or night.',
  ],
  fitness: [
    'It is made from durable, easy-to-clean materials that last through years of use.',
    'A short illustrated guide with a dozen exercises comes in the box.',
  ],
  video: ['Sessions run between 30 and 60 minutes and need only a mat and some space.'],
  giftcard: ['It is delivered by e-mail within minutes and never expires.'],
};

const BULLETS: Record<DescriptionTopic, readonly string[]> = {
  top: [
    'Machine wash, tumble dry low.',
    'Relaxed fit.',
    'Moisture-wicking fabric.',
    'Flatlock seams.',
    'Crew neckline.',
    'Quick-drying.',
    'Anti-odour treatment.',
    'Reflective logo.',
  ],
  outerwear: [
    'Full-length zip.',
    'Two zippered hand pockets.',
    'Adjustable drawcord hem.',
    'Water-resistant finish.',
    'Packs into its own pocket.',
    'Thumbholes in the cuffs.',
    'Machine wash cold.',
  ],
  bottom: [
    'Elastic waistband with drawstring.',
    'Hidden key pocket.',
    'Four-way stretch.',
    'Gusseted crotch.',
    'Machine wash cold, hang dry.',
    'Reflective details.',
    'Side pockets.',
  ],
  bra: [
    'Medium support.',
    'Removable cups.',
    'Racerback design.',
    'Moisture-wicking lining.',
    'Hand wash cold.',
  ],
  bag: [
    'Padded laptop sleeve.',
    'Ventilated shoe compartment.',
    'Side bottle pockets.',
    'Water-resistant base.',
    'Adjustable padded straps.',
    'Lockable zips.',
  ],
  watch: [
    'Water resistant to 50 m.',
    'Stopwatch and lap timer.',
    'Luminous hands.',
    'Scratch-resistant mineral crystal.',
    'Two-year battery life.',
  ],
  fitness: [
    'Non-slip surface.',
    'Latex-free.',
    'Easy to clean.',
    'Lightweight and portable.',
    'Exercise guide included.',
  ],
  video: ['Stream or download.', 'Suitable for all levels.', 'Certified instructor.', 'Full HD video.'],
  giftcard: ['Delivered by e-mail.', 'No expiry date.', 'Redeemable on the whole shop.'],
};

export interface ProductDescription {
  description: string;
  short_description: string;
}

export function describe(
  rng: Random,
  name: string,
  topic: DescriptionTopic,
  materials: readonly string[],
): ProductDescription {
  const opener = `The ${name} ${rng.pick(OPENERS[topic])}`;
  const second = rng.pick(SECONDS[topic]);
  const bullets = rng.sample(BULLETS[topic], 3);
  if (materials.length > 0) bullets.unshift(`${materials.join(', ')}.`);
  const description =
    `<p>${escapeHtml(opener)}</p>\n<p>${escapeHtml(second)}</p>\n<ul>\n` +
    bullets.map((bullet) => `<li>${escapeHtml(bullet)}</li>`).join('\n') +
    '\n</ul>';
  return { description, short_description: `<p>${escapeHtml(opener)}</p>` };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
