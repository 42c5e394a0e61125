import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { appVersion } from '@/lib/config/constants';
import { COOKIE_SETTINGS_ATTRIBUTE } from '@/lib/domain/cookie-claim';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { storeViews, type StoreView } from '@/lib/config/store-views';
import { translatedPagePath } from '@/lib/config/translated-pages';
import { ModalButton } from '@/components/modals/modal-button';
import { DeferredAccountLink } from './deferred-islands';
import { SocialIcon, socialNetworks } from './social-icon';

export async function SiteFooter({ storeView }: { storeView: StoreView }) {
  const t = await getTranslations('Footer');
  const base = storeView.url;
  const links = [
    { href: `${base}/delivery`, label: t('delivery') },
    { href: `${base}/customer-service`, label: t('customerService') },
    { href: `${base}/jobs`, label: t('jobs') },
    { href: `${base}/privacy`, label: t('privacy') },
    // The accessibility statement (European Accessibility Act), at each store's own slug.
    { href: translatedPagePath('accessibility', storeView), label: t('accessibility') },
    // Phones have no room for the header's compare link.
    { href: `${base}/compare`, label: t('compare') },
  ];
  return (
    <footer className="site-footer">
      <nav aria-label={t('navigation')}>
        <ul className="site-footer__links">
          <li>
            <DeferredAccountLink
              storeCode={storeView.storeCode}
              href={`${base}/my-account`}
              label={t('myAccount')}
            />
          </li>
          {links.map((link) => (
            <li key={link.href}>
              {/* Service pages are seldom the next page: no prefetch while a short page (the checkout) shows the footer. */}
              <Link href={link.href} prefetch={false}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <ModalButton modal="contact-us">{t('contactUs')}</ModalButton>
          </li>
          <li>
            <ModalButton modal="onboard-merchant">{t('getOnboard')}</ModalButton>
          </li>
          <li>
            <ModalButton modal="driver-sign-up">{t('driverSignUp')}</ModalButton>
          </li>
          <li>
            <ModalButton modal="merchant-sign-up">{t('merchantSignUp')}</ModalButton>
          </li>
          <li>
            <ModalButton modal="newsletter">{t('newsletter')}</ModalButton>
          </li>
          <li>
            {/* Opens the cookie notice again to change or withdraw the consent (its listener, ADR 0046). */}
            <button type="button" className="link-button" {...{ [COOKIE_SETTINGS_ATTRIBUTE]: '' }}>
              {t('cookieSettings')}
            </button>
          </li>
          {isMultistoreEnabled() && (
            <li>
              <ModalButton modal="language-switcher">{t('changeStore')}</ModalButton>
            </li>
          )}
        </ul>
      </nav>
      {isMultistoreEnabled() && (
        <nav aria-label={t('stores')}>
          <ul className="site-footer__stores">
            {Object.values(storeViews).map((view) => (
              <li key={view.storeCode}>
                <a
                  href={view.url || '/'}
                  hrefLang={view.locale}
                  aria-current={view.storeCode === storeView.storeCode ? 'true' : undefined}
                >
                  {view.i18n.fullCountryName} · {view.i18n.fullLanguageName} · {view.i18n.currencyCode}
                </a>
              </li>
            ))}
          </ul>
          <p className="site-footer__note">{t('storesOwnCart')}</p>
        </nav>
      )}
      <ul className="site-footer__social" aria-label={t('social')}>
        {socialNetworks.map((network) => (
          <li key={network}>
            <a
              href={`https://www.${network.toLowerCase()}.com/`}
              rel="noopener noreferrer"
              aria-label={network}
              title={network}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__version">
        {t('version', { version: appVersion.version, date: appVersion.buildDate })}
      </p>
    </footer>
  );
}
