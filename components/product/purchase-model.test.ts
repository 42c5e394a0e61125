import type { ProductDocument } from '@/lib/domain/catalog-types';
import { getStoreView } from '@/lib/config/store-views';
import { generateCatalog } from '@/lib/server/seed/products';
import { toPurchaseModel } from './purchase-model';

const catalog = generateCatalog({ now: new Date('2025-03-15T12:00:00.000Z') });
const configurable = catalog.find((product) => product.doc.type_id === 'configurable' && (product.doc.configurable_children ?? []).length > 1);
if (!configurable) throw new Error('The demo catalogue has no configurable product with variants');
const parent: ProductDocument = configurable.doc;

const model = (product: ProductDocument) => toPurchaseModel(product, [], [], getStoreView('default'), null, true);

describe('the product page model of a configurable product', () => {
  it('carries no second copy of a variant photo the gallery already shows', () => {
    const { gallery, children } = model(parent);
    const galleryPaths = new Set(gallery.map((image) => image.path));
    expect(children.length).toBeGreaterThan(1);
    for (const child of children) {
      expect(galleryPaths.has(child.image)).toBe(true);
      expect(child.galleryImage).toBeNull();
    }
  });

  it('brings the photo of a variant the gallery lacks, at the gallery sizes', () => {
    const [first, ...rest] = parent.configurable_children ?? [];
    const withOwnPhoto: ProductDocument = {
      ...parent,
      configurable_children: [{ ...first!, image: '/o/w/own-photo.jpg' }, ...rest],
    };
    const { gallery, children } = model(withOwnPhoto);
    expect(children[0]!.galleryImage).toMatchObject({ path: '/o/w/own-photo.jpg', label: '' });
    expect(children[0]!.galleryImage!.image.src).toContain('own-photo.jpg');
    expect(children[0]!.galleryImage!.image.sizes).toBe(gallery[0]!.image.sizes);
    expect(children.slice(1).every((child) => child.galleryImage === null)).toBe(true);
  });

  it("names each variant's choice with its option values in the options' order", () => {
    const { options, children } = model(parent);
    const children0 = parent.configurable_children ?? [];
    children.forEach((child, index) => {
      const expected = options.map((option) => option.values.find((value) => value.value_index === Number(children0[index]![option.code]))!.label);
      expect(expected.length).toBeGreaterThan(0);
      expect(child.choice).toBe(expected.join(', '));
    });
  });

  it('gives a variant without a photo nothing to add to the gallery', () => {
    const [first, ...rest] = parent.configurable_children ?? [];
    const { children } = model({ ...parent, configurable_children: [{ ...first!, image: '' }, ...rest] });
    expect(children[0]!.galleryImage).toBeNull();
  });
});
