'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ShopThumbnail } from '@/components/ui/shop-thumbnail';
import { productPageUrl } from '@/lib/domain/product-url';
import type { StoreView } from '@/lib/config/store-views';
import { compareQueries, type CompareAttribute, type CompareProduct } from '@/lib/api/compare';
import { compareRows } from '@/lib/domain/compare-list';
import { formatPrice } from '@/lib/domain/price-format';
import { useCompareStore } from '@/stores/compare-store';

const EMPTY: string[] = [];

function attributeValue(product: CompareProduct, attribute: CompareAttribute): string {
  const raw = product[attribute.attribute_code] ?? product[`${attribute.attribute_code}_options`];
  const values = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map(String);
  if (values.length === 0) return '–';
  if (attribute.options.length === 0) return values.join(', ');
  return values.map((value) => attribute.options.find((option) => String(option.value) === value)?.label ?? value).join(', ');
}

export function CompareTable({ storeView }: { storeView: StoreView }) {
  const t = useTranslations('Compare');
  const hydrated = useCompareStore((state) => state.hydrated);
  const skus = useCompareStore((state) => state.skusByStore[storeView.storeCode] ?? EMPTY);
  const remove = useCompareStore((state) => state.remove);
  const query = useQuery({ ...compareQueries.table(storeView.storeCode, skus), enabled: hydrated && skus.length > 0 });
  if (!hydrated || (skus.length > 0 && query.isPending)) return <p role="status">{t('loading')}</p>;
  if (skus.length === 0) return <p>{t('empty')}</p>;
  if (query.isError || !query.data) return <p role="alert">{t('failed')}</p>;
  const { products } = query.data;
  const attributes = compareRows(query.data.attributes);
  return (
    <div className="compare-scroll">
      <table className="compare-table">
        <caption className="visually-hidden">{t('title')}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.sku} scope="col">
                <a href={productPageUrl({ storeUrl: storeView.url, parentSku: product.sku, slug: product.slug ?? product.url_key })}>
                  <ShopThumbnail path={product.image} preset="cart" width={105} />
                  <span>{product.name}</span>
                </a>
                <button type="button" aria-label={t('remove', { name: product.name })} title={t('remove', { name: product.name })} onClick={() => remove(storeView.storeCode, product.sku)}>
                  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
                    <path d="M18 6 6 18M6 6l12 12" />
                  </svg>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('price')}</th>
            {products.map((product) => (
              <td key={product.sku}>{formatPrice(product.final_price_incl_tax, storeView.i18n)}</td>
            ))}
          </tr>
          {attributes.map((attribute) => (
            <tr key={attribute.attribute_code}>
              <th scope="row">{attribute.frontend_label}</th>
              {products.map((product) => (
                <td key={product.sku}>{attributeValue(product, attribute)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
