import type { StoreView } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import { formatPrice } from '@/lib/domain/price-format';
import { imageSizes } from '@/lib/config/constants';

export function productUrl(product: ProductDocument, storeView: StoreView): string {
  return `${storeView.url}/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug || product.url_key)}`;
}

export function imageUrl(path: string | undefined, width: number, height: number): string {
  return `/img/${width}/${height}/resize${path ? (path.startsWith('/') ? path : `/${path}`) : '/no-image.jpg'}`;
}

export function ProductTile({ product, storeView }: { product: ProductDocument; storeView: StoreView }) {
  const { width, height } = imageSizes.productThumbnail;
  const finalPrice = Number(product.final_price_incl_tax ?? product.price);
  const originalPrice = Number(product.original_price_incl_tax ?? product.price);
  const onSale = finalPrice < originalPrice;
  return (
    <li className="product-tile">
      <a href={productUrl(product, storeView)}>
        {/* eslint-disable-next-line @next/next/no-img-element -- served by our own image proxy */}
        <img src={imageUrl(product.image, width, height)} alt="" width={width} height={height} loading="lazy" />
        <span className="product-tile__name">{product.name}</span>
      </a>
      <p className="product-tile__price">
        {onSale && <del aria-label="Regular price">{formatPrice(originalPrice, storeView.i18n)}</del>}{' '}
        <span>{formatPrice(finalPrice, storeView.i18n)}</span>
      </p>
    </li>
  );
}
