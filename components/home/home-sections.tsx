import Link from 'next/link';
import { imageUrl } from '@/lib/domain/image-sizes';
import type { StoreView } from '@/lib/config/store-views';
import type { HomeData } from '@/lib/server/home/static-data';

type Banner = HomeData['promotedOffers']['mainBanners'][number];

const localHref = (storeView: StoreView, link: string) => (link.startsWith('/') ? `${storeView.url}${link}` : link);

export function HomeHero({ banner, storeView }: { banner: Banner; storeView: StoreView }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      {/* eslint-disable-next-line @next/next/no-img-element -- served by our own image proxy */}
      <img src={imageUrl(banner.image, 1024, 512)} alt="" width={1024} height={512} fetchPriority="high" />
      <div className="home-hero__text">
        <h1 id="home-hero-title">{banner.title}</h1>
        {banner.subtitle && <p>{banner.subtitle}</p>}
        <Link className="button" href={localHref(storeView, banner.link)}>
          {banner.title}
        </Link>
      </div>
    </section>
  );
}

/** `priority`: the grid is near the top, its first banner is the largest image of a phone's first screen. */
export function BannerGrid({
  banners,
  storeView,
  label,
  priority,
}: {
  banners: Banner[];
  storeView: StoreView;
  label: string;
  priority?: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label}>
      <ul className="banner-grid">
        {banners.map((banner, index) => (
          <li key={banner.link + banner.title}>
            <Link href={localHref(storeView, banner.link)} className="banner">
              {/* eslint-disable-next-line @next/next/no-img-element -- served by our own image proxy */}
              <img
                src={imageUrl(banner.image, 600, 400)}
                alt=""
                width={600}
                height={400}
                loading={priority && index === 0 ? 'eager' : 'lazy'}
                fetchPriority={priority && index === 0 ? 'high' : undefined}
              />
              <span className="banner__title">{banner.title}</span>
              {banner.subtitle && <span className="banner__subtitle">{banner.subtitle}</span>}
            </Link>
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
              {/* eslint-disable-next-line @next/next/no-img-element -- served by our own image proxy */}
              <img src={imageUrl(entry.image, 300, 300).replace('/resize/', '/fit/')} alt={entry.alt} width={300} height={300} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FeatureList({ features }: { features: HomeData['defaultContent']['features'] }) {
  return (
    <ul className="feature-list">
      {features.map((feature) => (
        <li key={feature.title}>
          <strong>{feature.title}</strong>
          <span>{feature.text}</span>
        </li>
      ))}
    </ul>
  );
}
