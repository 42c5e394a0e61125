import type { ProductDocument } from './catalog-types';

/**
 * The picture a product tile shows: with a colour filter active, a configurable shows a child in one of the
 * chosen colours (the shopper asked for red jackets, so show the red one); otherwise its own image.
 */
export function tileImage(product: Pick<ProductDocument, 'image' | 'configurable_children'>, colorIds: readonly number[] = []): string {
  if (colorIds.length === 0) return product.image;
  const match = product.configurable_children?.find((child) => colorIds.includes(Number(child.color)) && child.image);
  return match?.image ?? product.image;
}
