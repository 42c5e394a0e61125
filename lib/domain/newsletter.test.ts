import { newsletterSubscribeAction, storedEmailAfterUnsubscribe } from './newsletter';

describe('newsletter subscribe (spec §4: nothing happens if already subscribed)', () => {
  it('does nothing for the e-mail stored in this browser, whatever its case and spaces', () => {
    expect(newsletterSubscribeAction(' Ada@Example.com ', { storedEmail: 'ada@example.com' })).toBe('already-subscribed');
  });

  it('asks the server first for another e-mail', () => {
    expect(newsletterSubscribeAction('ada@example.com', { storedEmail: 'bob@example.com' })).toBe('ask-server');
    expect(newsletterSubscribeAction('ada@example.com', {})).toBe('ask-server');
  });

  it('does nothing when the server says subscribed, subscribes when it says not', () => {
    expect(newsletterSubscribeAction('ada@example.com', { serverSubscribed: true })).toBe('already-subscribed');
    expect(newsletterSubscribeAction('ada@example.com', { serverSubscribed: false })).toBe('subscribe');
  });

  it('subscribes when the status could not be asked', () => {
    expect(newsletterSubscribeAction('ada@example.com', { serverSubscribed: null })).toBe('subscribe');
  });
});

describe('newsletter unsubscribe', () => {
  it('forgets the stored e-mail only when it is the one unsubscribed', () => {
    expect(storedEmailAfterUnsubscribe('Ada@example.com', 'ada@example.com')).toBeNull();
    expect(storedEmailAfterUnsubscribe('bob@example.com', 'ada@example.com')).toBe('bob@example.com');
    expect(storedEmailAfterUnsubscribe(null, 'ada@example.com')).toBeNull();
  });
});
