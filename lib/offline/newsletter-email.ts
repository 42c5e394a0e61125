/** Spec §4 Newsletter: the subscribed e-mail stored locally (this browser), so subscribing again does nothing. */
const KEY = 'newsletter:email';

export function storedNewsletterEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeNewsletterEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(KEY, email);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the server still knows the subscription.
  }
}
