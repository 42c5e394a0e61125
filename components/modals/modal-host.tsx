'use client';

import { useTranslations } from 'next-intl';
import { storeViews } from '@/lib/config/store-views';
import { eventForms, type EventFormName } from '@/lib/domain/event-forms';
import { useUiStore, type ModalName } from '@/stores/ui-store';
import { AuthModal } from './auth-modal';
import { EventForm } from './event-form';
import { Modal } from './modal';
import { NewsletterForm } from './newsletter-form';
import { storeAddress } from './store-address';

const isEventForm = (name: ModalName): name is EventFormName => name in eventForms;

/** Renders the modals opened by name (ui store); the last opened one is on top. */
export function ModalHost({ storeCode, multistore }: { storeCode: string; multistore: boolean }) {
  const t = useTranslations('Modals');
  const modals = useUiStore((state) => state.modals);
  const closeModal = useUiStore((state) => state.closeModal);
  return (
    <>
      {modals.map(({ name, focusReturn }) => {
        const close = () => closeModal(name);
        const common = { title: t(`titles.${name}`), onClose: close, closeLabel: t('close'), focusReturn };
        if (isEventForm(name)) {
          return (
            <Modal key={name} {...common}>
              <EventForm form={name} />
            </Modal>
          );
        }
        if (name === 'auth') return <AuthModal key={name} storeCode={storeCode} onClose={close} closeLabel={t('close')} focusReturn={focusReturn} />;
        if (name === 'newsletter') {
          return (
            <Modal key={name} {...common}>
              <NewsletterForm storeCode={storeCode} />
            </Modal>
          );
        }
        if (name === 'language-switcher' && multistore) {
          return (
            <Modal key={name} {...common}>
              <ul className="store-list">
                {Object.values(storeViews).map((view) => (
                  <li key={view.storeCode}>
                    <a href={storeAddress(view.locale, view.url || '/')} hrefLang={view.locale}>
                      {view.i18n.fullCountryName} · {view.i18n.fullLanguageName} · {view.i18n.currencyCode}
                    </a>
                  </li>
                ))}
              </ul>
              <p>{t('storesOwnCart')}</p>
            </Modal>
          );
        }
        if (name === 'size-guide' || name === 'terms' || name === 'feature-not-implemented') {
          return (
            <Modal key={name} {...common}>
              <p>{t(`texts.${name}`)}</p>
            </Modal>
          );
        }
        return null;
      })}
    </>
  );
}
