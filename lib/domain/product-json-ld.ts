/** schema.org structured data of a product page: Product (offers, aggregateRating) and BreadcrumbList. */
import type { Breadcrumb } from './breadcrumbs';
import { decodeEntities } from './plain-text';

/** Spec §9: the storefront shows every product rated 5 of 5; the structured data says what the page shows. */
export const DISPLAYED_RATING = { value: 5, best: 5 } as const;

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  description?: string;
  /** Absolute image URLs. */
  images: string[];
  url: string;
  price: number;
  currency: string;
  inStock: boolean;
  approvedReviewCount: number;
}

export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    image: input.images,
    url: input.url,
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  if (input.description) data.description = input.description;
  if (input.approvedReviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: DISPLAYED_RATING.value,
      bestRating: DISPLAYED_RATING.best,
      reviewCount: input.approvedReviewCount,
    };
  }
  return data;
}

/** `origin` makes the crumb URLs absolute; the last crumb (the product) links to the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Breadcrumb[], origin: string, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url === null ? pageUrl : `${origin}${crumb.url}`,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so the content cannot close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Plain text of a short HTML description, for meta and structured data. */
export function plainText(html: string | null | undefined, maxLength = 300): string {
  const text = decodeEntities((html ?? '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
