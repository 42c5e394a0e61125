/** @jest-environment jsdom */
import { act, Suspense, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lazyWhenLoaded } from './lazy-when-loaded';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Listener = ({ name }: { name: string }) => <p>{name} listening</p>;

describe('lazyWhenLoaded (deferred islands whose code has arrived)', () => {
  let root: Root;
  let container: HTMLDivElement;
  /** Every text the page showed, commit after commit. */
  let shown: string[];
  let observer: MutationObserver;
  beforeEach(() => {
    container = document.createElement('div');
    root = createRoot(container);
    shown = [];
    observer = new MutationObserver(() => shown.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
  afterEach(() => {
    observer.disconnect();
    act(() => root.unmount());
  });

  const page = (Island: ComponentType<{ name: string }>) => (
    <Suspense fallback={<p>loading</p>}>
      <Island name="cart" />
    </Suspense>
  );

  it('draws code that is at hand in the first commit, never showing the fallback', async () => {
    const load = jest.fn(() => Promise.resolve(Listener));
    const Island = lazyWhenLoaded(load, () => Listener);
    act(() => root.render(page(Island)));
    await act(async () => {});
    expect(container.textContent).toBe('cart listening');
    expect(shown).not.toContain('loading');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads code that is not at hand, showing the fallback until it arrives', async () => {
    let arrive: (component: typeof Listener) => void = () => {};
    const Island = lazyWhenLoaded(
      () => new Promise<typeof Listener>((resolve) => (arrive = resolve)),
      () => undefined,
    );
    act(() => root.render(page(Island)));
    expect(container.textContent).toBe('loading');
    await act(async () => arrive(Listener));
    expect(container.textContent).toBe('cart listening');
  });
});
