import type { ProductDocument } from '@/lib/domain/catalog-types';
import { isSpecialPriceActive } from '@/lib/domain/special-price';
import { ACTIVITIES, COLORS, GENDERS, MATERIALS, SIZES } from './attributes';
import { CATEGORY, withAncestors } from './categories';
import { imageJobs } from './images';
import {
  DEFAULT_PRODUCT_COUNT,
  generateCatalog,
  generateProductGroups,
  isListed,
  MIN_CONFIGURABLES,
  type SeedProduct,
  specialWindow,
} from './products';

const NOW = new Date('2025-03-15T12:00:00.000Z');
const DAY = 86_400_000;
const catalog = generateCatalog({ now: NOW });
const bySku = new Map(catalog.map((product) => [product.doc.sku, product]));
const listed = catalog.filter(isListed);
const parents = catalog.filter((product) => product.doc.type_id === 'configurable');
const children = catalog.filter((product) => product.parentSku !== null);
const withCase = (name: string) => catalog.filter((product) => product.cases.includes(name));

describe('demo catalogue', () => {
  it('is deterministic for a seed (and differs for another seed)', () => {
    const again = generateCatalog({ now: NOW });
    expect(JSON.stringify(again)).toEqual(JSON.stringify(catalog));
    const other = generateCatalog({ now: NOW, seed: 7 });
    expect(other.map((product) => product.doc.name)).not.toEqual(catalog.map((product) => product.doc.name));
  });

  it('keeps ids, skus and names when only the seed time changes', () => {
    const later = generateCatalog({ now: new Date(NOW.getTime() + 3 * DAY) });
    expect(
      later.map((product) => [product.doc.id, product.doc.sku, product.doc.name, product.doc.price]),
    ).toEqual(
      catalog.map((product) => [product.doc.id, product.doc.sku, product.doc.name, product.doc.price]),
    );
  });

  it('lists at least the default number of products', () => {
    expect(DEFAULT_PRODUCT_COUNT).toBeGreaterThanOrEqual(300);
    expect(listed.length).toBeGreaterThanOrEqual(DEFAULT_PRODUCT_COUNT);
    expect(listed.length).toBeLessThan(DEFAULT_PRODUCT_COUNT + 5);
    expect(parents.length).toBeGreaterThanOrEqual(200);
  });

  it('has every product type', () => {
    const types = new Set(catalog.map((product) => product.doc.type_id));
    expect([...types].sort()).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'grouped',
      'simple',
      'virtual',
    ]);
  });

  it('has unique ids, skus and url paths', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(catalog.map((product) => product.doc.id))).toBe(true);
    expect(unique(catalog.map((product) => product.doc.sku))).toBe(true);
    expect(unique(catalog.map((product) => product.doc.url_path))).toBe(true);
    for (const product of catalog) expect(product.doc.url_path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names configurable parents Luma style and children <PARENT>-<SIZE>-<Color>', () => {
    const sizeLabels = SIZES.map((size) => size.label).join('|');
    const colorLabels = COLORS.map((color) => color.label).join('|');
    for (const parent of parents)
      expect(parent.doc.sku).toMatch(/^(WJ|WH|WS|WT|WB|WP|WSH|MJ|MH|MS|MT|MP|MSH)\d{2,}$/);
    for (const child of children) {
      expect(child.doc.sku).toMatch(new RegExp(`^${child.parentSku}-(${sizeLabels})-(${colorLabels})$`));
      expect(child.doc.visibility).toBe(1);
      expect(child.doc.type_id).toBe('simple');
      expect(child.doc.url_path.startsWith(`${bySku.get(child.parentSku as string)?.doc.url_key}-`)).toBe(
        true,
      );
    }
    expect(bySku.get('MH01')?.doc.name).toBe('Chaz Kangeroo Hoodie');
    expect(bySku.get('WS01')?.doc.name).toBe('Gwyn Endurance Tee');
  });

  it('gives configurables a colour × size grid whose rows match configurable_children', () => {
    for (const parent of parents) {
      const doc = parent.doc;
      const rows = children.filter((child) => child.parentSku === doc.sku);
      const entries = doc.configurable_children ?? [];
      expect(entries.map((entry) => entry.sku)).toEqual(rows.map((row) => row.doc.sku));
      const [color, size] = doc.configurable_options ?? [];
      expect(color?.attribute_code).toBe('color');
      expect(size?.attribute_code).toBe('size');
      expect(color?.values.length).toBeGreaterThanOrEqual(2);
      expect(color?.values.length).toBeLessThanOrEqual(4);
      expect(size?.values.length).toBeGreaterThanOrEqual(3);
      expect(size?.values.length).toBeLessThanOrEqual(5);
      // A full grid, except for the configurables that demonstrate a missing combination (one child fewer).
      const missing = parent.cases.includes('variant-missing') ? 1 : 0;
      expect(entries).toHaveLength((color?.values.length ?? 0) * (size?.values.length ?? 0) - missing);
      expect(doc.color_options).toEqual(color?.values.map((value) => value.value_index));
      expect(doc.size_options).toEqual(size?.values.map((value) => value.value_index));
      // The parent's price is its cheapest child; its attrs aggregate the children.
      expect(doc.price).toBe(Math.min(...entries.map((entry) => entry.price)));
      expect(new Set(parent.attrs.color)).toEqual(new Set(entries.map((entry) => entry.color)));
      expect(new Set(parent.attrs.size)).toEqual(new Set(entries.map((entry) => entry.size)));
      for (const entry of entries) {
        expect(entry.image).toMatch(/^\/[a-z]\/[a-z]\/[a-z]+-[a-z]+-front\.jpg$/);
        expect(entry.stock?.product_id).toBe(entry.id);
      }
    }
  });

  it('leaves one colour × size combination out of a few configurables (not the ones other tests rely on)', () => {
    const gapped = withCase('variant-missing');
    expect(gapped.length).toBeGreaterThanOrEqual(2);
    for (const parent of gapped) {
      expect(['MJ01', 'WS01']).not.toContain(parent.doc.sku);
      expect(parent.doc.status).toBe(1);
      const entries = parent.doc.configurable_children ?? [];
      const [color, size] = parent.doc.configurable_options ?? [];
      const absent = (color?.values ?? []).flatMap((c) =>
        (size?.values ?? [])
          .filter((z) => !entries.some((entry) => entry.color === c.value_index && entry.size === z.value_index))
          .map((z) => `${c.label}/${z.label}`),
      );
      expect(absent).toHaveLength(1);
    }
  });

  it('has active, expired, future and open-ended special price windows relative to the seed time', () => {
    const active = withCase('special-active');
    const expired = withCase('special-expired');
    const future = withCase('special-future');
    expect(active.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    expect(withCase('special-open-from').length).toBeGreaterThan(0);
    expect(withCase('special-open-to').length).toBeGreaterThan(0);
    expect(withCase('special-always').length).toBeGreaterThan(0);
    for (const product of active) {
      expect(product.doc.special_from_date).toBe(new Date(NOW.getTime() - 30 * DAY).toISOString());
      expect(product.doc.special_to_date).toBe(new Date(NOW.getTime() + 30 * DAY).toISOString());
      expect(isSpecialPriceActive(product.doc, NOW)).toBe(true);
      expect(product.doc.sale).toBe(1);
    }
    for (const product of expired) {
      expect(Date.parse(product.doc.special_to_date as string)).toBe(NOW.getTime() - 10 * DAY);
      expect(isSpecialPriceActive(product.doc, NOW)).toBe(false);
    }
    for (const product of future) {
      expect(Date.parse(product.doc.special_from_date as string)).toBe(NOW.getTime() + 10 * DAY);
      expect(isSpecialPriceActive(product.doc, NOW)).toBe(false);
    }
    expect(specialWindow('open-to', NOW).from).toBeNull();
    expect(specialWindow('open-from', NOW).to).toBeNull();
    for (const product of catalog.filter((entry) => entry.doc.special_price != null)) {
      expect(product.doc.special_price).toBeLessThan(product.doc.price);
    }
  });

  it('shows tier prices, out-of-stock products and variants, a disabled product and other visibilities', () => {
    expect(withCase('tier-prices').length).toBeGreaterThan(0);
    for (const product of withCase('tier-prices')) expect(product.doc.tier_prices.length).toBeGreaterThan(0);
    const outOfStock = withCase('out-of-stock');
    expect(outOfStock.some((product) => product.doc.type_id === 'simple')).toBe(true);
    expect(outOfStock.some((product) => product.doc.type_id === 'configurable')).toBe(true);
    for (const product of outOfStock) expect(product.doc.stock).toMatchObject({ is_in_stock: false, qty: 0 });
    const variants = withCase('variant-out-of-stock');
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      expect(variant.doc.stock).toMatchObject({ is_in_stock: false, qty: 0 });
      expect(bySku.get(variant.parentSku as string)?.doc.stock.is_in_stock).toBe(true);
    }
    const disabled = withCase('disabled');
    expect(disabled.length).toBeGreaterThanOrEqual(1);
    for (const product of disabled) expect(product.doc.status).toBe(2);
    expect(withCase('visibility-2').length).toBe(1);
    expect(withCase('visibility-3').length).toBe(1);
  });

  it('has custom options of every type with fixed and percent prices', () => {
    const options = catalog.flatMap((product) => product.doc.custom_options ?? []);
    expect(new Set(options.map((option) => option.type))).toEqual(
      new Set(['field', 'radio', 'select', 'drop_down', 'checkbox']),
    );
    const priceTypes = options.flatMap((option) => [
      option.price_type,
      ...(option.values ?? []).map((value) => value.price_type),
    ]);
    expect(priceTypes).toContain('fixed');
    expect(priceTypes).toContain('percent');
    const ids = options.map((option) => option.option_id);
    expect(new Set(ids).size).toBe(ids.length);
    const typesByProductType = new Set(
      catalog.filter((product) => product.doc.custom_options?.length).map((product) => product.doc.type_id),
    );
    expect([...typesByProductType].sort()).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'simple',
      'virtual',
    ]);
    const monogram = options.find((option) => option.title === 'Monogram');
    expect(monogram).toMatchObject({ type: 'field', price: 5, price_type: 'fixed' });
    const embroidery = options.find((option) => option.title === 'Embroidery colour');
    expect(embroidery?.type).toBe('drop_down');
    expect(embroidery?.values?.[0]).toMatchObject({ price: 10, price_type: 'percent' });
  });

  it('links bundles and grouped products to existing simple products', () => {
    const bundle = bySku.get('24-WG080')?.doc as ProductDocument;
    expect(bundle.name).toBe('Sprite Yoga Companion Kit');
    expect(bundle.bundle_options?.length).toBeGreaterThanOrEqual(3);
    for (const option of bundle.bundle_options ?? []) {
      for (const link of option.product_links) expect(bySku.get(link.sku)?.doc.type_id).toBe('simple');
    }
    expect(
      bundle.bundle_options?.some((option) => option.product_links.some((link) => link.is_default)),
    ).toBe(true);
    const grouped = bySku.get('24-WG085_Group')?.doc as ProductDocument;
    expect(grouped.name).toBe('Set of Sprite Yoga Straps');
    expect(grouped.product_links?.map((link) => link.linked_product_sku)).toEqual([
      '24-WG085',
      '24-WG086',
      '24-WG087',
    ]);
    for (const link of grouped.product_links ?? []) expect(link.link_type).toBe('associated');
    expect(grouped.price).toBe(14 + 17 + 21);
  });

  it('puts training videos (downloadable) in Training › Video Download and gift cards among the virtual products', () => {
    const videos = catalog.filter((product) => product.doc.type_id === 'downloadable');
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const video of videos) {
      expect(video.doc.category_ids).toEqual(
        expect.arrayContaining([CATEGORY.training, CATEGORY.videoDownload]),
      );
      expect(video.doc.downloadable_links?.length).toBeGreaterThan(0);
      expect(video.doc.stock.manage_stock).toBe(false);
    }
    const virtual = catalog.filter((product) => product.doc.type_id === 'virtual');
    expect(virtual.some((product) => /Gift Card/.test(product.doc.name))).toBe(true);
    for (const product of virtual) expect(product.doc.stock.manage_stock).toBe(false);
  });

  it('assigns leaf categories with their ancestors (never the root) and collection flags consistently', () => {
    for (const product of catalog) {
      const ids = product.doc.category_ids;
      expect(ids).not.toContain(CATEGORY.root);
      for (const id of ids) for (const ancestor of withAncestors(id)) expect(ids).toContain(ancestor);
      expect(product.doc.category.map((entry) => entry.category_id)).toEqual(ids);
      expect(product.categoryNames).toBe(product.doc.category.map((entry) => entry.name).join(' '));
      const flag = (code: string) => product.attrs[code]?.[0];
      expect(ids.includes(CATEGORY.erinRecommends)).toBe(flag('erin_recommends') === 1);
      expect(ids.includes(CATEGORY.performanceFabrics)).toBe(flag('performance_fabric') === 1);
      expect(ids.includes(CATEGORY.ecoFriendly)).toBe(flag('eco_collection') === 1);
      expect(ids.includes(CATEGORY.sale)).toBe(flag('sale') === 1);
      expect(ids.includes(CATEGORY.newCollection)).toBe(product.isNew);
    }
    for (const code of ['erin_recommends', 'performance_fabric', 'eco_collection', 'sale', 'new']) {
      expect(listed.filter((product) => product.attrs[code]?.[0] === 1).length).toBeGreaterThan(3);
    }
  });

  it('uses attribute option ids that exist', () => {
    const known: Record<string, Set<number>> = {
      color: new Set(COLORS.map((entry) => entry.id)),
      size: new Set(SIZES.map((entry) => entry.id)),
      material: new Set(MATERIALS.map((entry) => entry.id)),
      gender: new Set(GENDERS.map((entry) => entry.id)),
      activity: new Set(ACTIVITIES.map((entry) => entry.id)),
    };
    for (const product of catalog) {
      for (const [code, ids] of Object.entries(known))
        for (const id of product.attrs[code] ?? []) expect(ids.has(id)).toBe(true);
    }
  });

  it('orders new products by created_at, newest first, each with its own timestamp', () => {
    const fresh = listed.filter((product) => product.isNew);
    expect(fresh.length).toBeGreaterThanOrEqual(8);
    const times = fresh.map((product) => product.createdAt.getTime());
    expect(new Set(times).size).toBe(times.length);
    const newestOld = Math.max(
      ...listed.filter((product) => !product.isNew).map((product) => product.createdAt.getTime()),
    );
    expect(Math.min(...times)).toBeGreaterThan(newestOld);
    for (const product of catalog) expect(product.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('makes tees the bestsellers', () => {
    const top = [...listed].sort((a, b) => b.salesCount - a.salesCount).slice(0, 8);
    for (const product of top) {
      expect(
        product.doc.category_ids.some((id) => id === CATEGORY.womenTees || id === CATEGORY.menTees),
      ).toBe(true);
    }
  });

  it('references only images that the image generator draws', () => {
    const drawn = new Set(imageJobs().map((job) => `/${job.relativePath}`));
    for (const product of catalog) {
      const images = [product.doc.image, ...product.doc.media_gallery.map((entry) => entry.image)];
      for (const image of images) expect(drawn.has(image)).toBe(true);
    }
  });

  it('writes descriptions as HTML paragraphs with a bullet list', () => {
    for (const product of listed) {
      expect(product.doc.description).toMatch(/^<p>.+<\/p>\n<p>.+<\/p>\n<ul>\n(<li>.+<\/li>\n)+<\/ul>$/);
    }
  });
});

describe('catalogue size', () => {
  const count = (products: number) => {
    let listedCount = 0;
    let configurables = 0;
    const types = new Set<string>();
    const childCounts: number[] = [];
    for (const group of generateProductGroups({ products, now: NOW })) {
      const [main] = group as [SeedProduct, ...SeedProduct[]];
      if (isListed(main)) listedCount++;
      types.add(main.doc.type_id);
      if (main.doc.type_id === 'configurable') {
        configurables++;
        childCounts.push(group.length - 1);
      }
    }
    return { listedCount, configurables, types, childCounts };
  };

  it('keeps the special cases in a tiny catalogue', () => {
    const tiny = count(10);
    expect(tiny.configurables).toBe(MIN_CONFIGURABLES);
    expect(tiny.types.size).toBe(6);
  });

  it('reaches the requested number of listed products, with smaller variant grids at scale', () => {
    const large = count(5_000);
    expect(large.listedCount).toBeGreaterThanOrEqual(5_000);
    expect(large.listedCount).toBeLessThan(5_005);
    expect(Math.max(...large.childCounts)).toBeLessThanOrEqual(12);
  });
});
