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
import type { Configuration, ConfigurationTable } from '@/lib/domain/configuration-choices';
import { configurationTable, initialConfiguration } from '@/lib/domain/product-configuration';
import { shownPrices, type PriceFormat, type ShownPrices } from '@/lib/domain/price-format';
import { hasPurchaseExtras, initialExtrasState, purchaseExtrasSummary, type PurchaseExtrasSummary } from '@/lib/domain/purchase-extras';
import { shopImageAttributes } from '@/components/ui/shop-image';
import type { ImageAttributes } from '@/components/ui/image-presets';
import { stockStatus, type StockStatus } from '@/lib/domain/stock-status';
import { productPageUrl } from '@/lib/domain/product-url';

/**
 * The class names of components/product/product.module.css, handed down by the server components that import it: the
 * purchase form's code then carries no copy of them (ADR 0025 addendum).
 */
export type PurchaseStyles = Readonly<Record<string, string>>;

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

/** A variant as the page shows it: stockStatus and url (the variant's page) are computed here, the browser only uses them. */
export interface ChildModel {
  sku: string;
  image: string;
  prices: PriceModel;
  /** The variant's photo for the gallery when the product's own gallery lacks it (null: the gallery shows it already). */
  galleryImage: GalleryImage | null;
  stockStatus: StockStatus | null;
  url: string;
  /** Its values of the configurable options, in their order ('Gray, M'): what the phone's buy bar says was chosen. */
  choice: string;
}

/**
 * A configurable product's choices: the values the page opens with, the variant they point to (a position in
 * `children`) and what every other reachable combination points to (ADR 0025 addendum: the variant rules stay on the
 * server).
 */
interface ConfigurationModel {
  initial: Configuration;
  variant: number | null;
  table: ConfigurationTable;
}

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
  /** Null unless the product is configurable. */
  configuration: ConfigurationModel | null;
  customOptions: CustomOption[];
  bundleOptions: BundleOption[];
  linked: LinkedModel[];
  hasSizes: boolean;
  /** Bundle choices, grouped quantities and custom options as the page opens with them; null when it has none. */
  extras: ExtrasReport | null;
}


/** The price incl. tax a shopper pays: what variants are compared by (spec §4 Configurable selection). */
function finalPriceOf(doc: Record<string, unknown>, fallback: number): number {
  return Number(doc.final_price_incl_tax ?? doc.price_incl_tax ?? fallback);
}

function pricesOf(doc: Record<string, unknown>, fallback: number, format: PriceFormat): PriceModel {
  const final = finalPriceOf(doc, fallback);
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

/** A variant's value labels of the configurable options, in the options' order. */
function choiceOf(child: ConfigurableChild, options: readonly OptionModel[]): string {
  return options
    .map((option) => option.values.find((value) => String(value.value_index) === String(child[option.code]))?.label)
    .filter((label) => label !== undefined)
    .join(', ');
}

function childModel(
  child: ConfigurableChild,
  format: PriceFormat,
  pageUrl: (childSku: string) => string,
  galleryPaths: ReadonlySet<string>,
  options: readonly OptionModel[],
): ChildModel {
  return {
    sku: child.sku,
    image: child.image,
    prices: pricesOf(child, child.price, format),
    galleryImage: child.image && !galleryPaths.has(child.image) ? galleryImage(child.image, '') : null,
    stockStatus: child.stock ? stockStatus(child.stock) : null,
    url: pageUrl(child.sku),
    choice: choiceOf(child, options),
  };
}

/** The configurable product's choices, worked out with the variant rules (lib/domain/product-configuration.ts). */
function configurationModel(product: ProductDocument, childSku: string | null, listOutOfStock: boolean): ConfigurationModel {
  const productLike = {
    configurable_children: product.configurable_children ?? [],
    configurable_options: [...(product.configurable_options ?? [])].sort((a, b) => a.position - b.position),
  };
  const choice = { listOutOfStock, priceOf: (child: ConfigurableChild) => finalPriceOf(child, child.price) };
  const { configuration, variant } = initialConfiguration(productLike, childSku, choice);
  return {
    initial: configuration,
    variant: variant ? productLike.configurable_children.indexOf(variant) : null,
    table: configurationTable(productLike, configuration, choice),
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
  const pageUrl = (childSku?: string) =>
    productPageUrl({ storeUrl: storeView.url, parentSku: product.sku, slug: product.slug || product.url_key, childSku });
  const gallery = galleryOf(product);
  const galleryPaths = new Set(gallery.map((image) => image.path));
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
    gallery,
    options,
    children: (product.configurable_children ?? []).map((child) => childModel(child, storeView.i18n, pageUrl, galleryPaths, options)),
    configuration: product.type_id === 'configurable' ? configurationModel(product, childSku, listOutOfStock) : null,
    customOptions: [...(product.custom_options ?? [])].sort((a, b) => a.sort_order - b.sort_order),
    bundleOptions: [...(product.bundle_options ?? [])].sort((a, b) => a.position - b.position),
    linked: orderedLinked(product, linked).map((item) => ({
      sku: item.sku,
      name: item.name,
      prices: pricesOf(item, item.price, storeView.i18n),
      inStock: item.stock?.is_in_stock ?? null,
    })),
    hasSizes: options.some((option) => option.code === 'size'),
  };
  if (!hasPurchaseExtras(model)) return { ...model, extras: null };
  const summary = purchaseExtrasSummary(model, initialExtrasState(model));
  return { ...model, extras: { summary, prices: summary.base && shownPrices(summary.base, storeView.i18n) } };
}
