/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { EARLY_CHANGE_PROPS, EARLY_CLICK_PROPS } from './early-click-marker';
import { handledClick, useEarlyClick } from './early-click';
import { handledChange, useEarlyChange } from './early-change';
import { RECORD_EARLY_CHANGES, RECORD_EARLY_CLICKS } from './record-first-interaction';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Control({ onAction }: { onAction: () => void }) {
  const ref = useEarlyClick<HTMLButtonElement>(onAction);
  return (
    <button ref={ref} type="button" onClick={handledClick(onAction)} {...EARLY_CLICK_PROPS}>
      <svg aria-hidden="true" />
      Cart
    </button>
  );
}

/** The server's markup for <Control />, as the page has it before its scripts run. */
const SERVER_MARKUP = '<button type="button" data-early-click=""><svg aria-hidden="true"></svg>Cart</button>';

describe('a click before the page’s scripts have started', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  // What the page's HTML runs first (app/[locale]/layout.tsx); its listener stays for the page's life.
  beforeAll(() => new Function(RECORD_EARLY_CLICKS)());

  beforeEach(() => {
    delete (window as { next?: unknown }).next;
    delete window.__storefrontEarlyClick;
    container = document.createElement('div');
    container.innerHTML = SERVER_MARKUP;
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  function hydrate(onAction: () => void) {
    // Next.js sets window.next just before it hydrates.
    (window as { next?: unknown }).next = { version: 'test' };
    act(() => {
      root = hydrateRoot(container, <Control onAction={onAction} />);
    });
  }

  it('is carried out once, when the control has hydrated', () => {
    const onAction = jest.fn();
    container.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onAction).not.toHaveBeenCalled();
    hydrate(onAction);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('is carried out once when it came after Next.js started but before the control hydrated', () => {
    const onAction = jest.fn();
    (window as { next?: unknown }).next = { version: 'test' };
    container.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    hydrate(onAction);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(window.__storefrontEarlyClick).toBeUndefined();
  });

  it('is not carried out for a control clicked after hydration (React handles that click, once)', () => {
    const onAction = jest.fn();
    hydrate(onAction);
    act(() => container.querySelector('button')!.click());
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(window.__storefrontEarlyClick).toBeUndefined();
  });

  it('is not carried out for a control that was not the one clicked', () => {
    const onAction = jest.fn();
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    hydrate(onAction);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('is carried out by a control rendered afresh on the client only when it is the same element', () => {
    const onAction = jest.fn();
    container.querySelector('button')!.click();
    container.innerHTML = '';
    (window as { next?: unknown }).next = { version: 'test' };
    act(() => {
      root = createRoot(container);
      root.render(<Control onAction={onAction} />);
    });
    expect(onAction).not.toHaveBeenCalled();
  });
});

function Sort({ onChoose }: { onChoose: (value: string) => void }) {
  const ref = useEarlyChange<HTMLSelectElement>(onChoose);
  return (
    <select ref={ref} name="sort" value="latest" onChange={handledChange(onChoose)} {...EARLY_CHANGE_PROPS}>
      <option value="latest">Latest</option>
      <option value="price">Price</option>
    </select>
  );
}

const SORT_MARKUP = '<select name="sort" data-early-change=""><option value="latest" selected="">Latest</option><option value="price">Price</option></select>';

describe('a change made before the page’s scripts have started', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeAll(() => new Function(RECORD_EARLY_CHANGES)());

  beforeEach(() => {
    delete (window as { next?: unknown }).next;
    delete window.__storefrontEarlyChange;
    container = document.createElement('div');
    container.innerHTML = SORT_MARKUP;
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  function choosePrice() {
    const select = container.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function hydrate(onChoose: (value: string) => void) {
    (window as { next?: unknown }).next = { version: 'test' };
    act(() => {
      root = hydrateRoot(container, <Sort onChoose={onChoose} />);
    });
  }

  it('is carried out once, with the value chosen, when the control has hydrated', () => {
    const onChoose = jest.fn();
    choosePrice();
    hydrate(onChoose);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith('price');
    expect(window.__storefrontEarlyChange).toBeUndefined();
  });

  it('is carried out once when it came after Next.js started but before the control hydrated', () => {
    const onChoose = jest.fn();
    (window as { next?: unknown }).next = { version: 'test' };
    choosePrice();
    hydrate(onChoose);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith('price');
  });

  it('is handled by React alone once the control has hydrated, and its record taken back', () => {
    const onChoose = jest.fn();
    hydrate(onChoose);
    act(() => choosePrice());
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(window.__storefrontEarlyChange).toBeUndefined();
  });
});
