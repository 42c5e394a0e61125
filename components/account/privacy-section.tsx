'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/controls';
import { CheckboxField, FormField } from '@/components/ui/form-field';
import { deleteAccount, downloadPersonalData } from '@/lib/api/user';
import { AccountSection } from './account-section';
import { notifyShopper, userOf } from './session';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Saves a downloaded file under its name (an object URL clicked as a download link, then released). */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const SCOPE = 'delete-account';

/**
 * GDPR articles 15 and 17 from My account (ADR 0054): "Download my data" saves the signed-in customer's export as a
 * file; "Delete my account" asks for the current password and an explicit confirmation, then `onDeleted` signs the
 * browser out. Both need the shop: offline, a note says so and the buttons wait for the connection.
 */
export function PrivacySection({ storeCode, onDeleted }: { storeCode: string; onDeleted: () => Promise<void> }) {
  const t = useTranslations('AccountPrivacy');
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const offlineNote = useId();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [refusal, setRefusal] = useState('');
  const session = () => userOf(storeCode).store.getState();
  const offlineProps = online ? {} : { 'aria-describedby': offlineNote };

  async function download() {
    setDownloading(true);
    try {
      const answer = await session().asShopper((token) => (token ? downloadPersonalData(token) : Promise.resolve({ ok: false as const, code: 401, message: '' })));
      if (!answer.ok) return notifyShopper({ type: 'danger', message: answer.code === 0 ? t('offline') : t('failed', { message: answer.message }) });
      saveFile(answer.result.file, answer.result.name);
      notifyShopper({ type: 'success', message: t('downloaded', { name: answer.result.name }) });
    } finally {
      setDownloading(false);
    }
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    const found = { password: password === '' ? t('passwordRequired') : undefined, confirm: confirmed ? undefined : t('confirmRequired') };
    setErrors(found);
    setRefusal('');
    const invalid = found.password ? 'password' : found.confirm ? 'confirm' : null;
    if (invalid) return form.querySelector<HTMLElement>(`#${SCOPE}-${invalid}`)?.focus();
    setDeleting(true);
    try {
      const answer = await session().asShopper((token) => (token ? deleteAccount(token, password) : Promise.resolve({ ok: false as const, code: 401, message: '' })));
      if (answer.ok) return await onDeleted();
      const message = answer.code === 400 ? t('wrongPassword') : answer.code === 429 ? t('tooManyAttempts') : answer.code === 0 ? t('offline') : t('failed', { message: answer.message });
      setRefusal(message);
      form.querySelector<HTMLElement>(`#${SCOPE}-password`)?.focus();
    } finally {
      setDeleting(false);
    }
  }

  return (
    <AccountSection id="privacy" title={t('title')}>
      <p>{t('intro')}</p>
      {!online && (
        <p id={offlineNote} role="status">
          {t('offline')}
        </p>
      )}
      <p>{t('downloadHint')}</p>
      <Button variant="secondary" busy={downloading} onClick={() => void download()} {...offlineProps} disabled={downloading || !online}>
        {t('download')}
      </Button>
      <form noValidate onSubmit={erase} aria-labelledby={`${SCOPE}-title`}>
        <h3 id={`${SCOPE}-title`}>{t('deleteTitle')}</h3>
        <p>{t('deleteWarning')}</p>
        {refusal && <p role="alert" className="form-field__error">{refusal}</p>}
        <FormField scope={SCOPE} name="password" type="password" autoComplete="current-password" label={t('password')} error={errors.password} />
        <CheckboxField scope={SCOPE} name="confirm" label={t('confirm')} checked={confirmed} onChecked={setConfirmed} error={errors.confirm} />
        <Button type="submit" busy={deleting} {...offlineProps} disabled={deleting || !online}>
          {t('delete')}
        </Button>
      </form>
    </AccountSection>
  );
}
