'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Notification } from '@/lib/domain/notifications';
import { useUiStore } from '@/stores/ui-store';

function NotificationItem({ notification }: { notification: Notification }) {
  const dismiss = useUiStore((state) => state.dismiss);
  const t = useTranslations('Shell');
  useEffect(() => {
    if (notification.hasNoTimeout) return;
    const timer = setTimeout(() => dismiss(notification.id), notification.timeToLive);
    return () => clearTimeout(timer);
  }, [notification, dismiss]);
  // The stores' queue errors carry the spec's 'OK' action: shown in the shopper's language.
  const actionLabel = (label: string) => (label === 'OK' ? t('ok') : label);
  const actions = [notification.action1, notification.action2].filter((action) => action !== undefined);
  return (
    // The role sits inside the list item: a list may hold only list items (axe `list`).
    <li>
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
                dismiss(notification.id);
              }}
            >
              {actionLabel(action.label)}
            </button>
          ))}
          {actions.length === 0 && (
            <button type="button" aria-label={t('close')} onClick={() => dismiss(notification.id)}>
              ×
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Spec §9: the stack sits 100 px from the top above everything but the loader. */
export function NotificationArea() {
  const notifications = useUiStore((state) => state.notifications);
  return (
    <ul className="notifications" aria-live="polite">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}
