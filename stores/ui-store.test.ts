import { loaderView, useUiStore } from './ui-store';

const view = () => loaderView(useUiStore.getState().loader);

beforeEach(() => useUiStore.setState({ loader: { pending: [] } }));

describe('ui store loader (spec §1)', () => {
  test('is hidden until something shows it', () => {
    expect(view()).toEqual({ visible: false, message: undefined });
  });

  test('shows with a message and hides again', () => {
    useUiStore.getState().showLoader('Placing your order');
    expect(view()).toEqual({ visible: true, message: 'Placing your order' });
    useUiStore.getState().hideLoader();
    expect(view().visible).toBe(false);
  });

  test('shows without a message (the component falls back to its default text)', () => {
    useUiStore.getState().showLoader();
    expect(view()).toEqual({ visible: true, message: undefined });
  });

  test('stays while other work is still pending and shows the newest message', () => {
    const endOrder = useUiStore.getState().showLoader('Placing your order');
    const endLogin = useUiStore.getState().showLoader('Logging in');
    expect(view().message).toBe('Logging in');
    endLogin();
    expect(view()).toEqual({ visible: true, message: 'Placing your order' });
    endOrder();
    expect(view().visible).toBe(false);
  });

  test('ending the same work twice does not end another one', () => {
    const endFirst = useUiStore.getState().showLoader('first');
    useUiStore.getState().showLoader('second');
    endFirst();
    endFirst();
    expect(view()).toEqual({ visible: true, message: 'second' });
  });

  test('hiding when nothing is pending changes nothing', () => {
    const before = useUiStore.getState().loader;
    useUiStore.getState().hideLoader();
    expect(useUiStore.getState().loader).toBe(before);
  });
});
