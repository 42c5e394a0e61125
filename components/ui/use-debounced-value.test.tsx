/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useDebouncedValue } from './use-debounced-value';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: string[] = [];
function Probe({ value }: { value: string }) {
  const debounced = useDebouncedValue(value, 400);
  seen.push(debounced);
  return <output>{debounced}</output>;
}

describe('useDebouncedValue (checkout address lookups wait for a pause in typing)', () => {
  let root: Root;
  let container: HTMLDivElement;
  beforeEach(() => {
    jest.useFakeTimers();
    seen.length = 0;
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    jest.useRealTimers();
  });

  it('gives the first value at once and a typed zip code only after 400 ms without keystrokes', () => {
    act(() => root.render(<Probe value="" />));
    expect(container.textContent).toBe('');
    for (const zip of ['7', '73', '733', '7330', '73301']) {
      act(() => root.render(<Probe value={zip} />));
      act(() => jest.advanceTimersByTime(150));
    }
    expect(container.textContent).toBe('');
    act(() => jest.advanceTimersByTime(249)); // 399 ms after the last keystroke
    expect(container.textContent).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(container.textContent).toBe('73301');
    // Only the settled value was ever seen: no intermediate zip code would have reached a query key.
    expect(new Set(seen)).toEqual(new Set(['', '73301']));
  });
});
