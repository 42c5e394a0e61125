'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { validationMessageRef } from '@/lib/domain/validation-message-keys';

/** Spec §5 messages in the shopper's language; any other message (a server's answer) is shown as it came. */
export function useValidationText(): (message: string) => string {
  const t = useTranslations('Validation');
  return useCallback(
    (message: string) => {
      const ref = validationMessageRef(message);
      return ref ? t(ref.key, ref.values) : message;
    },
    [t],
  );
}
