import Link from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { StoreView } from '@/lib/config/store-views';
import type { CategoryLink } from '@/lib/server/catalog/categories';
import { ModalButton } from '@/components/modals/modal-button';
import { SearchTrigger } from '@/components/search/search-trigger';
import { WishlistLink } from '@/components/wishlist/wishlist-link';
import { DeferredAccountButton, DeferredCartButton } from './deferred-islands';
import { CompareLink } from '@/components/compare/compare-link';
import { MobileMenuController, PopoverToggle } from './mobile-menu-toggle';
import { Icon } from '@/components/ui/icon';
import { LogoMark } from './logo-mark';
import { ShopImage } from '@/components/ui/shop-image';

function categoryHref(storeView: StoreView, category: CategoryLink): string {
  return `${storeView.url}/${category.urlPath}`;
}

/** A promotion image for the mega-menu's aside: the home banner that links to this category, else the main one. */
export interface MenuBanner {
  title: string;
  subtitle?: string;
  image: string;
  link: string;
}

function bannerFor(category: CategoryLink, banners: readonly MenuBanner[]): MenuBanner | undefined {
  const own = banners.find((banner) => banner.link === `/c/${category.slug}` || banner.link === `/${category.urlPath}`);
  return own ?? banners[0];
}

/** Category names for the search chips, with their parent where a name repeats ("Men › Tops"). */
function flattenNames(menu: CategoryLink[], names: Record<number, string> = {}, parent?: string): Record<number, string> {
  for (const category of menu) {
    names[category.id] = parent ? `${parent} › ${category.name}` : category.name;
    flattenNames(category.children, names, parent ? parent : category.name);
  }
  return names;
}

export async function SiteHeader({ storeView, menu, banners = [] }: { storeView: StoreView; menu: CategoryLink[]; banners?: readonly MenuBanner[] }) {
  const t = await getTranslations('Header');
  const tCategory = await getTranslations('Category');
  const home = storeView.url || '/';
  return (
    <header className="site-header">
      {/* The first frame waits for the categories' menu, which follows the bar (React puts this link in <head>). A
          frame drawn while the parser is still inside the bar has only some of its links, and the search moves over
          when the rest arrive: a layout shift seen on busy CPUs. */}
      <link rel="expect" href="#main-menu" blocking="render" />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="site-header__bar">
        <MobileMenuController menuId="main-menu" />
        <PopoverToggle label={t('menu')} controls="main-menu">
          <Icon name="menu" />
          <span className="visually-hidden">{t('menu')}</span>
        </PopoverToggle>
        <Link className="site-header__logo" href={home} prefetch={false} aria-label={t('logo')}>
          <LogoMark />
          <span className="site-header__logo-text">Storefront</span>
        </Link>
        <SearchTrigger storeView={storeView} categoryNames={flattenNames(menu)} icon={<Icon name="search" className="site-header__search-icon" size={18} />} />
        <nav className="site-header__icons" aria-label={t('accountNavigation')}>
          <ModalButton modal="demo-sign-up">{t('demoSignUp')}</ModalButton>
          <DeferredAccountButton
            storeCode={storeView.storeCode}
            href={`${storeView.url}/my-account`}
            label={t('account')}
            icon={<Icon name="user" className="header-icon" />}
          />
          <WishlistLink storeCode={storeView.storeCode} href={`${storeView.url}/wishlist`} icon={<Icon name="heart" className="header-icon" />} />
          <CompareLink storeCode={storeView.storeCode} href={`${storeView.url}/compare`} icon={<Icon name="arrow-left-right" className="header-icon" />} />
          <DeferredCartButton storeCode={storeView.storeCode} label={t('cart')} icon={<Icon name="shopping-bag" className="header-icon" />} />
        </nav>
      </div>
      {/* Wide screens: each top category with subcategories is a link and a disclosure button; its panel is a popover,
          so the browser opens it from the first paint, closes it on Escape or a click outside and gives the focus back
          to the button, and its links are in the tab order only while it is open. A pointer resting on the category
          shows the panel too (CSS). Phones: the whole menu is one popover, with every panel shown (ADR 0033, 0043). */}
      <nav id="main-menu" className="mega-menu" popover="auto" aria-label={t('categories')}>
        <ul className="mega-menu__top">
          {menu.map((category) => (
            <li key={category.id} className="mega-menu__item">
              <IntentLink href={categoryHref(storeView, category)} className="mega-menu__link">
                {category.name}
              </IntentLink>
              {category.children.length > 0 && (
                <>
                  <PopoverToggle label={tCategory('subcategories', { category: category.name })} controls={`mega-menu-${category.id}`} className="mega-menu__toggle">
                    <Icon name="chevron-right" size={16} />
                    <span className="visually-hidden">{tCategory('subcategories', { category: category.name })}</span>
                  </PopoverToggle>
                  <div id={`mega-menu-${category.id}`} className="mega-menu__panel" popover="auto">
                    <ul>
                      {category.children.map((child) => (
                        <li key={child.id}>
                          <IntentLink href={categoryHref(storeView, child)} className="mega-menu__heading">
                            {child.name}
                          </IntentLink>
                          {child.children.length > 0 && (
                            <ul>
                              {child.children.map((leaf) => (
                                <li key={leaf.id}>
                                  <IntentLink href={categoryHref(storeView, leaf)}>{leaf.name}</IntentLink>
                                </li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                    <aside className="mega-menu__aside" aria-label={t('promotion')}>
                      <MenuPromotion banner={bannerFor(category, banners)} storeView={storeView} text={t('menuPromo', { category: category.name })} />
                    </aside>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function MenuPromotion({ banner, storeView, text }: { banner: MenuBanner | undefined; storeView: StoreView; text: string }) {
  if (!banner) return <p className="mega-menu__promo">{text}</p>;
  const href = banner.link.startsWith('/') ? `${storeView.url}${banner.link}` : banner.link;
  return (
    <IntentLink href={href} className="mega-menu__banner">
      <ShopImage path={banner.image} preset="banner" alt="" sizes="320px" />
      <span className="mega-menu__banner-text">
        <span className="mega-menu__banner-title">{banner.title}</span>
        <span className="mega-menu__promo">{text}</span>
      </span>
    </IntentLink>
  );
}
