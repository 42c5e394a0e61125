import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CmsView } from '@/components/cms/cms-view';
import { storeViewByLocale } from '@/lib/config/store-views';
import { setRequestLocale } from 'next-intl/server';
import { SHELL_PARAM } from '@/lib/server/render/build-phase';
import { cmsPageData } from '@/lib/server/render/cached-pages';
import { alternatesFor } from '@/lib/server/seo/alternates';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Rendered whole, once, then served from the cache; a first visit waits for it (ADR 0020). */
export const ensureStatic = 'navigation';

/** Pages are rendered on their first visit and cached (ADR 0020); the build only checks the route with a stand-in. */
export function generateStaticParams() {
  return [{ slug: SHELL_PARAM }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const storeView = storeViewByLocale(locale);
  const page = await cmsPageData(locale, slug);
  if (!page) return {};
  return { title: page.title, description: page.metaDescription, alternates: alternatesFor(storeView, `/i/${slug}`) };
}

export default async function CmsPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const page = await cmsPageData(locale, slug);
  if (!page) notFound();
  return <CmsView page={page} />;
}
