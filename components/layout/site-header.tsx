import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreView } from '@/lib/config/store-views';
import type { CategoryLink } from '@/lib/server/catalog/categories';
import { ModalButton } from '@/components/modals/modal-button';
import { SearchTrigger } from '@/components/search/search-trigger';
import { WishlistLink } from '@/components/wishlist/wishlist-link';
import { DeferredAccountButton, DeferredCartButton } from './deferred-islands';
import { MobileMenuController, MobileMenuToggle } from './mobile-menu-toggle';

function categoryHref(storeView: StoreView, category: CategoryLink): string {
  return `${storeView.url}/${category.urlPath}`;
}

/** Category names for the search chips, with their parent where a name repeats ("Men › Tops"). */
function flattenNames(menu: CategoryLink[], names: Record<number, string> = {}, parent?: string): Record<number, string> {
  for (const category of menu) {
    names[category.id] = parent ? `${parent} › ${category.name}` : category.name;
    flattenNames(category.children, names, parent ? parent : category.name);
  }
  return names;
}

export async function SiteHeader({ storeView, menu }: { storeView: StoreView; menu: CategoryLink[] }) {
  const t = await getTranslations('Header');
  const home = storeView.url || '/';
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="site-header__bar">
        <MobileMenuController />
        <MobileMenuToggle label={t('menu')} controls="main-menu" />
        <Link className="site-header__logo" href={home} aria-label={t('logo')}>
          Storefront
        </Link>
        <SearchTrigger storeView={storeView} categoryNames={flattenNames(menu)} />
        <nav className="site-header__icons" aria-label={t('accountNavigation')}>
          <ModalButton modal="demo-sign-up">{t('demoSignUp')}</ModalButton>
          <DeferredAccountButton storeCode={storeView.storeCode} href={`${storeView.url}/my-account`} label={t('account')} />
          <WishlistLink storeCode={storeView.storeCode} href={`${storeView.url}/wishlist`} />
          <DeferredCartButton storeCode={storeView.storeCode} label={t('cart')} />
        </nav>
      </div>
      <nav id="main-menu" className="mega-menu" aria-label={t('categories')}>
        <ul className="mega-menu__top">
          {menu.map((category) => (
            <li key={category.id} className="mega-menu__item">
              <Link href={categoryHref(storeView, category)} className="mega-menu__link">
                {category.name}
              </Link>
              {category.children.length > 0 && (
                <div className="mega-menu__panel">
                  <ul>
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link href={categoryHref(storeView, child)} className="mega-menu__heading">
                          {child.name}
                        </Link>
                        {child.children.length > 0 && (
                          <ul>
                            {child.children.map((leaf) => (
                              <li key={leaf.id}>
                                <Link href={categoryHref(storeView, leaf)}>{leaf.name}</Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                  <aside className="mega-menu__aside" aria-label={t('promotion')}>
                    <p className="mega-menu__promo">{t('menuPromo', { category: category.name })}</p>
                  </aside>
                </div>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
