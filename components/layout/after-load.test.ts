/** @jest-environment jsdom */
import { afterLoadWhenWanted } from './after-load';
import { RECORD_FIRST_INTERACTION } from './record-first-interaction';

/** Deferred islands (the cart's code) load at the shopper's first interaction, or 4 s after the load event. */
describe('afterLoadWhenWanted', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete window.__storefrontInteracted;
    // What the page's HTML runs first (app/[locale]/layout.tsx).
    new Function(RECORD_FIRST_INTERACTION)();
  });
  afterEach(() => jest.useRealTimers());

  it('waits for an interaction after the load event, or the quiet start', () => {
    const run = jest.fn();
    afterLoadWhenWanted(run);
    jest.advanceTimersByTime(3000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    jest.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts without waiting for the quiet start when the shopper moved before the island asked', () => {
    // The pointer moved while the header's code was still loading (before any island called afterLoadWhenWanted).
    window.dispatchEvent(new Event('pointermove'));
    const run = jest.fn();
    afterLoadWhenWanted(run);
    jest.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('loads after 4 s without any interaction, once', () => {
    const run = jest.fn();
    afterLoadWhenWanted(run);
    jest.advanceTimersByTime(3900);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(300);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled (the island unmounted)', () => {
    window.dispatchEvent(new Event('scroll'));
    const run = jest.fn();
    const cancel = afterLoadWhenWanted(run);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
