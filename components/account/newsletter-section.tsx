'use client';

import { Button, Checkbox } from '@/components/ui/controls';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { newsletterStatus, setNewsletter } from '@/lib/api/user';
import { unreachableText } from '@/lib/domain/account-failures';
import { newsletterChange } from '@/lib/domain/customer-account';
import { storedEmailAfterUnsubscribe } from '@/lib/domain/newsletter';
import { storedNewsletterEmail, storeNewsletterEmail } from '@/lib/offline/newsletter-email';
import { useUiStore } from '@/stores/ui-store';
import { AccountSection } from './account-section';
import { useUser } from './session';
import { useAccountFailureTexts } from './use-account-failure-text';

/** Spec §4 Newsletter: subscribe does nothing if already subscribed, unsubscribe nothing if not. */
export function NewsletterSection({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Account');
  const id = useId();
  const email = useUser(storeCode, (state) => state.current?.email ?? null);
  const notify = useUiStore((state) => state.notify);
  const failureTexts = useAccountFailureTexts();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (email) void newsletterStatus(email).then(setSubscribed);
  }, [email]);

  return (
    <AccountSection id="newsletter" title={t('sections.newsletter')}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const wanted = new FormData(event.currentTarget).get('subscribed') === 'on';
          const change = newsletterChange(subscribed ?? false, wanted);
          if (!email || !change) return;
          setBusy(true);
          const answer = await setNewsletter(email, change === 'subscribe', storeCode);
          setBusy(false);
          if (!answer.ok) {
            const unreachable = unreachableText(answer);
            return notify({ type: 'danger', message: unreachable ? failureTexts[unreachable] : answer.message });
          }
          setSubscribed(answer.result === 'subscribed');
          storeNewsletterEmail(answer.result === 'subscribed' ? email : storedEmailAfterUnsubscribe(storedNewsletterEmail(), email));
          notify({ type: 'success', message: answer.result === 'subscribed' ? t('newsletterSubscribed') : t('newsletterUnsubscribed') });
        }}
      >
        <p>{t('newsletterPromise')}</p>
        <p className="form-field">
          <Checkbox id={id} name="subscribed" key={String(subscribed)} defaultChecked={subscribed ?? false} disabled={subscribed === null} label={t('newsletterLabel')} />
        </p>
        <Button type="submit" busy={busy} disabled={busy || subscribed === null}>
          {t('savePreference')}
        </Button>
      </form>
    </AccountSection>
  );
}
