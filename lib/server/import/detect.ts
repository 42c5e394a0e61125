/**
 * Detects what each input is: Magento product CSVs, the Magento sample-data module CSVs, a media folder
 * (pub/media/catalog/product) and Vue Storefront 1 Elasticsearch NDJSON dumps. Directories are walked.
 * Inputs come back in the order they must be imported (reference data before the products that use it,
 * simple products before the bundles and links that point at them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readCsvHeader } from './csv';

const VSF_ENTITIES = ['attribute', 'category', 'taxrule', 'cms_page', 'cms_block', 'product', 'review'] as const;
export type VsfEntity = (typeof VSF_ENTITIES)[number];
export type LinkType = 'related' | 'upsell' | 'crosssell';
export type SampleProductType = 'simple' | 'bundle' | 'grouped' | 'downloadable';

export type Input =
  | { kind: 'magento-products'; file: string }
  | { kind: 'sample-products'; file: string; productType: SampleProductType }
  | { kind: 'sample-images'; file: string }
  | { kind: 'sample-links'; file: string; linkType: LinkType }
  | { kind: 'sample-downloadable-links'; file: string }
  | { kind: 'sample-reviews'; file: string }
  | { kind: 'sample-tax-rates'; file: string }
  | { kind: 'sample-tax-rules'; file: string }
  | { kind: 'sample-cms-pages'; file: string }
  | { kind: 'sample-cms-blocks'; file: string }
  | { kind: 'sample-sales-rules'; file: string }
  | { kind: 'vsf'; file: string; entity: VsfEntity }
  | { kind: 'media'; file: string };

export interface Ignored {
  file: string;
  reason: string;
}

export interface Detection {
  inputs: Input[];
  ignored: Ignored[];
}

const has = (header: string[], ...names: string[]) => names.every((name) => header.includes(name));

/** What a CSV file is, from its header (and, for product links, its name). */
export function detectCsv(file: string, header: string[]): Input | Ignored {
  const base = path.basename(file).toLowerCase();
  if (has(header, 'sku', 'product_type')) return { kind: 'magento-products', file };
  if (has(header, 'sku', 'name', 'category')) {
    const productType: SampleProductType = header.includes('bundle_options')
      ? 'bundle'
      : header.includes('associated_sku')
        ? 'grouped'
        : header.includes('links_title') || header.includes('samples_title')
          ? 'downloadable'
          : 'simple';
    return { kind: 'sample-products', file, productType };
  }
  if (has(header, 'sku', 'image') && header.length === 2) return { kind: 'sample-images', file };
  if (has(header, 'sku', 'linked_sku')) {
    const linkType = (['related', 'upsell', 'crosssell'] as const).find((type) => base.includes(type));
    if (linkType) return { kind: 'sample-links', file, linkType };
    return { file, reason: 'product links, but the file name names no link type (related, upsell, crosssell)' };
  }
  if (has(header, 'product_sku', 'link_item_title')) return { kind: 'sample-downloadable-links', file };
  if (has(header, 'sku', 'rating_value', 'title', 'review')) return { kind: 'sample-reviews', file };
  if (has(header, 'code', 'tax_country_id', 'rate')) return { kind: 'sample-tax-rates', file };
  if (has(header, 'code', 'tax_rate', 'tax_product_class')) return { kind: 'sample-tax-rules', file };
  if (has(header, 'identifier', 'title', 'content')) {
    return header.includes('page_layout') || header.includes('content_heading')
      ? { kind: 'sample-cms-pages', file }
      : { kind: 'sample-cms-blocks', file };
  }
  if (has(header, 'simple_action', 'discount_amount', 'coupon_code')) return { kind: 'sample-sales-rules', file };
  if (has(header, 'name', 'url_key', 'path')) {
    return { file, reason: 'category list: categories come from the products\' category paths and the VSF category dump' };
  }
  if (has(header, 'attribute_code', 'frontend_input')) {
    return { file, reason: 'attribute definitions: attributes and options come from the products and the VSF attribute dump' };
  }
  return { file, reason: `not a recognised catalogue file (header: ${header.slice(0, 6).join(', ')}${header.length > 6 ? ', …' : ''})` };
}

/** What an NDJSON file is, from the `_index` of its first line (vue_storefront_catalog_<entity>_<timestamp>). */
function detectJson(file: string): Input | Ignored {
  let firstLine = '';
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(256 * 1024);
    const size = fs.readSync(fd, buffer, 0, buffer.length, 0);
    firstLine = buffer.subarray(0, size).toString('utf8').split('\n', 1)[0] ?? '';
  } finally {
    fs.closeSync(fd);
  }
  let first: unknown;
  try {
    first = JSON.parse(firstLine);
  } catch {
    return { file, reason: 'JSON, but not an Elasticsearch NDJSON dump (one {_index, _source} per line)' };
  }
  const record = first as { _index?: unknown; _type?: unknown; _source?: unknown };
  if (typeof record._index !== 'string' || typeof record._source !== 'object' || record._source === null) {
    return { file, reason: 'JSON, but not an Elasticsearch NDJSON dump (one {_index, _source} per line)' };
  }
  const name = record._index.replace(/_\d+$/, '');
  const typeName = typeof record._type === 'string' && record._type !== '_doc' ? record._type : '';
  const entity = VSF_ENTITIES.find((candidate) => name.endsWith(`_${candidate}`) || typeName === candidate);
  if (!entity) return { file, reason: `Elasticsearch dump of an unsupported index '${record._index}'` };
  return { kind: 'vsf', file, entity };
}

/** A media folder: a directory ending in catalog/product (Magento's pub/media/catalog/product). */
function mediaRootOf(directory: string): string | null {
  const normalized = directory.split(path.sep).join('/');
  if (/(^|\/)catalog\/product$/.test(normalized)) return directory;
  const candidate = path.join(directory, 'catalog', 'product');
  if (/(^|\/)media$/.test(normalized) && fs.existsSync(candidate)) return candidate;
  return null;
}

function phaseOf(input: Input): number {
  switch (input.kind) {
    case 'vsf':
      return { attribute: 0, category: 1, taxrule: 2, cms_page: 2, cms_block: 2, product: 3, review: 6 }[input.entity];
    case 'magento-products':
      return 3;
    case 'sample-products':
      return input.productType === 'bundle' || input.productType === 'grouped' ? 4 : 3;
    case 'sample-images':
    case 'sample-downloadable-links':
    case 'sample-links':
      return 5;
    case 'sample-reviews':
      return 6;
    case 'sample-tax-rates':
      return 7;
    case 'sample-tax-rules':
      return 8;
    case 'sample-cms-pages':
    case 'sample-cms-blocks':
    case 'sample-sales-rules':
      return 8;
    case 'media':
      return 9;
  }
}

/** Walks the given files and directories and classifies every file found, in import order. */
export function detectInputs(paths: string[]): Detection {
  const inputs: Input[] = [];
  const ignored: Ignored[] = [];
  const seen = new Set<string>();
  const visit = (target: string) => {
    const absolute = path.resolve(target);
    if (seen.has(absolute)) return;
    seen.add(absolute);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(absolute);
    } catch {
      ignored.push({ file: target, reason: 'no such file or directory' });
      return;
    }
    if (stat.isDirectory()) {
      const media = mediaRootOf(absolute);
      if (media) {
        inputs.push({ kind: 'media', file: media });
        return;
      }
      for (const entry of fs.readdirSync(absolute).sort()) {
        if (entry.startsWith('.') || entry === 'node_modules') continue;
        visit(path.join(absolute, entry));
      }
      return;
    }
    const extension = path.extname(absolute).toLowerCase();
    if (extension === '.csv') {
      const detected = detectCsv(absolute, readCsvHeader(absolute));
      if ('kind' in detected) inputs.push(detected);
      else ignored.push(detected);
    } else if (extension === '.json' || extension === '.ndjson' || extension === '.jsonl') {
      const detected = detectJson(absolute);
      if ('kind' in detected) inputs.push(detected);
      else ignored.push(detected);
    }
    // Other files (licences, images outside a media folder, composer.json…) are not catalogue inputs.
  };
  for (const target of paths) visit(target);
  const ordered = inputs
    .map((input, index) => ({ input, index }))
    .sort((a, b) => phaseOf(a.input) - phaseOf(b.input) || a.index - b.index)
    .map(({ input }) => input);
  return { inputs: ordered, ignored };
}
