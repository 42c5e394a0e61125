/**
 * The product catalogue, as pure data: the fixed Luma items (gear, bundles, grouped sets, gift cards,
 * training videos) followed by generated configurable apparel and simple gear until the requested number
 * of listed products (status 1, visibility 2/3/4) is reached. Everything follows from the seed except
 * dates, which are relative to `now` (special price windows, created_at).
 *
 * Products come out in groups (a product followed by its configurable children) so a 100k catalogue can
 * be written to the database while it is being generated.
 */
import type {
  BundleOption,
  ConfigurableChild,
  ConfigurableOption,
  CustomOption,
  MediaGalleryEntry,
  ProductCategoryRef,
  ProductDocument,
  ProductLink,
  ProductType,
  StockInfo,
  TierPrice,
} from '@/lib/domain/catalog-types';
import {
  activityByLabel,
  ATTRIBUTE_ID,
  type ActivityLabel,
  colorByLabel,
  type ColorLabel,
  genderByLabel,
  type GenderLabel,
  materialByLabel,
  type MaterialLabel,
  sizeByLabel,
  type SizeLabel,
  SIZES,
} from './attributes';
import { defaultBundleLinks } from '@/lib/domain/bundle-price';
import { CATEGORY, categoryInfo, withAncestors } from './categories';
import { buildCustomOptions, type CustomOptionSet, OptionIds } from './custom-options';
import { describe, type DescriptionTopic } from './descriptions';
import {
  FIXED_BUNDLES,
  FIXED_GROUPED,
  FIXED_SIMPLES,
  type FixedBundle,
  type FixedCases,
  type FixedGrouped,
  type FixedSimple,
  type SpecialPriceMode,
} from './fixed-products';
import { productImage } from './image-paths';
import {
  APPAREL_COLORS,
  APPAREL_KINDS,
  type ApparelKind,
  GEAR_COLORS,
  GEAR_KINDS,
  type GearKind,
  IMAGE_KINDS,
  type ImageKind,
  NAME_MODIFIERS,
  NAME_PREFIXES,
} from './kinds';
import { DEFAULT_SEED, Random } from './random';
import { slugify } from './slug';
import { ProductUrlKeys } from './url-keys';
import { productVisibility } from '@/lib/config/constants';
import { productStatus } from '@/lib/config/product-status';
import { productNameTranslations } from './product-names';

/** Listed products of the default demo catalogue (`npm run seed` without --products). */
export const DEFAULT_PRODUCT_COUNT = 320;
/** The forced special cases of configurables need this many, whatever the requested size. */
export const MIN_CONFIGURABLES = 12;
/** Products flagged new=1 get the most recent created_at; beyond this many no more are flagged. */
const MAX_NEW_PRODUCTS = 300;

export const TAXABLE_GOODS_CLASS_ID = 2;
const MAX_SALE_QTY = 100;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface CatalogOptions {
  /** Target number of listed products (status 1, visibility 2, 3 or 4). */
  products?: number;
  seed?: number;
  /** Seed time: special price windows and created_at are relative to it. */
  now?: Date;
}

export interface SeedProduct {
  doc: ProductDocument;
  parentSku: string | null;
  /** Filterable attribute values as option ids (products.attrs). */
  attrs: Record<string, number[]>;
  categoryNames: string;
  isNew: boolean;
  salesCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** Special cases this product demonstrates ('special-active', 'bundle', 'variant-out-of-stock', …). */
  cases: string[];
}

/** Listed in categories and search: enabled and not a "not visible individually" child. */
export function isListed(product: SeedProduct): boolean {
  return product.doc.status === productStatus.enabled && product.doc.visibility !== productVisibility.notVisibleIndividually;
}

/** How many children a configurable gets: full colour × size grids for the demo, fewer at benchmark scale. */
function variantGrid(targetProducts: number): { sizes: [number, number]; colors: [number, number] } {
  if (targetProducts <= 2_000) return { sizes: [3, 5], colors: [2, 4] };
  if (targetProducts <= 20_000) return { sizes: [3, 4], colors: [2, 3] };
  return { sizes: [2, 3], colors: [1, 2] };
}

/** Share of generated (non-fixed) products that are configurable apparel; the rest is simple gear. */
function configurableShare(targetProducts: number): number {
  return targetProducts <= 20_000 ? 0.8 : 0.5;
}

export function specialWindow(mode: SpecialPriceMode, now: Date): { from: Date | null; to: Date | null } {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  switch (mode) {
    case 'active':
      return { from: at(-30), to: at(30) };
    case 'expired':
      return { from: at(-40), to: at(-10) };
    case 'future':
      return { from: at(10), to: at(40) };
    case 'open-from':
      return { from: at(-20), to: null };
    case 'open-to':
      return { from: null, to: at(20) };
    case 'always':
    case 'none':
      return { from: null, to: null };
  }
}

/** Whether the special price of this mode applies at seed time (it then also flags sale = 1). */
function isActiveMode(mode: SpecialPriceMode): boolean {
  return mode === 'active' || mode === 'open-from' || mode === 'open-to' || mode === 'always';
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function tierPrices(price: number): TierPrice[] {
  return [
    { customer_group_id: 32000, qty: 3, value: round2(price * 0.95) },
    { customer_group_id: 32000, qty: 5, value: round2(price * 0.9) },
    { customer_group_id: 1, qty: 10, value: round2(price * 0.85) },
  ];
}

function stockInfo(productId: number, qty: number, isInStock: boolean, manageStock = true): StockInfo {
  return {
    product_id: productId,
    qty,
    is_in_stock: isInStock,
    manage_stock: manageStock,
    min_sale_qty: 1,
    max_sale_qty: MAX_SALE_QTY,
  };
}

function gallery(kind: ImageKind, colors: readonly ColorLabel[]): MediaGalleryEntry[] {
  const first = colors[0] as ColorLabel;
  const images = IMAGE_KINDS[kind].views.map((view) => productImage(kind, first, view));
  for (const color of colors.slice(1)) images.push(productImage(kind, color, 'front'));
  return images.map((image, index) => ({ image, pos: index + 1, typ: 'image', lab: '', vid: null }));
}

function topicOf(kind: ImageKind): DescriptionTopic {
  switch (kind) {
    case 'tee':
    case 'tank':
    case 'hoodie':
      return 'top';
    case 'jacket':
      return 'outerwear';
    case 'pants':
    case 'shorts':
      return 'bottom';
    case 'bra':
      return 'bra';
    case 'backpack':
    case 'duffle':
    case 'messenger':
      return 'bag';
    case 'watch':
      return 'watch';
    case 'video':
      return 'video';
    case 'giftcard':
      return 'giftcard';
    default:
      return 'fitness';
  }
}

interface Flags {
  erin: boolean;
  eco: boolean;
  performance: boolean;
  isNew: boolean;
  sale: boolean;
}

interface Special {
  mode: SpecialPriceMode;
  factor: number;
  from: Date | null;
  to: Date | null;
}

class CatalogBuilder {
  readonly target: number;
  readonly now: Date;
  private readonly plan: Random;
  private readonly rng: Random;
  private readonly names: Random;
  private readonly texts: Random;
  private readonly optionIds = new OptionIds();
  private nextId = 1;
  private selectionId = 1;
  private linkId = 1;
  private groupIndex = 0;
  private newCount = 0;
  private readonly usedNames = new Set<string>();
  private readonly usedUrlKeys = new Set<string>();
  private readonly skuCounters = new Map<string, number>();
  private readonly kindCounters = new Map<string, number>();
  private readonly fixed = new Map<string, SeedProduct>();
  private readonly grid: ReturnType<typeof variantGrid>;
  listed = 0;
  configurables = 0;

  constructor(options: CatalogOptions) {
    this.target = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
    this.now = options.now ?? new Date();
    const root = new Random(options.seed ?? DEFAULT_SEED);
    this.plan = root.fork('plan');
    this.rng = root.fork('products');
    this.names = root.fork('names');
    this.texts = root.fork('texts');
    this.grid = variantGrid(this.target);
  }

  *groups(): Generator<SeedProduct[]> {
    for (const spec of FIXED_SIMPLES) yield this.emit([this.fixedSimple(spec)]);
    for (const spec of FIXED_BUNDLES) yield this.emit([this.bundle(spec)]);
    for (const spec of FIXED_GROUPED) yield this.emit([this.grouped(spec)]);
    const share = configurableShare(this.target);
    while (this.listed < this.target || this.configurables < MIN_CONFIGURABLES) {
      const configurable = this.configurables < MIN_CONFIGURABLES || this.plan.chance(share);
      if (configurable) {
        const kind = this.plan.weighted(APPAREL_KINDS.map((entry) => [entry, entry.weight] as const));
        yield this.emit(this.configurable(kind, this.configurables++));
      } else {
        const kind = this.plan.weighted(GEAR_KINDS.map((entry) => [entry, entry.weight] as const));
        yield this.emit([this.gear(kind)]);
      }
    }
  }

  private emit(group: SeedProduct[]): SeedProduct[] {
    this.groupIndex++;
    for (const product of group) if (isListed(product)) this.listed++;
    return group;
  }

  // ---- shared helpers ------------------------------------------------------------------------------

  private id(): number {
    return this.nextId++;
  }

  private sku(prefix: string, firstNumber = 1): string {
    const next = this.skuCounters.get(prefix) ?? firstNumber;
    this.skuCounters.set(prefix, next + 1);
    return `${prefix}${String(next).padStart(2, '0')}`;
  }

  private urlKey(name: string, sku: string): string {
    let key = slugify(name);
    if (!key || this.usedUrlKeys.has(key)) key = `${key}-${slugify(sku)}`;
    this.usedUrlKeys.add(key);
    return key;
  }

  private uniqueName(candidates: () => string, classics: readonly string[], counterKey: string): string {
    const used = this.kindCounters.get(counterKey) ?? 0;
    this.kindCounters.set(counterKey, used + 1);
    const classic = classics[used];
    if (classic && !this.usedNames.has(classic)) {
      this.usedNames.add(classic);
      return classic;
    }
    let name = candidates();
    for (let attempt = 0; attempt < 12 && this.usedNames.has(name); attempt++) name = candidates();
    this.usedNames.add(name);
    return name;
  }

  private createdAt(isNew: boolean): Date {
    if (isNew) return new Date(this.now.getTime() - ++this.newCount * 3 * HOUR);
    return new Date(this.now.getTime() - 45 * DAY - this.groupIndex * 10 * 60_000);
  }

  private wantsNew(forced: boolean, chance: number): boolean {
    if (this.newCount >= MAX_NEW_PRODUCTS) return false;
    const roll = this.rng.chance(chance);
    return forced || roll;
  }

  private special(mode: SpecialPriceMode): Special | null {
    if (mode === 'none') return null;
    const factor = this.rng.pick([0.7, 0.75, 0.8, 0.85]);
    return { mode, factor, ...specialWindow(mode, this.now) };
  }

  private randomSpecialMode(chance: number): SpecialPriceMode {
    if (!this.rng.chance(chance)) return 'none';
    return this.rng.weighted<SpecialPriceMode>([
      ['active', 5],
      ['expired', 2],
      ['future', 1.5],
      ['open-from', 1],
      ['open-to', 1],
      ['always', 0.5],
    ]);
  }

  private categories(leafId: number, flags: Flags): number[] {
    const ids = [...withAncestors(leafId)];
    const add = (id: number) => {
      for (const entry of withAncestors(id)) if (!ids.includes(entry)) ids.push(entry);
    };
    if (flags.isNew) add(CATEGORY.newCollection);
    if (flags.erin) add(CATEGORY.erinRecommends);
    if (flags.performance) add(CATEGORY.performanceFabrics);
    if (flags.eco) add(CATEGORY.ecoFriendly);
    if (flags.sale) add(CATEGORY.sale);
    return ids;
  }

  private categoryRefs(ids: number[]): ProductCategoryRef[] {
    return ids.map((id) => {
      const info = categoryInfo(id);
      return { category_id: id, name: info.name, slug: info.slug, path: info.urlPath };
    });
  }

  private attrs(input: {
    colors: readonly ColorLabel[];
    sizes?: readonly SizeLabel[];
    materials: readonly MaterialLabel[];
    activities: readonly ActivityLabel[];
    gender?: GenderLabel;
    flags: Flags;
  }): Record<string, number[]> {
    const attrs: Record<string, number[]> = {
      color: input.colors.map((color) => colorByLabel(color).id),
    };
    if (input.sizes?.length) attrs.size = input.sizes.map((size) => sizeByLabel(size).id);
    if (input.materials.length)
      attrs.material = input.materials.map((material) => materialByLabel(material).id);
    if (input.activities.length)
      attrs.activity = input.activities.map((activity) => activityByLabel(activity).id);
    if (input.gender) attrs.gender = [genderByLabel(input.gender).id];
    attrs.erin_recommends = [input.flags.erin ? 1 : 0];
    attrs.eco_collection = [input.flags.eco ? 1 : 0];
    attrs.performance_fabric = [input.flags.performance ? 1 : 0];
    attrs.new = [input.flags.isNew ? 1 : 0];
    attrs.sale = [input.flags.sale ? 1 : 0];
    return attrs;
  }

  /** Attribute values as the document carries them (single values as numbers, multiselects as lists). */
  private docAttributes(attrs: Record<string, number[]>): Record<string, unknown> {
    return {
      material: attrs.material ?? [],
      activity: attrs.activity ?? [],
      gender: attrs.gender?.[0] ?? null,
      erin_recommends: attrs.erin_recommends?.[0] ?? 0,
      eco_collection: attrs.eco_collection?.[0] ?? 0,
      performance_fabric: attrs.performance_fabric?.[0] ?? 0,
    };
  }

  private baseDoc(input: {
    id: number;
    sku: string;
    name: string;
    type: ProductType;
    status: number;
    visibility: number;
    urlKey: string;
    price: number;
    special: Special | null;
    taxClassId: number;
    description: string;
    shortDescription: string;
    image: string;
    gallery: MediaGalleryEntry[];
    categoryIds: number[];
    tierPrices: TierPrice[];
    stock: StockInfo;
    weight?: number;
    createdAt: Date;
    flags: Flags;
    customOptions?: CustomOption[];
  }): ProductDocument {
    const doc: ProductDocument = {
      id: input.id,
      sku: input.sku,
      name: input.name,
      type_id: input.type,
      status: input.status,
      visibility: input.visibility,
      url_key: input.urlKey,
      url_path: input.urlKey,
      slug: input.urlKey,
      tax_class_id: input.taxClassId,
      price: input.price,
      special_price: input.special ? Math.max(1, Math.floor(input.price * input.special.factor)) : null,
      special_from_date: input.special?.from?.toISOString() ?? null,
      special_to_date: input.special?.to?.toISOString() ?? null,
      description: input.description,
      short_description: input.shortDescription,
      image: input.image,
      small_image: input.image,
      thumbnail: input.image,
      media_gallery: input.gallery,
      category: this.categoryRefs(input.categoryIds),
      category_ids: input.categoryIds,
      tier_prices: input.tierPrices,
      stock: input.stock,
      created_at: input.createdAt.toISOString(),
      updated_at: input.createdAt.toISOString(),
      new: input.flags.isNew ? 1 : 0,
      sale: input.flags.sale ? 1 : 0,
    };
    if (input.weight !== undefined) doc.weight = input.weight;
    if (input.customOptions?.length) doc.custom_options = input.customOptions;
    const translations = productNameTranslations(input.name);
    if (translations) doc.translations = translations;
    return doc;
  }

  private casesOf(special: Special | null, extra: (string | false)[]): string[] {
    const cases = extra.filter((entry): entry is string => Boolean(entry));
    if (special) cases.push(`special-${special.mode}`);
    return cases;
  }

  private optionCases(options: CustomOption[] | undefined): string[] {
    return [...new Set((options ?? []).map((option) => `custom-option-${option.type}`))];
  }

  private seedProduct(
    doc: ProductDocument,
    attrs: Record<string, number[]>,
    flags: Flags,
    salesCount: number,
    createdAt: Date,
    cases: string[],
    parentSku: string | null = null,
  ): SeedProduct {
    return {
      doc,
      parentSku,
      attrs,
      categoryNames: doc.category.map((entry) => entry.name).join(' '),
      isNew: flags.isNew,
      salesCount,
      createdAt,
      updatedAt: createdAt,
      cases,
    };
  }

  // ---- fixed simple, virtual and downloadable products ------------------------------------------------

  private fixedSimple(spec: FixedSimple): SeedProduct {
    const product = this.simple({
      sku: spec.sku,
      name: spec.name,
      type: spec.type,
      leafCategory: spec.categoryId,
      image: spec.image,
      color: spec.color,
      price: spec.price,
      materials: spec.materials,
      activities: spec.activities,
      gender: spec.type === 'simple' ? 'Unisex' : undefined,
      taxClassId: spec.taxClassId ?? TAXABLE_GOODS_CLASS_ID,
      cases: spec,
      special: spec.special ?? 'none',
      isNew: this.wantsNew(Boolean(spec.isNew), 0),
      customOptions: spec.customOptions,
      salesCount: this.rng.int(0, 60),
    });
    this.fixed.set(spec.sku, product);
    return product;
  }

  private simple(input: {
    sku: string;
    name: string;
    type: 'simple' | 'virtual' | 'downloadable';
    leafCategory: number;
    image: ImageKind;
    color: ColorLabel;
    price: number;
    materials: readonly MaterialLabel[];
    activities: readonly ActivityLabel[];
    gender?: GenderLabel;
    taxClassId: number;
    cases: FixedCases;
    special: SpecialPriceMode;
    isNew: boolean;
    customOptions?: CustomOptionSet;
    salesCount: number;
  }): SeedProduct {
    const id = this.id();
    const special = this.special(input.special);
    const flags: Flags = {
      erin: Boolean(input.cases.erin),
      eco: Boolean(input.cases.eco),
      performance: false,
      isNew: input.isNew,
      sale: special !== null && isActiveMode(special.mode),
    };
    const physical = input.type === 'simple';
    const outOfStock = Boolean(input.cases.outOfStock);
    const stock = physical
      ? stockInfo(id, outOfStock ? 0 : this.rng.int(5, 150), !outOfStock)
      : stockInfo(id, 0, true, false);
    const categoryIds = this.categories(input.leafCategory, flags);
    const text = describe(this.texts, input.name, topicOf(input.image), input.materials);
    const customOptions = input.customOptions
      ? buildCustomOptions(this.optionIds, input.customOptions)
      : undefined;
    const status = input.cases.disabled ? 2 : 1;
    const visibility = input.cases.visibility ?? 4;
    const createdAt = this.createdAt(flags.isNew);
    const doc = this.baseDoc({
      id,
      sku: input.sku,
      name: input.name,
      type: input.type,
      status,
      visibility,
      urlKey: this.urlKey(input.name, input.sku),
      price: input.price,
      special,
      taxClassId: input.taxClassId,
      description: text.description,
      shortDescription: text.short_description,
      image: productImage(input.image, input.color, 'front'),
      gallery: gallery(input.image, [input.color]),
      categoryIds,
      tierPrices: input.cases.tierPrices ? tierPrices(input.price) : [],
      stock,
      weight: physical ? round2(0.2 + this.rng.next() * 2) : undefined,
      createdAt,
      flags,
      customOptions,
    });
    const attrs = this.attrs({
      colors: [input.color],
      materials: input.materials,
      activities: input.activities,
      gender: input.gender,
      flags,
    });
    Object.assign(doc, this.docAttributes(attrs), { color: colorByLabel(input.color).id });
    if (input.type === 'downloadable') {
      doc.downloadable_links = [{ id: this.linkId++, title: `${input.name} (full video)`, price: 0 }];
    }
    const cases = this.casesOf(special, [
      input.type !== 'simple' && input.type,
      outOfStock && 'out-of-stock',
      status === productStatus.disabled && 'disabled',
      visibility !== productVisibility.catalogAndSearch && `visibility-${visibility}`,
      input.cases.tierPrices === true && 'tier-prices',
      flags.isNew && 'new',
      ...this.optionCases(customOptions),
    ]);
    return this.seedProduct(doc, attrs, flags, input.salesCount, createdAt, cases);
  }

  // ---- bundles and grouped products ------------------------------------------------------------------

  private linked(sku: string): SeedProduct {
    const product = this.fixed.get(sku);
    if (!product) throw new Error(`Bundle or grouped product links to unknown sku ${sku}`);
    return product;
  }

  private composite(input: {
    sku: string;
    name: string;
    type: 'bundle' | 'grouped';
    price: number;
    spec: FixedCases & { color: ColorLabel; image: ImageKind };
    materials: MaterialLabel[];
  }): {
    doc: ProductDocument;
    flags: Flags;
    attrs: Record<string, number[]>;
    createdAt: Date;
    customOptions?: CustomOption[];
  } {
    const id = this.id();
    const flags: Flags = {
      erin: Boolean(input.spec.erin),
      eco: Boolean(input.spec.eco),
      performance: false,
      isNew: this.wantsNew(Boolean(input.spec.isNew), 0),
      sale: false,
    };
    const categoryIds = this.categories(CATEGORY.fitnessEquipment, flags);
    const text = describe(this.texts, input.name, 'fitness', input.materials);
    const customOptions = input.spec.customOptions
      ? buildCustomOptions(this.optionIds, input.spec.customOptions)
      : undefined;
    const createdAt = this.createdAt(flags.isNew);
    const doc = this.baseDoc({
      id,
      sku: input.sku,
      name: input.name,
      type: input.type,
      status: 1,
      visibility: 4,
      urlKey: this.urlKey(input.name, input.sku),
      price: input.price,
      special: null,
      taxClassId: TAXABLE_GOODS_CLASS_ID,
      description: text.description,
      shortDescription: text.short_description,
      image: productImage(input.spec.image, input.spec.color, 'front'),
      gallery: gallery(input.spec.image, [input.spec.color]),
      categoryIds,
      tierPrices: [],
      stock: stockInfo(id, 0, true, false),
      createdAt,
      flags,
      customOptions,
    });
    const attrs = this.attrs({
      colors: [input.spec.color],
      materials: input.materials,
      activities: ['Yoga'],
      gender: 'Unisex',
      flags,
    });
    Object.assign(doc, this.docAttributes(attrs));
    return { doc, flags, attrs, createdAt, customOptions };
  }

  private bundle(spec: FixedBundle): SeedProduct {
    // Priced by the one rule tiles, the product page and the cart use (lib/domain/bundle-price).
    const defaultsPrice = spec.options.reduce((sum, option) => {
      const links = defaultBundleLinks({
        required: option.required,
        product_links: option.links.map((link) => ({ id: 0, sku: link.sku, qty: link.qty, can_change_quantity: 0, is_default: link.isDefault, position: 0 })),
      });
      return links.reduce((total, link) => total + this.linked(link.sku).doc.price * link.qty, sum);
    }, 0);
    const built = this.composite({
      sku: spec.sku,
      name: spec.name,
      type: 'bundle',
      price: round2(defaultsPrice),
      spec,
      materials: ['Foam', 'Rubber'],
    });
    built.doc.bundle_options = spec.options.map((option, index): BundleOption => ({
      option_id: index + 1,
      title: option.title,
      required: option.required,
      type: option.type,
      position: index + 1,
      sku: spec.sku,
      product_links: option.links.map((link, position) => ({
        id: this.selectionId++,
        sku: link.sku,
        qty: link.qty,
        can_change_quantity: link.canChangeQuantity ? 1 : 0,
        is_default: link.isDefault,
        position: position + 1,
        price: this.linked(link.sku).doc.price,
      })),
    }));
    const cases = ['bundle', ...(built.flags.isNew ? ['new'] : []), ...this.optionCases(built.customOptions)];
    return this.seedProduct(built.doc, built.attrs, built.flags, this.rng.int(5, 80), built.createdAt, cases);
  }

  private grouped(spec: FixedGrouped): SeedProduct {
    const linked = spec.links.map((sku) => this.linked(sku));
    // As lib/domain/grouped-price prices it: one of each associated product.
    const price = round2(linked.reduce((sum, product) => sum + product.doc.price, 0));
    const built = this.composite({
      sku: spec.sku,
      name: spec.name,
      type: 'grouped',
      price,
      spec,
      materials: ['Nylon'],
    });
    built.doc.product_links = linked.map((product, index): ProductLink => ({
      sku: spec.sku,
      link_type: 'associated',
      linked_product_sku: product.doc.sku,
      linked_product_type: product.doc.type_id,
      position: index + 1,
      qty: 1,
      is_default: index === 0,
    }));
    return this.seedProduct(built.doc, built.attrs, built.flags, this.rng.int(5, 80), built.createdAt, [
      'grouped',
    ]);
  }

  // ---- generated gear ----------------------------------------------------------------------------------

  private gear(kind: GearKind): SeedProduct {
    const noun = this.names.pick(kind.nouns);
    const name = this.uniqueName(
      () => `${this.names.pick(NAME_PREFIXES.Unisex)} ${this.names.pick(NAME_MODIFIERS)} ${noun.noun}`,
      [],
      kind.key,
    );
    const outOfStock = this.rng.chance(0.05);
    const tier = this.rng.chance(0.08);
    const options = this.rng.chance(0.05)
      ? this.rng.pick<CustomOptionSet>(['monogram', 'embroidery', 'giftwrap'])
      : undefined;
    return this.simple({
      sku: this.sku(kind.skuPrefix, kind.firstNumber),
      name,
      type: 'simple',
      leafCategory: kind.categoryId,
      image: noun.image,
      color: this.rng.pick(GEAR_COLORS),
      price: this.rng.int(kind.price[0], kind.price[1]),
      materials: this.rng.sample(kind.materials, this.rng.int(1, 2)),
      activities: this.rng.sample(kind.activities, this.rng.int(1, 2)),
      gender: 'Unisex',
      taxClassId: TAXABLE_GOODS_CLASS_ID,
      cases: { outOfStock, tierPrices: tier, erin: this.rng.chance(0.1), eco: this.rng.chance(0.08) },
      special: this.randomSpecialMode(0.12),
      isNew: this.wantsNew(false, 0.05),
      customOptions: options,
      salesCount: this.rng.int(0, 60),
    });
  }

  // ---- generated configurable apparel ------------------------------------------------------------------

  /**
   * Forced special cases by configurable ordinal, so every catalogue size demonstrates them:
   * 0 active special, 1 expired, 2 future, 3 open-ended from, 4 open-ended to, 5 all variants out of stock,
   * 6 tier prices, 7 all custom option types, 8 disabled, 9 always-on special, 10 one variant out of stock,
   * 11 and 12 one colour × size combination left out (the last colour in the first size: the product page's
   * 'No such configuration' warning); 0–7 are also new.
   */
  private configurable(kind: ApparelKind, ordinal: number): SeedProduct[] {
    const forcedModes: Partial<Record<number, SpecialPriceMode>> = {
      0: 'active',
      1: 'expired',
      2: 'future',
      3: 'open-from',
      4: 'open-to',
      9: 'always',
    };
    const parentId = this.id();
    const sku = this.sku(kind.skuPrefix);
    const name = this.uniqueName(
      () =>
        `${this.names.pick(NAME_PREFIXES[kind.gender])} ${this.names.pick(NAME_MODIFIERS)} ${this.names.pick(kind.nouns)}`,
      kind.classics,
      kind.key,
    );
    const urlKey = this.urlKey(name, sku);
    const basePrice = this.rng.int(kind.price[0], kind.price[1]);
    const mode = forcedModes[ordinal] ?? this.randomSpecialMode(0.12);
    const special = this.special(mode);
    const allOut = ordinal === 5 || this.rng.chance(0.02);
    const tier = ordinal === 6 || this.rng.chance(0.06);
    const optionSet: CustomOptionSet | undefined =
      ordinal === 7
        ? 'apparel'
        : this.rng.chance(0.07)
          ? this.rng.pick<CustomOptionSet>(['apparel', 'monogram', 'embroidery'])
          : undefined;
    const disabled = ordinal === 8;
    const materials = this.rng.sample(kind.materials, this.rng.int(1, 2));
    const eco = this.rng.chance(0.1);
    if (eco && !materials.includes('Organic Cotton')) materials.push('Organic Cotton');
    const activities = this.rng.sample(kind.activities, this.rng.int(1, 3));
    const flags: Flags = {
      erin: this.rng.chance(0.12),
      eco,
      performance: this.rng.chance(kind.imageKind === 'hoodie' || kind.imageKind === 'pants' ? 0.1 : 0.2),
      isNew: this.wantsNew(ordinal < 8, 0.05),
      sale: special !== null && isActiveMode(special.mode),
    };
    const salesCount = kind.bestseller ? this.rng.int(80, 900) : this.rng.int(0, 80);
    const createdAt = this.createdAt(flags.isNew);
    const categoryIds = this.categories(kind.categoryId, flags);

    // The variant grid: a contiguous run of sizes and a few colours.
    const sizeCount = Math.min(kind.sizes.length, this.rng.int(this.grid.sizes[0], this.grid.sizes[1]));
    const firstSize = this.rng.int(0, kind.sizes.length - sizeCount);
    const sizes = kind.sizes.slice(firstSize, firstSize + sizeCount);
    const colors = this.rng.sample(APPAREL_COLORS, this.rng.int(this.grid.colors[0], this.grid.colors[1]));
    const status = disabled ? 2 : 1;
    // The missing combination is still generated (the random stream, and so every later product, stays the same)
    // but not written.
    const missing =
      (ordinal === 11 || ordinal === 12) && colors.length > 1 && sizes.length > 1
        ? { color: colors[colors.length - 1], size: sizes[0] }
        : null;

    const children: SeedProduct[] = [];
    const childEntries: ConfigurableChild[] = [];
    let childIndex = 0;
    for (const color of colors) {
      for (const size of sizes) {
        const childId = this.id();
        const childSku = `${sku}-${size}-${color}`;
        const price = basePrice + (size === 'XL' || size === '36' ? 2 : 0);
        const out = allOut || (ordinal === 10 && childIndex === 0) || this.rng.chance(0.06);
        const stock = stockInfo(childId, out ? 0 : this.rng.int(1, 100), !out);
        const childUrlKey = `${urlKey}-${slugify(childSku)}`;
        this.usedUrlKeys.add(childUrlKey);
        const image = productImage(kind.imageKind, color, 'front');
        const childFlags: Flags = { ...flags };
        const childDoc = this.baseDoc({
          id: childId,
          sku: childSku,
          name: `${name}-${size}-${color}`,
          type: 'simple',
          status,
          visibility: 1,
          urlKey: childUrlKey,
          price,
          special,
          taxClassId: TAXABLE_GOODS_CLASS_ID,
          description: '',
          shortDescription: '',
          image,
          gallery: [{ image, pos: 1, typ: 'image', lab: '', vid: null }],
          categoryIds,
          tierPrices: tier ? tierPrices(price) : [],
          stock,
          weight: 0.4,
          createdAt,
          flags: childFlags,
        });
        const childAttrs = this.attrs({
          colors: [color],
          sizes: [size],
          materials,
          activities,
          gender: kind.gender,
          flags: childFlags,
        });
        Object.assign(childDoc, this.docAttributes(childAttrs), {
          color: colorByLabel(color).id,
          size: sizeByLabel(size).id,
          parentSku: sku,
          parentId,
        });
        const childCases = out && !allOut ? ['variant-out-of-stock'] : [];
        if (missing?.color === color && missing.size === size) {
          childIndex++;
          continue;
        }
        children.push(this.seedProduct(childDoc, childAttrs, childFlags, 0, createdAt, childCases, sku));
        childEntries.push({
          id: childId,
          sku: childSku,
          name: childDoc.name,
          status,
          visibility: 1,
          type_id: 'simple',
          price,
          special_price: childDoc.special_price ?? null,
          special_from_date: childDoc.special_from_date ?? null,
          special_to_date: childDoc.special_to_date ?? null,
          tax_class_id: TAXABLE_GOODS_CLASS_ID,
          image,
          small_image: image,
          thumbnail: image,
          url_key: childUrlKey,
          color: colorByLabel(color).id,
          size: sizeByLabel(size).id,
          stock,
          tier_prices: childDoc.tier_prices,
        });
        childIndex++;
      }
    }

    const minPrice = Math.min(...childEntries.map((child) => child.price));
    const anyInStock = childEntries.some((child) => child.stock?.is_in_stock);
    const totalQty = childEntries.reduce((sum, child) => sum + (child.stock?.qty ?? 0), 0);
    const text = describe(this.texts, name, topicOf(kind.imageKind), materials);
    const customOptions = optionSet ? buildCustomOptions(this.optionIds, optionSet) : undefined;
    const colorIds = colors.map((color) => colorByLabel(color).id);
    const sizeOrder = SIZES.map((entry) => entry.label as SizeLabel);
    const sizeIds = [...sizes]
      .sort((a, b) => sizeOrder.indexOf(a) - sizeOrder.indexOf(b))
      .map((size) => sizeByLabel(size).id);
    const doc = this.baseDoc({
      id: parentId,
      sku,
      name,
      type: 'configurable',
      status,
      visibility: 4,
      urlKey,
      price: minPrice,
      special,
      taxClassId: TAXABLE_GOODS_CLASS_ID,
      description: text.description,
      shortDescription: text.short_description,
      image: productImage(kind.imageKind, colors[0] as ColorLabel, 'front'),
      gallery: gallery(kind.imageKind, colors),
      categoryIds,
      tierPrices: tier ? tierPrices(minPrice) : [],
      stock: stockInfo(parentId, totalQty, anyInStock),
      weight: 0.4,
      createdAt,
      flags,
      customOptions,
    });
    const configurableOptions: ConfigurableOption[] = [
      {
        id: parentId * 10 + 1,
        attribute_id: String(ATTRIBUTE_ID.color),
        attribute_code: 'color',
        label: 'Color',
        position: 0,
        product_id: parentId,
        values: colors.map((color) => ({ value_index: colorByLabel(color).id, label: color })),
      },
      {
        id: parentId * 10 + 2,
        attribute_id: String(ATTRIBUTE_ID.size),
        attribute_code: 'size',
        label: 'Size',
        position: 1,
        product_id: parentId,
        values: sizeIds.map((id) => ({
          value_index: id,
          label: SIZES.find((entry) => entry.id === id)?.label ?? String(id),
        })),
      },
    ];
    const attrs = this.attrs({ colors, sizes, materials, activities, gender: kind.gender, flags });
    attrs.size = sizeIds;
    Object.assign(doc, this.docAttributes(attrs), {
      color_options: colorIds,
      size_options: sizeIds,
      configurable_options: configurableOptions,
      configurable_children: childEntries,
    });
    const cases = this.casesOf(special, [
      'configurable',
      missing !== null && 'variant-missing',
      allOut && 'out-of-stock',
      disabled && 'disabled',
      tier && 'tier-prices',
      flags.isNew && 'new',
      ...this.optionCases(customOptions),
    ]);
    return [this.seedProduct(doc, attrs, flags, salesCount, createdAt, cases), ...children];
  }
}

/** The catalogue in groups (a product, then its configurable children), generated lazily. */
export function* generateProductGroups(options: CatalogOptions = {}): Generator<SeedProduct[]> {
  const urlKeys = new ProductUrlKeys();
  for (const group of new CatalogBuilder(options).groups()) {
    // Parents and single products get their German and Italian url keys; children are never addressed by theirs.
    yield group.map((product) => (product.parentSku ? product : { ...product, doc: urlKeys.translate(product.doc) }));
  }
}

/** The whole catalogue as one list (tests, small catalogues). */
export function generateCatalog(options: CatalogOptions = {}): SeedProduct[] {
  const all: SeedProduct[] = [];
  for (const group of generateProductGroups(options)) all.push(...group);
  return all;
}
