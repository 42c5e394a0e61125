/**
 * The home page's static data per store code (spec §1, §7): promoted offers, the main (head) image, the
 * social-feed images and the default content. Committed under public/static-data/<store>/ and rebuilt
 * with `npm run seed -- --write-static-data`. Images are media paths of the generated files
 * (`/b/a/banner-main.jpg`), served through the image proxy `/img/{w}/{h}/{mode}/b/a/banner-main.jpg`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StoreCode } from '@/lib/config/store-views';
import { categorySlugIn, CATEGORY } from './categories';
import { mediaPath } from './image-paths';
import { bannerFile, instagramFile } from './images';

interface Banner {
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

export interface HomeData {
  promoted_offers: { mainBanners: Banner[]; smallBanners: Banner[]; productBanners: Banner[] };
  'main-images': { image: Banner };
  'instagram-images': { image: string; alt: string; link: string }[];
  'default-content': {
    headline: string;
    intro: string;
    features: { title: string; text: string }[];
    newsletter: { title: string; text: string };
    collections: { newProducts: string; bestsellers: string };
  };
}

export const HOME_DATA_FILES = [
  'promoted_offers',
  'main-images',
  'instagram-images',
  'default-content',
] as const;

/** A category link in the storefront's `/c/<slug>` form, the store's own slug (the store prefix is added when rendering). */
const categoryLinkIn = (store: StoreCode) => (id: number) => `/c/${categorySlugIn(id, store)}`;
const banner = (name: string) => mediaPath(bannerFile(name));

type Texts = {
  main: [string, string];
  women: [string, string];
  men: [string, string];
  gear: [string, string];
  training: [string, string];
  sale: [string, string];
  head: [string, string];
  instagram: string[];
  headline: string;
  intro: string;
  features: [string, string][];
  newsletter: [string, string];
  collections: [string, string];
};

const TEXTS: Record<StoreCode, Texts> = {
  default: {
    main: ['New season', 'Fresh colours for every workout'],
    women: ['Women', 'Tops, tanks and bras'],
    men: ['Men', 'Hoodies, tees and shorts'],
    gear: ['Gear', 'Bags, watches and fitness equipment'],
    training: ['Training', 'Yoga and fitness videos to download'],
    sale: ['Sale', 'Up to 30% off selected styles'],
    head: ['Walk the walk.', 'Activewear made to move with you, from the first stretch to the last mile.'],
    instagram: [
      'Orange tee on a morning run',
      'Purple yoga mat rolled up after class',
      'Blue water bottle at the gym',
      'Navy hoodie for the walk home',
      'Green running shorts',
      'Red sport watch on the track',
    ],
    headline: 'Activewear that moves with you',
    intro:
      'Breathable tees, warm hoodies, weatherproof jackets and the gear to go with them. New arrivals every week.',
    features: [
      ['Free delivery', 'Standard delivery is free on every order.'],
      ['Free returns', 'Return unworn items within 30 days, free of charge.'],
      ['10% off', 'Sign up for the newsletter and get 10% off your first order.'],
    ],
    newsletter: [
      'Subscribe to the newsletter',
      'Get 10% off your first order and free returns within 30 days.',
    ],
    collections: ['Everything new', 'Bestsellers'],
  },
  de: {
    main: ['Neue Saison', 'Frische Farben für jedes Training'],
    women: ['Damen', 'Tops, Tanks und Sport-BHs'],
    men: ['Herren', 'Hoodies, T-Shirts und Shorts'],
    gear: ['Ausrüstung', 'Taschen, Uhren und Fitnessgeräte'],
    training: ['Training', 'Yoga- und Fitnessvideos zum Herunterladen'],
    sale: ['Sale', 'Bis zu 30 % Rabatt auf ausgewählte Styles'],
    head: [
      'Walk the walk.',
      'Sportbekleidung, die jede Bewegung mitmacht, vom ersten Dehnen bis zum letzten Kilometer.',
    ],
    instagram: [
      'Oranges T-Shirt beim Morgenlauf',
      'Lila Yogamatte nach dem Kurs',
      'Blaue Trinkflasche im Fitnessstudio',
      'Marineblauer Hoodie für den Heimweg',
      'Grüne Laufshorts',
      'Rote Sportuhr auf der Bahn',
    ],
    headline: 'Sportbekleidung, die mit dir geht',
    intro:
      'Atmungsaktive T-Shirts, warme Hoodies, wetterfeste Jacken und die passende Ausrüstung. Jede Woche neue Artikel.',
    features: [
      ['Kostenloser Versand', 'Der Standardversand ist bei jeder Bestellung kostenlos.'],
      ['Kostenlose Rücksendung', 'Ungetragene Artikel innerhalb von 30 Tagen kostenlos zurücksenden.'],
      ['10 % Rabatt', 'Melde dich zum Newsletter an und erhalte 10 % auf deine erste Bestellung.'],
    ],
    newsletter: [
      'Newsletter abonnieren',
      '10 % Rabatt auf die erste Bestellung und kostenlose Rücksendung innerhalb von 30 Tagen.',
    ],
    collections: ['Alle Neuheiten', 'Bestseller'],
  },
  it: {
    main: ['Nuova stagione', 'Colori freschi per ogni allenamento'],
    women: ['Donna', 'Top, canotte e reggiseni sportivi'],
    men: ['Uomo', 'Felpe, t-shirt e pantaloncini'],
    gear: ['Attrezzatura', 'Borse, orologi e attrezzi per il fitness'],
    training: ['Allenamento', 'Video di yoga e fitness da scaricare'],
    sale: ['Saldi', 'Fino al 30% di sconto su una selezione di articoli'],
    head: [
      'Walk the walk.',
      "Abbigliamento sportivo che si muove con te, dal primo allungamento all'ultimo chilometro.",
    ],
    instagram: [
      'T-shirt arancione durante la corsa mattutina',
      'Tappetino da yoga viola dopo la lezione',
      'Borraccia blu in palestra',
      'Felpa blu navy per tornare a casa',
      'Pantaloncini da corsa verdi',
      'Orologio sportivo rosso in pista',
    ],
    headline: 'Abbigliamento sportivo che si muove con te',
    intro:
      'T-shirt traspiranti, felpe calde, giacche impermeabili e tutta l’attrezzatura. Nuovi arrivi ogni settimana.',
    features: [
      ['Spedizione gratuita', 'La spedizione standard è gratuita su ogni ordine.'],
      ['Reso gratuito', 'Restituisci gli articoli non indossati entro 30 giorni, senza costi.'],
      ['10% di sconto', 'Iscriviti alla newsletter e ricevi il 10% di sconto sul primo ordine.'],
    ],
    newsletter: [
      'Iscriviti alla newsletter',
      'Il 10% di sconto sul primo ordine e reso gratuito entro 30 giorni.',
    ],
    collections: ['Tutte le novità', 'I più venduti'],
  },
};

export function buildHomeData(storeCode: StoreCode): HomeData {
  const t = TEXTS[storeCode];
  const categoryLink = categoryLinkIn(storeCode);
  const entry = ([title, subtitle]: [string, string], image: string, link: string): Banner => ({
    title,
    subtitle,
    image,
    link,
  });
  return {
    promoted_offers: {
      mainBanners: [entry(t.main, banner('main'), categoryLink(CATEGORY.newCollection))],
      smallBanners: [
        entry(t.women, banner('women'), categoryLink(CATEGORY.women)),
        entry(t.men, banner('men'), categoryLink(CATEGORY.men)),
      ],
      productBanners: [
        entry(t.gear, banner('gear'), categoryLink(CATEGORY.gear)),
        entry(t.training, banner('training'), categoryLink(CATEGORY.videoDownload)),
        entry(t.sale, banner('sale'), categoryLink(CATEGORY.sale)),
      ],
    },
    'main-images': { image: entry(t.head, banner('collection'), categoryLink(CATEGORY.women)) },
    'instagram-images': t.instagram.map((alt, index) => ({
      image: mediaPath(instagramFile(index + 1)),
      alt,
      link: 'https://www.instagram.com/',
    })),
    'default-content': {
      headline: t.headline,
      intro: t.intro,
      features: t.features.map(([title, text]) => ({ title, text })),
      newsletter: { title: t.newsletter[0], text: t.newsletter[1] },
      collections: { newProducts: t.collections[0], bestsellers: t.collections[1] },
    },
  };
}

export const staticDataDir = (publicDir: string, storeCode: StoreCode) =>
  path.join(publicDir, 'static-data', storeCode);

/** Writes public/static-data/<store>/<file>.json for every store code; returns the files written. */
export function writeHomeData(publicDir: string, storeCodes: readonly StoreCode[]): string[] {
  const written: string[] = [];
  for (const storeCode of storeCodes) {
    const data = buildHomeData(storeCode);
    const dir = staticDataDir(publicDir, storeCode);
    fs.mkdirSync(dir, { recursive: true });
    for (const name of HOME_DATA_FILES) {
      const file = path.join(dir, `${name}.json`);
      fs.writeFileSync(file, `${JSON.stringify(data[name], null, 2)}\n`);
      written.push(file);
    }
  }
  return written;
}
