import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { storeViewByLocale } from '@/lib/config/store-views';
import { ACCESSIBILITY_STATEMENT_DATE, translatedPagePath } from '@/lib/config/translated-pages';
import { CONTACT_EMAIL } from '@/lib/domain/checkout-order';
import { alternatesFor } from '@/lib/server/seo/alternates';

/**
 * The accessibility statement the European Accessibility Act asks of an online shop (ADR 0043): `/accessibility`,
 * `/de/barrierefreiheit`, `/it/accessibilita` (lib/config/translated-pages.ts). Texts in messages under Accessibility;
 * a limitation leaves LIMITATIONS (and the messages) when the barrier it names is gone.
 */
type Props = { params: Promise<{ locale: string }> };

/** Rendered whole, once, then served from the cache (ADR 0020). */
export const ensureStatic = 'navigation';

/** Keys of Accessibility.limitations, in the order shown. */
const LIMITATIONS = ['shortMessages', 'photos', 'paypal', 'oldBrowsers'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Accessibility' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: alternatesFor(storeViewByLocale(locale), (view) => translatedPagePath('accessibility', { ...view, url: '' })),
  };
}

export default async function AccessibilityStatementPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Accessibility');
  const format = await getFormatter();
  const date = format.dateTime(new Date(`${ACCESSIBILITY_STATEMENT_DATE}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article className="cms-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <h2>{t('targetTitle')}</h2>
      <p>{t('target')}</p>
      <h2>{t('testingTitle')}</h2>
      <ul>
        <li>{t('testingAxe')}</li>
        <li>{t('testingKeyboard')}</li>
        <li>{t('testingManual')}</li>
        <li>{t('testingNotYet')}</li>
      </ul>
      <h2>{t('limitationsTitle')}</h2>
      <p>{t('limitationsIntro')}</p>
      <ul>
        {LIMITATIONS.map((key) => (
          <li key={key}>{t(`limitations.${key}`)}</li>
        ))}
      </ul>
      <h2>{t('contactTitle')}</h2>
      <p>{t('contact')}</p>
      <p>
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
      <p>{t('contactDetails')}</p>
      <p>{t('enforcement')}</p>
      <h2>{t('dateTitle')}</h2>
      <p>{t('date', { date })}</p>
    </article>
  );
}
