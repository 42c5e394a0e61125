import vm from 'node:vm';
import fc from 'fast-check';
import { loaderScript, startupScriptRewriter } from './startup-scripts.mjs';

/** The start of a page as Next.js 16 writes it: React's start-up scripts in `<head>`, the runtime's at the shell's end. */
const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/img/640/320/resize/b/a/hero.jpg 640w" fetchPriority="high"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js?dpl=a&amp;b=1" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const shell =
  '<body><header>Shop</header><main><h1>Jackets</h1></main>' +
  '<script>(function(){window.__storefrontInteracted=false})()</script>' +
  '<script src="/_next/static/chunks/runtime.js" id="_R_" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const streamed = '<div hidden id="S:0"><p>Reviews</p></div><script>$RC("B:0","S:0")</script></body></html>';
const page = head + shell + streamed;

const moved: Array<[string, string]> = [
  ['/_next/static/chunks/framework.js', ''],
  ['/_next/static/chunks/page.js?dpl=a&b=1', ''],
  ['/_next/static/chunks/runtime.js', '_R_'],
];

function rewriteInPieces(pieces: string[]): string {
  const rewriter = startupScriptRewriter();
  return pieces.map((piece) => rewriter.push(piece)).join('') + rewriter.end();
}

describe('the rewrite of a page’s start-up scripts', () => {
  it('takes the script tags and the runtime’s preload out and puts one loader where the runtime’s tag stood', () => {
    const out = rewriteInPieces([page]);
    expect(out).not.toMatch(/<script src="[^"]+" (?:id="_R_" )?async="">/);
    expect(out).not.toContain('as="script"');
    expect(out).toBe(
      page
        .replace(/<link rel="preload" as="script"[^>]*\/>/, '')
        .replace(/<script src="[^"]+" async=""><\/script>/g, '')
        .replace(/<script src="[^"]+" id="_R_" async=""><\/script>/, loaderScript(moved)),
    );
  });

  it('leaves everything else as it was: other scripts, the polyfills, the stylesheets, the streamed parts', () => {
    const out = rewriteInPieces([page]);
    for (const kept of [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      'fetchPriority="high"/>',
      streamed,
    ])
      expect(out).toContain(kept);
  });

  it('gives the same document however the text is cut into pieces', () => {
    const whole = rewriteInPieces([page]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: page.length - 1 }), { maxLength: 12 }), (cuts) => {
        const sorted = [...cuts].sort((a, b) => a - b);
        const pieces = [0, ...sorted].map((start, i) => page.slice(start, sorted[i] ?? page.length));
        expect(rewriteInPieces(pieces)).toBe(whole);
      }),
    );
  });

  it('sends the prerendered shell on as it comes, holding back only a tag cut off at a piece’s end', () => {
    const rewriter = startupScriptRewriter();
    const cut = shell.indexOf('<main>') + 3;
    const headWithoutScripts = head
      .replace(/<link rel="preload" as="script"[^>]*\/>/, '')
      .replace(/<script src="[^"]+" async=""><\/script>/g, '');
    expect(rewriter.push(head + shell.slice(0, cut))).toBe(headWithoutScripts + shell.slice(0, cut - 3));
    expect(rewriter.push(shell.slice(cut))).toBe(
      shell.slice(cut - 3).replace(/<script src="[^"]+" id="_R_" async=""><\/script>/, loaderScript(moved)),
    );
    // After the loader the rest of the document passes through untouched, piece by piece.
    expect(rewriter.push(streamed)).toBe(streamed);
    expect(rewriter.end()).toBe('');
  });

  it('loses nothing when the runtime’s tag never comes: the loader goes at the end, unmatched preloads come back', () => {
    const withoutRuntime = head + '<body><main>Jackets</main></body></html>';
    const out = rewriteInPieces([withoutRuntime]);
    expect(
      out.endsWith(
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
          loaderScript(moved.slice(0, 2)),
      ),
    ).toBe(true);
  });

  it('leaves a document without start-up scripts as it was', () => {
    const plain = '<!DOCTYPE html><html><head><title>Offline</title></head><body>Offline</body></html>';
    expect(rewriteInPieces([plain.slice(0, 30), plain.slice(30)])).toBe(plain);
  });

  it('cannot end the loader’s script element early, whatever a path holds', () => {
    expect(loaderScript([['/a.js?x=</script><script>alert(1)//', '']])).not.toMatch(
      /<\/script>.*<\/script>/s,
    );
  });
});

/** A stand-in for the browser objects the loader touches, with the switches a test turns. */
function browser(options: { visibility?: string; paintTiming?: boolean }) {
  const added: Array<{ src: string; id: string; async: boolean }> = [];
  const listeners = new Map<string, () => void>();
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
  let frame: (() => void) | null = null;
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const document = {
    visibilityState: options.visibility ?? 'visible',
    head: { appendChild: (element: { src: string; id: string; async: boolean }) => added.push(element) },
    createElement: () => ({ src: '', id: '', async: false }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  function PerformanceObserver(this: unknown, callback: typeof observer) {
    observer = callback;
    return { observe: () => undefined };
  }
  PerformanceObserver.supportedEntryTypes =
    options.paintTiming === false ? ['resource'] : ['paint', 'resource'];
  const context = {
    document,
    window: { PerformanceObserver },
    requestAnimationFrame: (callback: () => void) => (frame = callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
  };
  const source = /<script>([\s\S]*)<\/script>/.exec(loaderScript(moved))![1]!;
  vm.runInNewContext(source, context);
  return {
    added,
    document,
    paint: (names: string[]) =>
      observer!({ getEntriesByName: (name: string) => names.filter((one) => one === name) }),
    becomeHidden: () => {
      document.visibilityState = 'hidden';
      listeners.get('visibilitychange')?.();
    },
    becomeVisible: () => listeners.get('visibilitychange')?.(),
    frame: () => frame?.(),
    runTimers: (upTo: number) =>
      timers.filter((timer) => timer.delay <= upTo).forEach((timer) => timer.callback()),
  };
}

describe('the loader of a page’s start-up scripts, in the browser', () => {
  const asAdded = moved.map(([src, id]) => ({ src, id, async: true }));

  it('adds the scripts, in order and once, when the first contentful paint is reported', () => {
    const page = browser({});
    page.frame();
    page.paint(['first-paint']);
    expect(page.added).toEqual([]);
    page.paint(['first-paint', 'first-contentful-paint']);
    expect(page.added).toEqual(asAdded);
    page.paint(['first-contentful-paint']);
    page.runTimers(5000);
    expect(page.added).toHaveLength(3);
  });

  it('adds them at once in a page that is not visible, and as soon as a visible page is hidden', () => {
    expect(browser({ visibility: 'hidden' }).added).toEqual(asAdded);
    const page = browser({});
    page.becomeVisible();
    expect(page.added).toEqual([]);
    page.becomeHidden();
    expect(page.added).toEqual(asAdded);
  });

  it('waits for the first frame in a browser without paint timing, and never more than 5 s', () => {
    const page = browser({ paintTiming: false });
    expect(page.added).toEqual([]);
    page.frame();
    page.runTimers(0);
    expect(page.added).toEqual(asAdded);
    const never = browser({});
    never.runTimers(4999);
    expect(never.added).toEqual([]);
    never.runTimers(5000);
    expect(never.added).toEqual(asAdded);
  });
});
