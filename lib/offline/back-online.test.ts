/** @jest-environment ./jest.env.jsdom.js */
import { whenShopAnswersAgain } from './back-online';

const realFetch = global.fetch;
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  global.fetch = realFetch;
});

const answered = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

/** The shop's answers to the health check, in order (the last one repeats). */
function shopAnswering(...answers: (() => Promise<Response>)[]) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return (answers[asked.length - 1] ?? answers.at(-1)!)();
  }) as typeof fetch;
  return asked;
}

/** Lets the pending fetches and their continuations run, and `ms` of timers pass. */
const elapse = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

describe('whenShopAnswersAgain', () => {
  it('calls back once the shop answers after an online event', async () => {
    const asked = shopAnswering(async () => answered(200));
    const onShopAnswers = jest.fn();
    const stop = whenShopAnswersAgain(onShopAnswers);
    window.dispatchEvent(new Event('online'));
    await elapse();
    expect(asked).toEqual(['/api/health']);
    expect(onShopAnswers).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each([
    ['requests still fail', unreachable],
    ['the shop answers 503 (its database out of reach)', async () => answered(503)],
  ])('does not call back when the online event comes while %s, however long it asks', async (_case, answer) => {
    const asked = shopAnswering(answer);
    const onShopAnswers = jest.fn();
    const stop = whenShopAnswersAgain(onShopAnswers);
    window.dispatchEvent(new Event('online'));
    await elapse(60_000);
    expect(onShopAnswers).not.toHaveBeenCalled();
    expect(asked).toHaveLength(6); // at once, then after 1, 2, 4, 8 and 16 s
    stop();
  });

  it('asks again when the shop was not reachable yet, and calls back when it answers', async () => {
    const asked = shopAnswering(unreachable, unreachable, async () => answered(200));
    const onShopAnswers = jest.fn();
    const stop = whenShopAnswersAgain(onShopAnswers);
    window.dispatchEvent(new Event('online'));
    await elapse(999);
    expect(asked).toHaveLength(1);
    await elapse(1 + 2_000);
    expect(asked).toHaveLength(3);
    expect(onShopAnswers).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops asking once the browser is offline again', async () => {
    const asked = shopAnswering(unreachable);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const onShopAnswers = jest.fn();
    const stop = whenShopAnswersAgain(onShopAnswers);
    window.dispatchEvent(new Event('online'));
    await elapse();
    onLine.mockReturnValue(false);
    await elapse(60_000);
    expect(asked).toHaveLength(1);
    expect(onShopAnswers).not.toHaveBeenCalled();
    stop();
  });

  it('asks nothing once stopped, even while it was waiting to ask again', async () => {
    const asked = shopAnswering(unreachable, async () => answered(200));
    const onShopAnswers = jest.fn();
    const stop = whenShopAnswersAgain(onShopAnswers);
    window.dispatchEvent(new Event('online'));
    await elapse();
    stop();
    window.dispatchEvent(new Event('online'));
    await elapse(60_000);
    expect(asked).toEqual(['/api/health']);
    expect(onShopAnswers).not.toHaveBeenCalled();
  });
});
