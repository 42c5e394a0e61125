/** Bundle options, grouped and related/upsell/cross-sell links between products, by sku. */
import type { BundleOption, ProductLink, ProductType } from '@/lib/domain/catalog-types';
import type { ImportedProduct } from './write';

export interface BundleOptionSpec {
  title: string;
  type: BundleOption['type'];
  required: boolean;
  links: { sku: string; qty: number; isDefault: boolean; canChangeQty: boolean; price: number | null }[];
}

export type ProductLookup = (sku: string) => ImportedProduct | undefined;

/**
 * The bundle's options with product links (ids, default selection: the flagged one, else the first of a
 * required option) and the bundle's price: the sum of each required option's default link.
 * Answers the skus it could not find.
 */
export function applyBundleOptions(bundle: ImportedProduct, specs: BundleOptionSpec[], lookup: ProductLookup): string[] {
  const missing: string[] = [];
  const options: BundleOption[] = specs.map((spec, index) => {
    const anyDefault = spec.links.some((link) => link.isDefault);
    const links = spec.links.flatMap((link, position) => {
      const product = lookup(link.sku);
      if (!product) {
        missing.push(link.sku);
        return [];
      }
      return [
        {
          id: product.doc.id,
          sku: link.sku,
          qty: link.qty,
          can_change_quantity: (link.canChangeQty ? 1 : 0) as 0 | 1,
          is_default: anyDefault ? link.isDefault : spec.required && position === 0,
          position: position + 1,
          price: link.price,
        },
      ];
    });
    if (!anyDefault && spec.required && links[0]) for (const link of links) link.is_default = link === links[0];
    return {
      option_id: bundle.doc.id * 10 + index + 1,
      title: spec.title,
      required: spec.required,
      type: spec.type,
      position: index + 1,
      sku: bundle.doc.sku,
      product_links: links,
    };
  });
  bundle.doc.bundle_options = options;
  const priceOf = (sku: string) => lookup(sku)?.doc.price ?? 0;
  bundle.doc.price = options.reduce((sum, option) => {
    const chosen = option.product_links.find((link) => link.is_default);
    return option.required && chosen ? sum + priceOf(chosen.sku) * chosen.qty : sum;
  }, 0);
  return missing;
}

/** A grouped product's associated products; its price is the lowest of them. Answers the skus not found. */
export function applyGroupedLinks(grouped: ImportedProduct, skus: { sku: string; qty: number }[], lookup: ProductLookup): string[] {
  const missing: string[] = [];
  const links: ProductLink[] = [];
  skus.forEach(({ sku, qty }) => {
    const product = lookup(sku);
    if (!product) {
      missing.push(sku);
      return;
    }
    links.push({
      sku: grouped.doc.sku,
      link_type: 'associated',
      linked_product_sku: sku,
      linked_product_type: product.doc.type_id as ProductType,
      position: links.length + 1,
      qty,
    });
  });
  const others = (grouped.doc.product_links ?? []).filter((link) => link.link_type !== 'associated');
  grouped.doc.product_links = [...links, ...others];
  const prices = links.map((link) => lookup(link.linked_product_sku)?.doc.price ?? 0);
  if (prices.length > 0) grouped.doc.price = Math.min(...prices);
  return missing;
}

/** Replaces the product's links of one type (related, upsell, crosssell). Answers the skus not found. */
export function applyLinks(
  product: ImportedProduct,
  linkType: 'related' | 'upsell' | 'crosssell',
  skus: string[],
  lookup: ProductLookup,
): string[] {
  const missing: string[] = [];
  const links: ProductLink[] = [];
  for (const sku of skus) {
    const linked = lookup(sku);
    if (!linked) {
      missing.push(sku);
      continue;
    }
    links.push({
      sku: product.doc.sku,
      link_type: linkType,
      linked_product_sku: sku,
      linked_product_type: linked.doc.type_id as ProductType,
      position: links.length + 1,
    });
  }
  const others = (product.doc.product_links ?? []).filter((link) => link.link_type !== linkType);
  product.doc.product_links = [...others, ...links];
  return missing;
}

/** Magento's bundle_values: `name=…,type=radio,required=1,sku=…,price=…,default=0,default_qty=1,can_change_qty=0|…`. */
export function parseBundleValues(value: string): BundleOptionSpec[] {
  const specs = new Map<string, BundleOptionSpec>();
  for (const selection of value.split('|')) {
    const fields: Record<string, string> = {};
    for (const pair of selection.split(',')) {
      const at = pair.indexOf('=');
      if (at > 0) fields[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
    }
    if (!fields.name || !fields.sku) continue;
    const spec = specs.get(fields.name) ?? {
      title: fields.name,
      type: (['select', 'radio', 'checkbox', 'multi'].includes(fields.type ?? '') ? fields.type : 'select') as BundleOption['type'],
      required: fields.required !== '0',
      links: [],
    };
    spec.links.push({
      sku: fields.sku,
      qty: Number(fields.default_qty ?? 1) || 1,
      isDefault: fields.default === '1',
      canChangeQty: fields.can_change_qty === '1',
      price: fields.price !== undefined && Number(fields.price) > 0 ? Number(fields.price) : null,
    });
    specs.set(fields.name, spec);
  }
  return [...specs.values()];
}

/** The sample data's bundle_options: one option a line, `Title|radio:sku1,sku2`. */
export function parseSampleBundleOptions(value: string): BundleOptionSpec[] | null {
  const specs: BundleOptionSpec[] = [];
  for (const line of value.split(/\r?\n/).map((entry) => entry.trim()).filter(Boolean)) {
    const match = /^(.+)\|(select|radio|checkbox|multi):(.+)$/.exec(line);
    if (!match) return null;
    const [, title, type, skus] = match as unknown as [string, string, BundleOption['type'], string];
    specs.push({
      title: title.trim(),
      type,
      required: true,
      links: skus
        .split(',')
        .map((sku) => sku.trim())
        .filter(Boolean)
        .map((sku) => ({ sku, qty: 1, isDefault: false, canChangeQty: true, price: null })),
    });
  }
  return specs;
}
