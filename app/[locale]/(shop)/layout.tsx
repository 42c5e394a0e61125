import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { storeViewByLocale } from '@/lib/config/store-views';
import { loadMenu } from '@/lib/server/catalog/categories';
import { getDb } from '@/lib/server/db/client';

export default async function ShopLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const storeView = storeViewByLocale(locale);
  const menu = await loadMenu(await getDb());
  return (
    <>
      <SiteHeader storeView={storeView} menu={menu} />
      <main id="main" className="page">
        {children}
      </main>
      <SiteFooter storeView={storeView} />
    </>
  );
}
