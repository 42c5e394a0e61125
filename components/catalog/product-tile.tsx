import type { StoreView } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import { formatPrice } from '@/lib/domain/price-format';
import { imageSizes } from '@/lib/config/constants';
import { imageUrl } from '@/lib/domain/image-sizes';
import { productPageUrl } from '@/lib/domain/product-url';
import { tileImage } from '@/lib/domain/tile-image';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import wishlistStyles from '@/components/wishlist/wishlist.module.css';

function productUrl(product: ProductDocument, storeView: StoreView): string {
  return productPageUrl({ storeUrl: storeView.url, parentSku: product.sku, slug: product.slug || product.url_key });
}

export function ProductTile({
  product,
  storeView,
  colorIds,
  priority,
}: {
  product: ProductDocument;
  storeView: StoreView;
  /** Colours the shopper filtered by: the tile shows a variant in one of them. */
  colorIds?: readonly number[];
  /** The first tiles of a listing are in the first viewport: loaded at once, not lazily (largest contentful paint). */
  priority?: boolean;
}) {
  const { width, height } = imageSizes.productThumbnail;
  const finalPrice = Number(product.final_price_incl_tax ?? product.price);
  const originalPrice = Number(product.original_price_incl_tax ?? product.price);
  const onSale = finalPrice < originalPrice;
  const image = tileImage(product, colorIds);
  const url = productUrl(product, storeView);
  return (
    <li className={`product-tile ${wishlistStyles.tile}`}>
      <a href={url}>
        {/* eslint-disable-next-line @next/next/no-img-element -- served by our own image proxy */}
        <img
          src={imageUrl(image, width, height)}
          alt=""
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        <span className="product-tile__name">{product.name}</span>
      </a>
      <WishlistHeart
        storeCode={storeView.storeCode}
        item={{
          sku: product.sku,
          parentSku: null,
          name: product.name,
          url,
          image: image || null,
          price: Number.isFinite(finalPrice) ? finalPrice : null,
          type: product.type_id,
          needsOptions: product.custom_options?.some((option) => option.is_require) ?? false,
        }}
      />
      <p className="product-tile__price">
        {onSale && <del aria-label="Regular price">{formatPrice(originalPrice, storeView.i18n)}</del>}{' '}
        <span>{formatPrice(finalPrice, storeView.i18n)}</span>
      </p>
    </li>
  );
}
