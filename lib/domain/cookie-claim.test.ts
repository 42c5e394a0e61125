import { acceptedCookie, HIDE_IF_ACCEPTED } from './cookie-claim';

/** Runs the inline script against a document holding `cookies`; returns the notice's display style afterwards. */
function runHidingScript(cookies: string): string {
  const notice = { style: { display: '' } };
  const document = { cookie: cookies, getElementById: (id: string) => (id === 'cookie-notice' ? notice : null) };
  new Function('document', HIDE_IF_ACCEPTED)(document);
  return notice.style.display;
}

describe('cookie acceptance', () => {
  it('is remembered for a year on the whole site, Secure only over https', () => {
    expect(acceptedCookie(false)).toBe('cookiesAccepted=true; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(acceptedCookie(true)).toBe('cookiesAccepted=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('hides the notice before the first paint only for a shopper who accepted, wherever the cookie stands', () => {
    expect(runHidingScript('cookiesAccepted=true')).toBe('none');
    expect(runHidingScript('a=1; cookiesAccepted=true; b=2')).toBe('none');
    expect(runHidingScript('a=1')).toBe('');
    expect(runHidingScript('')).toBe('');
    expect(runHidingScript('cookiesAccepted=false')).toBe('');
    expect(runHidingScript('notcookiesAccepted=true')).toBe('');
  });

  it('leaves the page alone where cookies cannot be read', () => {
    const document = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      getElementById: () => null,
    };
    expect(() => new Function('document', HIDE_IF_ACCEPTED)(document)).not.toThrow();
  });
});
