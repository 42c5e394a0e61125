import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isJobId, jobIds } from '@/lib/config/jobs';
import { storeViewByLocale } from '@/lib/config/store-views';

type Props = { params: Promise<{ locale: string; job: string }> };

/** Rendered whole, once, then served from the cache (ADR 0020). */
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return jobIds.map((job) => ({ job }));
}

export async function generateMetadata({ params }: Props) {
  const { locale, job } = await params;
  if (!isJobId(job)) return {};
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  return { title: t(`${job}.title`), description: t(`${job}.summary`) };
}

export default async function JobPage({ params }: Props) {
  const { locale, job } = await params;
  setRequestLocale(locale);
  if (!isJobId(job)) notFound();
  const t = await getTranslations('Jobs');
  const storeView = storeViewByLocale(locale);
  return (
    <article className="cms-page">
      <p>
        <Link href={`${storeView.url}/jobs`}>{t('back')}</Link>
      </p>
      <h1>{t(`${job}.title`)}</h1>
      <p>{t(`${job}.summary`)}</p>
      <h2>{t('youWill')}</h2>
      <p>{t(`${job}.tasks`)}</p>
      <h2>{t('weOffer')}</h2>
      <p>{t('offer')}</p>
      <p>
        <a href="mailto:jobs@storefront.example">{t('apply')}</a>
      </p>
    </article>
  );
}
