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

  it.each([
    ['requests still fail', async (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'))],
    ['the shop answers 503 (its database out of reach)', async () => answered(503)],
  ])('does not call back when the online event comes while %s', async (_case, answer) => {
    const { done } = answerWith(answer);
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
