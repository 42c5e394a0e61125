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

  it('leaves Next.js’s error document as it was: it has nothing to paint before its scripts run', () => {
    const errorDocument = page.replace('<html lang="en">', '<html id="__next_error__">');
    expect(rewriteInPieces([errorDocument])).toBe(errorDocument);
    expect(
      rewriteInPieces([errorDocument.slice(0, 20), errorDocument.slice(20, 90), errorDocument.slice(90)]),
    ).toBe(errorDocument);
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
function browser(options: { visibility?: string }) {
  const added: Array<{ src: string; id: string; async: boolean }> = [];
  const listeners = new Map<string, () => void>();
  let frame: (() => void) | null = null;
  let timers: Array<{ callback: () => void; delay: number }> = [];
  const document = {
    visibilityState: options.visibility ?? 'visible',
    head: { appendChild: (element: { src: string; id: string; async: boolean }) => added.push(element) },
    createElement: () => ({ src: '', id: '', async: false }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const context = {
    document,
    requestAnimationFrame: (callback: () => void) => (frame = callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
  };
  const source = /<script>([\s\S]*)<\/script>/.exec(loaderScript(moved))![1]!;
  vm.runInNewContext(source, context);
  return {
    added,
    becomeHidden: () => {
      document.visibilityState = 'hidden';
      listeners.get('visibilitychange')?.();
    },
    becomeVisible: () => listeners.get('visibilitychange')?.(),
    /** The browser's next animation frame: the callbacks, then the frame's style, layout and paint. */
    frame: () => frame?.(),
    /** Runs the timers due within `upTo` ms, once each. */
    runTimers: (upTo: number) => {
      const due = timers.filter((timer) => timer.delay <= upTo);
      timers = timers.filter((timer) => timer.delay > upTo);
      due.forEach((timer) => timer.callback());
    },
  };
}

describe('the loader of a page’s start-up scripts, in the browser', () => {
  const asAdded = moved.map(([src, id]) => ({ src, id, async: true }));

  it('adds the scripts, in order and once, in the task after the first animation frame', () => {
    const page = browser({});
    page.runTimers(0);
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    page.runTimers(0);
    expect(page.added).toEqual(asAdded);
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

  it('never waits more than 5 s for a frame', () => {
    const page = browser({});
    page.runTimers(4999);
    expect(page.added).toEqual([]);
    page.runTimers(5000);
    expect(page.added).toEqual(asAdded);
  });
});
