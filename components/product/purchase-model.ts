/** The data the product page's client island needs, trimmed from the server's documents (no descriptions). */
import type { StoreView } from '@/lib/config/store-views';
import type {
  AttributeDocument,
  BundleOption,
  ConfigurableChild,
  CustomOption,
  ProductDocument,
  ProductType,
} from '@/lib/domain/catalog-types';
import { shownPrices, type PriceFormat, type ShownPrices } from '@/lib/domain/price-format';
import { hasPurchaseExtras, initialExtrasState, purchaseExtrasSummary, type PurchaseExtrasSummary } from '@/lib/domain/purchase-extras';
import { shopImageAttributes } from '@/components/ui/shop-image';
import type { ImageAttributes } from '@/components/ui/image-presets';
import { stockStatus, type StockStatus } from '@/lib/domain/stock-status';
import { productPageUrl } from '@/lib/domain/product-url';

/** Figures and texts: the browser formats prices only where the shopper's choices change them (ADR 0025). */
type PriceModel = ShownPrices;

/** The extras' summary and the price they make; null prices: the product's (or chosen variant's) own. */
export interface ExtrasReport {
  summary: PurchaseExtrasSummary;
  prices: ShownPrices | null;
}

export interface GalleryImage {
  path: string;
  /** next/image's attributes, computed here on the server: the gallery (a client component) only renders them. */
  image: ImageAttributes;
  thumbnail: ImageAttributes;
  label: string;
}

export interface OptionModel {
  code: string;
  attributeId: string;
  label: string;
  values: { value_index: number; label: string; swatch?: string }[];
}

/** stockStatus and url (the variant's page) are computed here: the browser only uses them. */
export type ChildModel = ConfigurableChild & { prices: PriceModel; galleryImage: GalleryImage; stockStatus: StockStatus | null; url: string };

export interface LinkedModel {
  sku: string;
  name: string;
  prices: PriceModel;
  inStock: boolean | null;
}

export interface PurchaseModel {
  id: number;
  sku: string;
  name: string;
  type: ProductType;
  storeCode: string;
  /** The product's page (without a chosen variant). */
  url: string;
  priceFormat: PriceFormat;
  prices: PriceModel;
  stockStatus: StockStatus | null;
  gallery: GalleryImage[];
  options: OptionModel[];
  children: ChildModel[];
  customOptions: CustomOption[];
  bundleOptions: BundleOption[];
  linked: LinkedModel[];
  childSku: string | null;
  listOutOfStock: boolean;
  hasSizes: boolean;
  /** Bundle choices, grouped quantities and custom options as the page opens with them; null when it has none. */
  extras: ExtrasReport | null;
}


function pricesOf(doc: Record<string, unknown>, fallback: number, format: PriceFormat): PriceModel {
  const final = Number(doc.final_price_incl_tax ?? doc.price_incl_tax ?? fallback);
  const original = Number(doc.original_price_incl_tax ?? doc.price_incl_tax ?? final);
  return shownPrices({ final, original: original > final ? original : final }, format);
}

function galleryOf(product: ProductDocument): GalleryImage[] {
  const entries = [...(product.media_gallery ?? [])].filter((entry) => entry.typ !== 'video').sort((a, b) => a.pos - b.pos);
  const paths = entries.length > 0 ? entries.map((entry) => ({ path: entry.image, label: entry.lab })) : [{ path: product.image, label: '' }];
  return paths.map(({ path, label }) => galleryImage(path, label));
}

function galleryImage(path: string, label: string): GalleryImage {
  return {
    path,
    image: shopImageAttributes(path, 'gallery', { sizes: '(max-width: 767px) 100vw, (max-width: 1272px) 50vw, 620px', priority: true }),
    thumbnail: shopImageAttributes(path, 'galleryThumb', { sizes: '72px', displayWidth: 72 }),
    label,
  };
}

const CHILD_KEYS = ['id', 'sku', 'name', 'status', 'visibility', 'type_id', 'price', 'tax_class_id', 'image', 'small_image', 'thumbnail', 'url_key', 'color', 'size'] as const;

function childModel(child: ConfigurableChild, codes: readonly string[], format: PriceFormat, pageUrl: (childSku: string) => string): ChildModel {
  const picked: Record<string, unknown> = {};
  for (const key of [...CHILD_KEYS, ...codes]) picked[key] = child[key];
  return {
    ...(picked as ConfigurableChild),
    stock: child.stock ? { ...child.stock } : undefined,
    prices: pricesOf(child, child.price, format),
    galleryImage: galleryImage(child.image, ''),
    stockStatus: child.stock ? stockStatus(child.stock) : null,
    url: pageUrl(child.sku),
  };
}

/** Linked products in the order of the grouped product's links (a bundle's options carry their own order). */
function orderedLinked(product: ProductDocument, linked: readonly ProductDocument[]): ProductDocument[] {
  const positions = new Map((product.product_links ?? []).map((link) => [link.linked_product_sku, link.position]));
  return [...linked].sort((a, b) => (positions.get(a.sku) ?? 0) - (positions.get(b.sku) ?? 0));
}

export function toPurchaseModel(
  product: ProductDocument,
  linked: readonly ProductDocument[],
  attributes: readonly AttributeDocument[],
  storeView: StoreView,
  childSku: string | null,
  listOutOfStock: boolean,
): PurchaseModel {
  const swatches = new Map(
    attributes.flatMap((attribute) =>
      attribute.options.filter((option) => option.swatch).map((option) => [`${attribute.attribute_code}:${option.value}`, option.swatch as string]),
    ),
  );
  const options: OptionModel[] = [...(product.configurable_options ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((option) => ({
      code: option.attribute_code,
      attributeId: option.attribute_id,
      label: option.label,
      values: option.values.map((value) => {
        const swatch = swatches.get(`${option.attribute_code}:${value.value_index}`);
        return swatch ? { ...value, swatch } : { ...value };
      }),
    }));
  const codes = options.map((option) => option.code);
  const pageUrl = (childSku?: string) =>
    productPageUrl({ storeUrl: storeView.url, parentSku: product.sku, slug: product.slug || product.url_key, childSku });
  const model: Omit<PurchaseModel, 'extras'> = {
    id: product.id,
    sku: product.sku,
    name: product.name,
    type: product.type_id,
    storeCode: storeView.storeCode,
    url: pageUrl(),
    priceFormat: storeView.i18n,
    prices: pricesOf(product, product.price, storeView.i18n),
    stockStatus: product.stock ? stockStatus(product.stock) : null,
    gallery: galleryOf(product),
    options,
    children: (product.configurable_children ?? []).map((child) => childModel(child, codes, storeView.i18n, pageUrl)),
    customOptions: [...(product.custom_options ?? [])].sort((a, b) => a.sort_order - b.sort_order),
    bundleOptions: [...(product.bundle_options ?? [])].sort((a, b) => a.position - b.position),
    linked: orderedLinked(product, linked).map((item) => ({
      sku: item.sku,
      name: item.name,
      prices: pricesOf(item, item.price, storeView.i18n),
      inStock: item.stock?.is_in_stock ?? null,
    })),
    childSku,
    listOutOfStock,
    hasSizes: codes.includes('size'),
  };
  if (!hasPurchaseExtras(model)) return { ...model, extras: null };
  const summary = purchaseExtrasSummary(model, initialExtrasState(model));
  return { ...model, extras: { summary, prices: summary.base && shownPrices(summary.base, storeView.i18n) } };
}
