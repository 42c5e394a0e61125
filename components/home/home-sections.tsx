import { IntentLink } from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import { ShopImage } from '@/components/ui/shop-image';
import { buttonClass } from '@/components/ui/controls';
import type { StoreView } from '@/lib/config/store-views';
import type { HomeData } from '@/lib/server/home/static-data';

type Banner = HomeData['promotedOffers']['mainBanners'][number];

const localHref = (storeView: StoreView, link: string) => (link.startsWith('/') ? `${storeView.url}${link}` : link);

/**
 * The hero: the whole banner (8:3) with the text over its empty left side on desktop; on phones the image is cropped to
 * 4:3 keeping its right side (where the garments are) and the text sits below. The button names the action.
 */
export function HomeHero({ banner, storeView, eyebrow, action }: { banner: Banner; storeView: StoreView; eyebrow: string; action: string }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <ShopImage path={banner.image} preset="hero" alt="" sizes="(max-width: 1272px) 100vw, 1240px" priority />
      <div className="home-hero__text">
        <span className="home-hero__eyebrow">{eyebrow}</span>
        <h1 id="home-hero-title">{banner.title}</h1>
        {banner.subtitle && <p>{banner.subtitle}</p>}
        <IntentLink className={buttonClass()} href={localHref(storeView, banner.link)}>
          {action}
          <Icon name="arrow-right" size={18} />
        </IntentLink>
      </div>
    </section>
  );
}

/**
 * Promotion banners. `wide`: which banner spans two columns on desktop (the first or the last), so banners of
 * different shapes fill one row without cutting their subject; a wide first banner carries its text over its photo's
 * empty left side there. `eager`: the first image is at the bottom of a phone's first screen, so it loads at once, but
 * not ahead of the hero (only the LCP image is fetched with high priority).
 */
export function BannerGrid({
  banners,
  storeView,
  label,
  eager,
  wide = 'first',
}: {
  banners: Banner[];
  storeView: StoreView;
  label: string;
  eager?: boolean;
  wide?: 'first' | 'last';
}) {
  if (banners.length === 0) return null;
  const layout = banners.length === 3 ? (wide === 'first' ? 'banner-grid--lead' : 'banner-grid--trail') : '';
  const wideIndex = layout === '' ? -1 : wide === 'first' ? 0 : banners.length - 1;
  const wideClass = `banner banner--wide${wide === 'first' ? ' banner--overlay' : ''}`;
  return (
    <section aria-label={label}>
      <ul className={`banner-grid ${layout}`}>
        {banners.map((banner, index) => (
          <li key={banner.link + banner.title}>
            <IntentLink href={localHref(storeView, banner.link)} className={index === wideIndex ? wideClass : 'banner'}>
              <span className="banner__media">
                <ShopImage path={banner.image} preset="banner" alt="" sizes="(max-width: 1023px) 100vw, 620px" eager={eager && index === 0} />
              </span>
              <span className="banner__text">
                <span className="banner__title">
                  {banner.title}
                  <Icon name="arrow-right" size={16} />
                </span>
                {banner.subtitle && <span className="banner__subtitle">{banner.subtitle}</span>}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function InstagramFeed({ images, title }: { images: HomeData['instagramImages']; title: string }) {
  return (
    <section aria-labelledby="instagram-title">
      <h2 id="instagram-title">{title}</h2>
      <ul className="instagram-grid">
        {images.map((entry) => (
          <li key={entry.image}>
            <a href={entry.link} rel="noopener noreferrer">
              <ShopImage path={entry.image} preset="social" alt={entry.alt} sizes="(max-width: 1023px) 33vw, 200px" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const featureIcons = ['truck', 'rotate-ccw', 'percent'] as const;

export function FeatureList({ features }: { features: HomeData['defaultContent']['features'] }) {
  return (
    <ul className="feature-list">
      {features.map((feature, index) => {
        const icon = featureIcons[index % featureIcons.length]!;
        return (
          <li key={feature.title}>
            <Icon name={icon} size={28} />
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
