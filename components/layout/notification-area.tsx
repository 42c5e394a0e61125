'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { needsCloseButton, staysUntilDismissed, type Notification } from '@/lib/domain/notifications';
import { useUiStore } from '@/stores/ui-store';

function NotificationItem({ notification }: { notification: Notification }) {
  const dismiss = useUiStore((state) => state.dismiss);
  const t = useTranslations('Shell');
  useEffect(() => {
    if (staysUntilDismissed(notification)) return;
    const timer = setTimeout(() => dismiss(notification.id), notification.timeToLive);
    return () => clearTimeout(timer);
  }, [notification, dismiss]);
  // The stores' queue errors carry the spec's 'OK' action: shown in the shopper's language.
  const actionLabel = (label: string) => (label === 'OK' ? t('ok') : label);
  const actions = [notification.action1, notification.action2].filter((action) => action !== undefined);
  const ref = useRef<HTMLLIElement>(null);
  // The button pressed goes with the notification: a keyboard user goes on from the page's content, which follows.
  const close = () => {
    const hadFocus = ref.current?.contains(document.activeElement);
    dismiss(notification.id);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    // The role sits inside the list item: a list may hold only list items (axe `list`).
    <li ref={ref}>
      <div
        className={`notification notification--${notification.type}`}
        role={notification.type === 'danger' ? 'alert' : 'status'}
      >
        <p>{notification.message}</p>
        <div className="notification__actions">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              onClick={() => {
                if (action.action) window.dispatchEvent(new CustomEvent(`storefront:${action.action}`));
                close();
              }}
            >
              {actionLabel(action.label)}
            </button>
          ))}
          {needsCloseButton(notification) && (
            <button type="button" aria-label={t('close')} onClick={close}>
              ×
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * Spec §9: the stack sits 100 px from the top above everything but the loader. A notification with a button stays
 * until closed, and goes when the shopper moves to another page (ADR 0043).
 */
export function NotificationArea() {
  const notifications = useUiStore((state) => state.notifications);
  const leavePage = useUiStore((state) => state.leavePage);
  const pathname = usePathname();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    leavePage();
  }, [pathname, leavePage]);
  return (
    <ul className="notifications" aria-live="polite">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}
