import { useTranslations } from 'next-intl';
import type { StoreView } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import { formatPrice } from '@/lib/domain/price-format';
import { productPageUrl } from '@/lib/domain/product-url';
import { tileImage } from '@/lib/domain/tile-image';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import wishlistStyles from '@/components/wishlist/wishlist.module.css';
import { ShopImage } from '@/components/ui/shop-image';
import { Badge } from '@/components/ui/controls';


export function ProductTile({
  product,
  storeView,
  colorIds,
  priority,
  swatches,
}: {
  product: ProductDocument;
  storeView: StoreView;
  /** Colours the shopper filtered by: the tile shows a variant in one of them. */
  colorIds?: readonly number[];
  /** The first tiles of a listing are in the first viewport: loaded at once, not lazily (largest contentful paint). */
  priority?: boolean;
  /** Colour swatches (#rrggbb by option id) of the listing's colour attribute: the tile shows its product's colours. */
  swatches?: ReadonlyMap<number, string>;
}) {
  const t = useTranslations('Product');
  const finalPrice = Number(product.final_price_incl_tax ?? product.price);
  const originalPrice = Number(product.original_price_incl_tax ?? product.price);
  const onSale = finalPrice < originalPrice;
  const image = tileImage(product, colorIds);
  const url = productPageUrl({ storeUrl: storeView.url, parentSku: product.sku, slug: product.slug || product.url_key });
  return (
    // The item a followed link selects, for statistics after consent (select_item, ADR 0046); with its photo's path, what
    // the browser keeps of a product seen, for search offline (components/offline-search/page-products.ts, ADR 0052).
    <li className={`product-tile ${wishlistStyles.tile}`} data-item-id={product.sku} data-item-image={image || undefined}>
      <a href={url}>
        <span className="product-tile__frame">
          <ShopImage path={image} preset="tile" alt="" sizes="(max-width: 1023px) 50vw, 300px" priority={priority} />
          {onSale && (
            <Badge tone="sale" label className="product-tile__sale" aria-hidden="true">
              −{Math.round((1 - finalPrice / originalPrice) * 100)}%
            </Badge>
          )}
        </span>
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
        {onSale && (
          <>
            <span className="visually-hidden">{t('regularPrice')}: </span>
            <del>{formatPrice(originalPrice, storeView.i18n)}</del>{' '}
            <span className="visually-hidden">{t('specialPrice')}: </span>
          </>
        )}
        <span>{formatPrice(finalPrice, storeView.i18n)}</span>
      </p>
      <TileSwatches product={product} swatches={swatches} />
    </li>
  );
}

/** The product's colours as small dots (decorative: the colour filter and the product page name them). */
function TileSwatches({ product, swatches }: { product: ProductDocument; swatches?: ReadonlyMap<number, string> }) {
  if (!swatches) return null;
  const colours = (product.configurable_options?.find((option) => option.attribute_code === 'color')?.values ?? [])
    .map((value) => swatches.get(Number(value.value_index)))
    .filter((colour): colour is string => Boolean(colour));
  if (colours.length < 2) return null;
  return (
    <ul className="product-tile__swatches" aria-hidden="true">
      {colours.slice(0, 6).map((colour) => (
        <li key={colour} style={{ background: colour }} />
      ))}
    </ul>
  );
}
