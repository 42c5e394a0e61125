import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CreatePasswordForm } from '@/components/account/create-password-form';
import { storeViewByLocale } from '@/lib/config/store-views';
import { resetLinkParams } from '@/lib/domain/customer-account';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Account' });
  return { title: t('titles.createPassword'), robots: { index: false, follow: false } };
}

/** The page the mailed reset link opens (`?email=…&token=…`): a new password, then automatic login. */
/** Rendered for each request (it reads the URL query), whole before the first byte. */
export const instant = false;

export default async function CreatePasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const link = resetLinkParams({ get: (name) => (typeof query[name] === 'string' ? query[name] : null) });
  const storeView = storeViewByLocale(locale);
  const t = await getTranslations('Account');
  return (
    <section aria-labelledby="create-password-title">
      <h1 id="create-password-title">{t('titles.createPassword')}</h1>
      <CreatePasswordForm storeCode={storeView.storeCode} accountHref={`${storeView.url}/my-account`} link={link} />
    </section>
  );
}
