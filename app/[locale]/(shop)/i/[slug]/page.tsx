import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CmsView } from '@/components/cms/cms-view';
import { storeViewByLocale } from '@/lib/config/store-views';
import { setRequestLocale } from 'next-intl/server';
import { atRunTime, SHELL_PARAM } from '@/lib/server/render/at-run-time';
import { cmsPageData } from '@/lib/server/render/cached-pages';
import { alternatesFor } from '@/lib/server/seo/alternates';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Pages are rendered on their first visit and cached (ADR 0020); the build only checks the route with a stand-in. */
export function generateStaticParams() {
  return [{ slug: SHELL_PARAM }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const storeView = storeViewByLocale(locale);
  await atRunTime();
  const page = await cmsPageData(locale, slug);
  if (!page) return {};
  return { title: page.title, description: page.metaDescription, alternates: alternatesFor(storeView, `/i/${slug}`) };
}

export default async function CmsPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  await atRunTime();
  const page = await cmsPageData(locale, slug);
  if (!page) notFound();
  return <CmsView page={page} />;
}
