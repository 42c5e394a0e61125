/**
 * Spec §2/§4 notifications: five types (unknown → danger), the same message as the last is ignored, auto-removal of
 * those without a button that does something (ADR 0043).
 */
const notificationTypes = ['secondary', 'info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const DEFAULT_TIME_TO_LIVE = 5000;

interface NotificationAction {
  label: string;
  action?: string;
}

export interface NotificationInput {
  type?: string;
  message: string;
  action1?: NotificationAction;
  action2?: NotificationAction;
  hasNoTimeout?: boolean;
  timeToLive?: number;
}

export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  action1?: NotificationAction;
  action2?: NotificationAction;
  hasNoTimeout: boolean;
  timeToLive: number;
}

export function normalizeNotificationType(type: string | undefined): NotificationType {
  return (notificationTypes as readonly string[]).includes(type ?? '') ? (type as NotificationType) : 'danger';
}

/** Adds a notification unless its message equals the last one's; returns the list unchanged then. */
export function addNotification(list: readonly Notification[], input: NotificationInput, id: string): Notification[] {
  const last = list[list.length - 1];
  if (last && last.message === input.message) return [...list];
  return [
    ...list,
    {
      id,
      type: normalizeNotificationType(input.type),
      message: input.message,
      action1: input.action1,
      action2: input.action2,
      hasNoTimeout: input.hasNoTimeout ?? false,
      timeToLive: input.timeToLive ?? DEFAULT_TIME_TO_LIVE,
    },
  ];
}

export function removeNotification(list: readonly Notification[], id: string): Notification[] {
  return list.filter((notification) => notification.id !== id);
}

const actionsOf = (notification: Notification) => [notification.action1, notification.action2].filter((action) => action !== undefined);

/**
 * Whether a notification stays until the shopper closes it: marked so, or with a button that does something
 * ("Proceed to checkout"), which a keyboard user must have time to reach (WCAG 2.2.1). Others go after `timeToLive`.
 */
export function staysUntilDismissed(notification: Notification): boolean {
  return notification.hasNoTimeout || actionsOf(notification).some((action) => action.action !== undefined);
}

/** Whether it needs a close button of its own: none of its buttons only closes it ("OK"). */
export function needsCloseButton(notification: Notification): boolean {
  return actionsOf(notification).every((action) => action.action !== undefined);
}

/**
 * What a change of page leaves: a notification kept only for its button is about the page left and goes with it;
 * those marked `hasNoTimeout` (an order waiting to be sent) stay, and timed ones run out as before.
 */
export function keptAfterNavigation(list: readonly Notification[]): Notification[] {
  return list.filter((notification) => notification.hasNoTimeout || !staysUntilDismissed(notification));
}
