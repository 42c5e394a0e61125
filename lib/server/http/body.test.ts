import { ApiError } from './api-error';
import { MAX_BODY_BYTES, readBodyText } from './body';

/** A body of `total` bytes made on demand in 64 KB chunks, counting how many bytes the reader pulled. */
function lazyBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stats = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled >= total) return controller.close();
        stats.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats };
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/eventlog', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readBodyText', () => {
  it('refuses a declared Content-Length above the limit before reading a byte', async () => {
    const { stream, stats } = lazyBody(50_000_000);
    const error = await refusal(readBodyText(post(stream, { 'content-length': '50000000' })));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Request body is too large: at most 1000 KB are accepted.');
    expect(stats.pulled).toBe(0);
  });

  it('stops reading a chunked 50 MB body just past the limit', async () => {
    const { stream, stats } = lazyBody(50_000_000);
    const error = await refusal(readBodyText(post(stream)));
    expect(error.status).toBe(413);
    // Memory stays flat: the limit plus the chunk that crossed it are read, not the 50 MB.
    expect(stats.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 64 * 1024);
  });

  it('reads a body within the limit, as UTF-8 text', async () => {
    expect(await readBodyText(post(JSON.stringify({ name: 'Zoë' })))).toBe('{"name":"Zoë"}');
    expect(await readBodyText(post('x'.repeat(MAX_BODY_BYTES)))).toHaveLength(MAX_BODY_BYTES);
    expect(await readBodyText(new Request('http://shop.test/api/x'))).toBe('');
  });

  it('refuses bytes that are not UTF-8 with a 400', async () => {
    const error = await refusal(readBodyText(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/not valid UTF-8/);
  });
});
