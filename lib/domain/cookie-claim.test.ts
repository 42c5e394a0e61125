import { acceptedCookie, hasAcceptedCookie, HIDE_IF_ACCEPTED } from './cookie-claim';

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

  it('is read from a cookie string wherever the cookie stands, and only with the value true', () => {
    expect(hasAcceptedCookie('cookiesAccepted=true')).toBe(true);
    expect(hasAcceptedCookie('a=1; cookiesAccepted=true; b=2')).toBe(true);
    expect(hasAcceptedCookie('')).toBe(false);
    expect(hasAcceptedCookie('cookiesAccepted=false')).toBe(false);
    expect(hasAcceptedCookie('xcookiesAccepted=true')).toBe(false);
  });

  it('hides the notice before the first paint only for a shopper who accepted', () => {
    expect(runHidingScript('a=1; cookiesAccepted=true')).toBe('none');
    expect(runHidingScript('a=1')).toBe('');
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
