import { addNotification, DEFAULT_TIME_TO_LIVE, keptAfterNavigation, needsCloseButton, normalizeNotificationType, removeNotification, staysUntilDismissed } from './notifications';

describe('notifications', () => {
  it('keeps the five known types and shows anything else as danger', () => {
    for (const type of ['secondary', 'info', 'success', 'warning', 'danger']) expect(normalizeNotificationType(type)).toBe(type);
    expect(normalizeNotificationType('error')).toBe('danger');
    expect(normalizeNotificationType(undefined)).toBe('danger');
  });

  it('ignores a notification with the same message as the last one', () => {
    const one = addNotification([], { type: 'success', message: 'Product has been added to the cart!' }, 'a');
    const two = addNotification(one, { type: 'success', message: 'Product has been added to the cart!' }, 'b');
    expect(two).toHaveLength(1);
    const three = addNotification(two, { type: 'info', message: 'Other' }, 'c');
    const four = addNotification(three, { type: 'success', message: 'Product has been added to the cart!' }, 'd');
    expect(four.map((n) => n.id)).toEqual(['a', 'c', 'd']);
  });

  it('defaults to a 5000 ms time to live and keeps hasNoTimeout and up to two actions', () => {
    const [added] = addNotification([], { message: 'x', hasNoTimeout: true, action1: { label: 'OK' }, action2: { label: 'Proceed to checkout', action: 'goToCheckout' } }, 'a');
    expect(added).toMatchObject({ timeToLive: DEFAULT_TIME_TO_LIVE, hasNoTimeout: true, action1: { label: 'OK' }, action2: { label: 'Proceed to checkout' } });
  });

  it('removes by id', () => {
    const list = addNotification(addNotification([], { message: 'a' }, '1'), { message: 'b' }, '2');
    expect(removeNotification(list, '1').map((n) => n.id)).toEqual(['2']);
  });

  it('keeps a notification with a button that does something until it is dismissed or the page changes (WCAG 2.2.1)', () => {
    const list = [
      { message: 'Product has been added to the cart!', action1: { label: 'Proceed to checkout', action: 'proceed-to-checkout' } },
      { message: 'Saved' },
      { message: 'Server error', action1: { label: 'OK' } },
      { message: 'Order waiting!', hasNoTimeout: true, action1: { label: 'Confirm', action: 'confirm-offline-orders' } },
    ].reduce((all, input, index) => addNotification(all, input, String(index)), [] as ReturnType<typeof addNotification>);
    expect(list.map(staysUntilDismissed)).toEqual([true, false, false, true]);
    // A close button where no button only closes it.
    expect(list.map(needsCloseButton)).toEqual([true, true, false, true]);
    expect(keptAfterNavigation(list).map((n) => n.message)).toEqual(['Saved', 'Server error', 'Order waiting!']);
  });
});
