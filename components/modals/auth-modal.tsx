'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { LoginForm } from '@/components/account/login-form';
import { RegisterForm } from '@/components/account/register-form';
import type { FocusReturn } from '@/lib/dom/focus-return';
import { Modal } from './modal';

type AuthMode = 'login' | 'register' | 'forgot';

/** Spec §2 authentication modal: login, register and forgot password in one dialog. */
export function AuthModal({
  storeCode,
  onClose,
  closeLabel,
  focusReturn,
}: {
  storeCode: string;
  onClose: () => void;
  closeLabel: string;
  focusReturn?: FocusReturn | null;
}) {
  const t = useTranslations('Account');
  const [mode, setMode] = useState<AuthMode>('login');
  const switchTo = (next: AuthMode, label: string) => (
    <button type="button" className="link-button" onClick={() => setMode(next)}>
      {label}
    </button>
  );
  return (
    <Modal title={t(`titles.${mode}`)} onClose={onClose} closeLabel={closeLabel} focusReturn={focusReturn}>
      {mode === 'login' && <LoginForm storeCode={storeCode} onDone={onClose} />}
      {mode === 'register' && <RegisterForm storeCode={storeCode} onDone={onClose} />}
      {mode === 'forgot' && <ForgotPasswordForm storeCode={storeCode} />}
      <p className="auth-modal__switch">
        {mode !== 'login' && switchTo('login', t('backToLogin'))}
        {mode === 'login' && switchTo('register', t('noAccount'))}
        {mode === 'login' && ' '}
        {mode === 'login' && switchTo('forgot', t('forgotPassword'))}
      </p>
    </Modal>
  );
}
