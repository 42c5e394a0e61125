'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { validateNewPassword } from '@/lib/domain/account-forms';
import { NewPasswordFields } from './new-password-fields';
import { userOf } from './session';
import { useSessionTexts } from './use-session-texts';
import { useValidatedForm } from './use-validated-form';

const FIELDS = ['password', 'confirmation'] as const;

/** New password from the mailed link; success logs in and opens the account. */
export function CreatePasswordForm({ storeCode, accountHref, link }: { storeCode: string; accountHref: string; link: { email: string; token: string } | null }) {
  const t = useTranslations('Account');
  const router = useRouter();
  useSessionTexts(storeCode);
  const { formRef, errors, busy, onSubmit } = useValidatedForm(FIELDS, validateNewPassword, async (values) => {
    if (!link) return;
    if (await userOf(storeCode).store.getState().createPassword(link.email, link.token, values.password ?? '')) router.push(accountHref);
  });
  if (!link) return <p role="alert">{t('invalidResetLink')}</p>;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('titles.createPassword')}>
      <p>{t('createPasswordFor', { email: link.email })}</p>
      <NewPasswordFields errors={errors} label="newPassword" />
      <button type="submit" className="button" disabled={busy}>
        {t('savePassword')}
      </button>
    </form>
  );
}
