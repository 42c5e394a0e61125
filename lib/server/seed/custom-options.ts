/**
 * Custom product options (spec §3): field, radio, select, drop_down and checkbox, with fixed and percent
 * prices. Option and value ids come from one counter so they are unique across the catalogue.
 */
import type { CustomOption, CustomOptionValue } from '@/lib/domain/catalog-types';

export type CustomOptionSet =
  'apparel' | 'monogram' | 'embroidery' | 'giftcard' | 'video' | 'bottle' | 'giftwrap';

export class OptionIds {
  private option = 0;
  private value = 0;
  nextOption(): number {
    return ++this.option;
  }
  nextValue(): number {
    return ++this.value;
  }
}

type ValueSpec = [title: string, price: number, priceType: 'fixed' | 'percent'];

function valued(
  ids: OptionIds,
  title: string,
  type: CustomOption['type'],
  required: boolean,
  sortOrder: number,
  values: ValueSpec[],
): CustomOption {
  return {
    option_id: ids.nextOption(),
    title,
    type,
    is_require: required,
    sort_order: sortOrder,
    values: values.map(([valueTitle, price, priceType], index): CustomOptionValue => ({
      option_type_id: ids.nextValue(),
      title: valueTitle,
      price,
      price_type: priceType,
      sort_order: index + 1,
    })),
  };
}

function field(
  ids: OptionIds,
  title: string,
  required: boolean,
  sortOrder: number,
  price: number,
  priceType: 'fixed' | 'percent',
  maxCharacters: number,
): CustomOption {
  return {
    option_id: ids.nextOption(),
    title,
    type: 'field',
    is_require: required,
    sort_order: sortOrder,
    price,
    price_type: priceType,
    max_characters: maxCharacters,
  };
}

const monogram = (ids: OptionIds, sortOrder: number) =>
  field(ids, 'Monogram', false, sortOrder, 5, 'fixed', 12);
const giftWrap = (ids: OptionIds, sortOrder: number) =>
  valued(ids, 'Gift wrap', 'checkbox', false, sortOrder, [['Gift wrap', 3.5, 'fixed']]);
const embroidery = (ids: OptionIds, sortOrder: number) =>
  valued(ids, 'Embroidery colour', 'drop_down', false, sortOrder, [
    ['Gold', 10, 'percent'],
    ['Silver', 10, 'percent'],
    ['Navy', 5, 'percent'],
  ]);

export function buildCustomOptions(ids: OptionIds, set: CustomOptionSet): CustomOption[] {
  switch (set) {
    case 'apparel':
      return [
        monogram(ids, 1),
        valued(ids, 'Fit', 'radio', true, 2, [
          ['Regular', 0, 'fixed'],
          ['Tailored', 4, 'fixed'],
        ]),
        embroidery(ids, 3),
        valued(ids, 'Packaging', 'select', false, 4, [
          ['Standard bag', 0, 'fixed'],
          ['Gift box', 8, 'percent'],
        ]),
        giftWrap(ids, 5),
      ];
    case 'monogram':
      return [monogram(ids, 1), giftWrap(ids, 2)];
    case 'embroidery':
      return [embroidery(ids, 1), monogram(ids, 2)];
    case 'giftcard':
      return [
        field(ids, 'Recipient name', true, 1, 0, 'fixed', 40),
        valued(ids, 'Delivery', 'radio', true, 2, [
          ['E-mail', 0, 'fixed'],
          ['Printed card by post', 2, 'fixed'],
        ]),
      ];
    case 'video':
      return [
        valued(ids, 'Video quality', 'select', true, 1, [
          ['Full HD', 0, 'fixed'],
          ['4K Ultra HD', 25, 'percent'],
        ]),
      ];
    case 'bottle':
      return [
        valued(ids, 'Lid', 'radio', true, 1, [
          ['Flip-top', 0, 'fixed'],
          ['Straw lid', 2, 'fixed'],
        ]),
        field(ids, 'Engraving', false, 2, 12, 'percent', 20),
      ];
    case 'giftwrap':
      return [giftWrap(ids, 1)];
  }
}
