import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { StoreCode } from '@/lib/config/store-views';

const banner = z.object({ title: z.string(), subtitle: z.string().optional(), image: z.string(), link: z.string() });

const homeDataSchema = z.object({
  promotedOffers: z.object({
    mainBanners: z.array(banner).default([]),
    smallBanners: z.array(banner).default([]),
    productBanners: z.array(banner).default([]),
  }),
  mainImage: z.object({ image: banner }).transform((value) => value.image),
  instagramImages: z.array(z.object({ image: z.string(), alt: z.string(), link: z.string() })),
  defaultContent: z
    .object({
      headline: z.string(),
      intro: z.string(),
      features: z.array(z.object({ title: z.string(), text: z.string() })).default([]),
    })
    .passthrough(),
});
export type HomeData = z.infer<typeof homeDataSchema>;

const files = {
  promotedOffers: 'promoted_offers.json',
  mainImage: 'main-images.json',
  instagramImages: 'instagram-images.json',
  defaultContent: 'default-content.json',
} as const;

async function readJson(storeCode: StoreCode, file: string): Promise<unknown> {
  const location = path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'static-data', storeCode, file);
  try {
    return JSON.parse(await fs.readFile(location, 'utf8'));
  } catch (error) {
    // Spec §8: banner file load failures are only logged.
    console.warn(`[home] could not read ${location}:`, (error as Error).message);
    return undefined;
  }
}

/** Spec §1: the home page's banners, head image, social images and default content, per store code. */
export async function loadHomeData(storeCode: StoreCode): Promise<HomeData | null> {
  const entries = await Promise.all(
    Object.entries(files).map(async ([key, file]) => [key, await readJson(storeCode, file)] as const),
  );
  const parsed = homeDataSchema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    console.warn(`[home] static data of store ${storeCode} is incomplete:`, parsed.error.issues[0]?.message);
    return null;
  }
  return parsed.data;
}
