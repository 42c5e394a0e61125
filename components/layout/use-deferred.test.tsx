/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import messages from '@/messages/en-US.json';
import { useUiStore } from '@/stores/ui-store';
import { useDeferred } from './use-deferred';

jest.mock('next-intl', () => ({
  useTranslations: () => (key: keyof typeof messages.Shell) => jest.requireActual<typeof import('@/messages/en-US.json')>('@/messages/en-US.json').Shell[key],
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Island({ load, name }: { load: () => Promise<unknown>; name: string }) {
  const ready = useDeferred(load, true);
  return <p>{ready ? `${name} ready` : `${name} waiting`}</p>;
}

/** What the notification's Try again does (notification-area.tsx): asks for the retry and closes the notification. */
function tryAgain() {
  window.dispatchEvent(new CustomEvent('storefront:retry-components'));
  for (const entry of componentLoadErrors()) useUiStore.getState().dismiss(entry.id);
}

const componentLoadErrors = () => useUiStore.getState().notifications.filter((entry) => entry.message === messages.Shell.componentLoadError);

describe('useDeferred', () => {
  let container: HTMLElement;
  let root: Root;

  beforeEach(() => {
    useUiStore.setState({ notifications: [] });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('reports a failed chunk once however many islands wait for it, whatever lands in between, and Try again brings them all', async () => {
    const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const load = jest.fn(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })));
    await act(async () => {
      root.render(
        <>
          <Island load={load} name="loader" />
          <Island load={load} name="back to top" />
        </>,
      );
    });
    expect(pending).toHaveLength(2);
    await act(async () => pending[0]!.reject(new Error('chunk refused')));
    // Another notification between the two failures: the ui store drops only a repeat of the last one.
    useUiStore.getState().notify({ type: 'info', message: 'Something else' });
    await act(async () => pending[1]!.reject(new Error('chunk refused')));
    expect(componentLoadErrors()).toHaveLength(1);

    await act(async () => tryAgain());
    expect(pending).toHaveLength(4);
    await act(async () => pending[2]!.reject(new Error('chunk refused')));
    await act(async () => pending[3]!.reject(new Error('chunk refused')));
    expect(componentLoadErrors()).toHaveLength(1);

    await act(async () => tryAgain());
    await act(async () => pending.slice(4).forEach((load) => load.resolve()));
    expect(componentLoadErrors()).toHaveLength(0);
    expect(container.textContent).toBe('loader readyback to top ready');
  });
});
