import type { AttributeDocument, CategoryDocument, ProductDocument } from './catalog-types';
import {
  attributeLabel,
  catalogLabels,
  findOptionValue,
  localize,
  localizeProduct,
  optionLabel,
  translatedText,
} from './store-labels';
import { colorAndSizeOptions } from '@/test/support/catalog';

const blue = { label: 'Blue', value: '50', translations: { de: { label: 'Blau' }, it: { label: 'Blu' } } };
const black = { label: 'Black', value: '49', translations: { de: { label: 'Schwarz' }, it: { label: 'Nero' } } };
const sizeM = { label: 'M', value: '168' };

const color: AttributeDocument = {
  attribute_id: 93,
  attribute_code: 'color',
  frontend_label: 'Color',
  frontend_input: 'select',
  is_user_defined: true,
  is_visible: true,
  is_visible_on_front: true,
  is_comparable: true,
  is_filterable: true,
  position: 4,
  options: [black, blue],
  translations: { de: { frontend_label: 'Farbe' }, it: { frontend_label: 'Colore' } },
};
const size: AttributeDocument = { ...color, attribute_id: 142, attribute_code: 'size', frontend_label: 'Size', options: [sizeM], translations: { de: { frontend_label: 'Größe' } } };

function category(id: number, name: string, translations: CategoryDocument['translations'], children: CategoryDocument[] = []): CategoryDocument {
  return {
    id,
    parent_id: 2,
    name,
    is_active: true,
    position: 1,
    level: 2,
    product_count: 1,
    children_count: children.length,
    url_key: name.toLowerCase(),
    url_path: name.toLowerCase(),
    slug: `${name.toLowerCase()}-${id}`,
    path: `1/2/${id}`,
    include_in_menu: 1,
    children_data: children,
    ...(translations ? { translations } : {}),
  };
}

const tops = category(21, 'Tops', { de: { name: 'Oberteile' }, it: { name: 'Top' } });
const women = category(20, 'Women', { de: { name: 'Damen', slug: 'damen-20', url_path: 'damen' }, it: { name: 'Donna' } }, [tops]);

describe('translatedText, optionLabel and attributeLabel', () => {
  it("give the store view's text and the default text where the store has none", () => {
    expect(optionLabel(blue, 'de')).toBe('Blau');
    expect(optionLabel(blue, 'it')).toBe('Blu');
    expect(optionLabel(blue, 'default')).toBe('Blue');
    expect(optionLabel(sizeM, 'de')).toBe('M');
    expect(attributeLabel(color, 'de')).toBe('Farbe');
    expect(attributeLabel(size, 'it')).toBe('Size');
  });

  it('ignore an empty translation', () => {
    expect(translatedText({ name: 'Sale', translations: { de: { name: '' } } }, 'name', 'de')).toBe('Sale');
  });
});

describe('localize', () => {
  it('applies the store view\'s translations at every depth and removes the maps', () => {
    const localized = localize(women, 'de');
    expect(localized.name).toBe('Damen');
    expect(localized.children_data[0]?.name).toBe('Oberteile');
    expect(JSON.stringify(localized)).not.toContain('translations');
    expect(localized.url_key).toBe('women');
  });

  it('resolves attributes with their options', () => {
    const localized = localize(color, 'it');
    expect(localized.frontend_label).toBe('Colore');
    expect(localized.options.map((option) => option.label)).toEqual(['Nero', 'Blu']);
    expect(localized.options[1]).toEqual({ label: 'Blu', value: '50' });
  });

  it('keeps the default text in the default store and leaves the input unchanged', () => {
    const frozen = Object.freeze({ ...women, children_data: [Object.freeze(tops)] });
    const localized = localize(frozen, 'default');
    expect(localized.name).toBe('Women');
    expect(localized.children_data[0]?.name).toBe('Tops');
    expect(frozen.translations?.de?.name).toBe('Damen');
  });

  it('translates only string fields', () => {
    const doc = { position: 3, name: 'Gear', translations: { de: { position: 'x', name: 'Ausrüstung' } } };
    expect(localize(doc, 'de')).toEqual({ position: 3, name: 'Ausrüstung' });
  });
});

describe('findOptionValue', () => {
  const options = [black, blue, sizeM];

  it('accepts an option id', () => {
    expect(findOptionValue(options, '50', 'default')).toBe('50');
    expect(findOptionValue(options, ' 168 ', 'de')).toBe('168');
  });

  it("accepts the label in the store's language, the default language or another store's, case-insensitively", () => {
    expect(findOptionValue(options, 'Blau', 'de')).toBe('50');
    expect(findOptionValue(options, 'blau', 'de')).toBe('50');
    expect(findOptionValue(options, 'BLUE', 'de')).toBe('50');
    expect(findOptionValue(options, 'Blue', 'default')).toBe('50');
    expect(findOptionValue(options, 'nero', 'de')).toBe('49');
    expect(findOptionValue(options, 'm', 'it')).toBe('168');
  });

  it('gives undefined for an unknown or empty value', () => {
    expect(findOptionValue(options, 'abc', 'de')).toBeUndefined();
    expect(findOptionValue(options, '   ', 'de')).toBeUndefined();
    expect(findOptionValue(options, '999', 'de')).toBeUndefined();
  });

  it("prefers the store's own language when a word means different options in two languages", () => {
    const rosa = { label: 'Pink', value: '61', translations: { de: { label: 'Rosa' } } };
    const trap = { label: 'Rosa', value: '99' };
    expect(findOptionValue([trap, rosa], 'Rosa', 'de')).toBe('61');
    expect(findOptionValue([trap, rosa], 'Rosa', 'default')).toBe('99');
  });
});

describe('catalogLabels and localizeProduct', () => {
  const product = {
    category: [
      { category_id: 20, name: 'Women', slug: 'women-20', path: 'women' },
      { category_id: 77, name: 'Imported', slug: 'imported-77', path: 'imported' },
    ],
    configurable_options: colorAndSizeOptions(
      [
        { value_index: 50, label: 'Blue' },
        { value_index: 12345, label: 'Teal' },
      ],
      [{ value_index: 168, label: 'M' }],
    ),
  } satisfies Pick<ProductDocument, 'category' | 'configurable_options'>;

  it("shows a product's category names and option labels in the store's language", () => {
    const localized = localizeProduct(product, catalogLabels('de', [color, size], [women]));
    expect(localized.category.map((ref) => ref.name)).toEqual(['Damen', 'Imported']);
    // The store's own addresses where its category has them: a link from the product never names the English slug.
    expect(localized.category.map((ref) => [ref.slug, ref.path])).toEqual([
      ['damen-20', 'damen'],
      ['imported-77', 'imported'],
    ]);
    expect(localizeProduct(product, catalogLabels('it', [color, size], [women])).category[0]).toMatchObject({ name: 'Donna', slug: 'women-20' });
    expect(localized.configurable_options.map((option) => option.label)).toEqual(['Farbe', 'Größe']);
    expect(localized.configurable_options[0]?.values.map((value) => value.label)).toEqual(['Blau', 'Teal']);
    expect(localized.configurable_options[1]?.values[0]?.label).toBe('M');
  });

  it('leaves a product alone in a store without translations', () => {
    const labels = catalogLabels('default', [color, size], [women]);
    expect(labels.attributeLabels.size + labels.optionLabels.size + labels.categoryNames.size + labels.categoryAddresses.size).toBe(0);
    expect(localizeProduct(product, labels)).toBe(product);
  });

  it('finds nested categories', () => {
    expect(catalogLabels('it', [], [women]).categoryNames.get(21)).toBe('Top');
  });
});
