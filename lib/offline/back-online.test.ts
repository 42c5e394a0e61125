/** @jest-environment ./jest.env.jsdom.js */
import { whenShopAnswersAgain } from './back-online';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const answered = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

/** Resolves once the listener's fetch has been answered and its continuation has run. */
function answerWith(answer: () => Promise<Response>) {
  const asked: string[] = [];
  let settled: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (settled = resolve));
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    try {
      return await answer();
    } finally {
      setTimeout(settled, 0);
    }
  }) as typeof fetch;
  return { asked, done };
}

describe('whenShopAnswersAgain', () => {
  it('calls back once the shop answers after an online event', async () => {
    const { asked, done } = answerWith(async () => answered(200));
    const onShopAnswers = jest.fn();
    const stop = whenShopAnswersAgain(onShopAnswers);
    window.dispatchEvent(new Event('online'));
    await done;
    expect(asked).toEqual(['/api/health']);
    expect(onShopAnswers).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not call back when the online event comes while requests still fail', async () => {
    const { done } = answerWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const onShopAnswers = jest.fn();
    const stop = whenShopAnswersAgain(onShopAnswers);
    window.dispatchEvent(new Event('online'));
    await done;
    expect(onShopAnswers).not.toHaveBeenCalled();
    stop();
  });

  it('does not call back while the shop answers 503 (its database out of reach)', async () => {
    const { done } = answerWith(async () => answered(503));
    const onShopAnswers = jest.fn();
    const stop = whenShopAnswersAgain(onShopAnswers);
    window.dispatchEvent(new Event('online'));
    await done;
    expect(onShopAnswers).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening once stopped', () => {
    const { asked } = answerWith(async () => answered(200));
    const onShopAnswers = jest.fn();
    whenShopAnswersAgain(onShopAnswers)();
    window.dispatchEvent(new Event('online'));
    expect(asked).toEqual([]);
    expect(onShopAnswers).not.toHaveBeenCalled();
  });
});
