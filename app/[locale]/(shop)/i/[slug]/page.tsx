import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CmsView } from '@/components/cms/cms-view';
import { storeViewByLocale } from '@/lib/config/store-views';
import { findCmsPage } from '@/lib/server/cms/cms-page';
import { getDb } from '@/lib/server/db/client';
import { alternatesFor } from '@/lib/server/seo/alternates';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const storeView = storeViewByLocale(locale);
  const page = await findCmsPage(await getDb(), storeView, slug);
  if (!page) return {};
  return { title: page.title, description: page.metaDescription, alternates: alternatesFor(storeView, `/i/${slug}`) };
}

export default async function CmsPage({ params }: Props) {
  const { locale, slug } = await params;
  const page = await findCmsPage(await getDb(), storeViewByLocale(locale), slug);
  if (!page) notFound();
  return <CmsView page={page} />;
}
