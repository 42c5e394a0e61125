import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { jobIds } from '@/lib/config/jobs';
import { storeViewByLocale } from '@/lib/config/store-views';

/** Rendered whole, once, then served from the cache (ADR 0020). */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  return { title: t('title') };
}

export default async function JobsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const storeView = storeViewByLocale(locale);
  const t = await getTranslations('Jobs');
  return (
    <article className="cms-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul className="job-list">
        {jobIds.map((id) => (
          <li key={id}>
            <h2>
              <Link href={`${storeView.url}/jobs/${id}`}>{t(`${id}.title`)}</Link>
            </h2>
            <p>{t(`${id}.summary`)}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
