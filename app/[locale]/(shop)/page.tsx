import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductTile } from '@/components/catalog/product-tile';
import { storeViewByLocale } from '@/lib/config/store-views';
import { homeCollections } from '@/lib/server/catalog/home';
import { getDb } from '@/lib/server/db/client';

export const dynamic = 'force-dynamic';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const storeView = storeViewByLocale(locale);
  const t = await getTranslations('Home');
  const { newProducts, bestsellers } = await homeCollections(await getDb(), storeView);
  return (
    <>
      <section aria-labelledby="new-products">
        <h2 id="new-products">{t('newProducts')}</h2>
        {newProducts.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="product-grid">
            {newProducts.map((product) => (
              <ProductTile key={product.sku} product={product} storeView={storeView} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="bestsellers">
        <h2 id="bestsellers">{t('bestsellers')}</h2>
        <ul className="product-grid">
          {bestsellers.map((product) => (
            <ProductTile key={product.sku} product={product} storeView={storeView} />
          ))}
        </ul>
      </section>
    </>
  );
}
