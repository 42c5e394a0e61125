/**
 * Spec §4 Newsletter: subscribe does nothing if already subscribed; unsubscribe does nothing if not subscribed;
 * subscribing stores the e-mail locally. What we know decides: the e-mail stored in this browser first, then the
 * server's answer.
 */
export type NewsletterSubscribeAction = 'already-subscribed' | 'ask-server' | 'subscribe';

const normalizeNewsletterEmail = (email: string) => email.trim().toLowerCase();

export interface NewsletterKnowledge {
  /** The e-mail this browser subscribed (stored locally), if any. */
  storedEmail?: string | null;
  /** The server's status of this e-mail: true subscribed, false not, null/undefined unknown (not asked or failed). */
  serverSubscribed?: boolean | null;
}

export function newsletterSubscribeAction(email: string, { storedEmail, serverSubscribed }: NewsletterKnowledge): NewsletterSubscribeAction {
  if (storedEmail && normalizeNewsletterEmail(storedEmail) === normalizeNewsletterEmail(email)) return 'already-subscribed';
  if (serverSubscribed === true) return 'already-subscribed';
  if (serverSubscribed === false) return 'subscribe';
  // Unknown status (not asked yet, or the status call failed): ask once; a failed status call falls through to subscribing.
  return serverSubscribed === undefined ? 'ask-server' : 'subscribe';
}

/** The locally stored e-mail after an unsubscribe: forgotten when it was the one unsubscribed. */
export function storedEmailAfterUnsubscribe(storedEmail: string | null, email: string): string | null {
  return storedEmail && normalizeNewsletterEmail(storedEmail) === normalizeNewsletterEmail(email) ? null : storedEmail;
}
