import { ApiError, badRequest } from './api-error';

/** Larger than any request of the API (an order with 100 lines is ≈ 60 KB); refused before it is read. */
export const MAX_BODY_BYTES = 1_000_000;

const tooLarge = (limit: number) =>
  new ApiError(413, `Request body is too large: at most ${Math.floor(limit / 1000)} KB are accepted.`);

/**
 * The body as text, read at most `limit` bytes: a declared Content-Length above it is refused before anything is
 * read, a chunked body is cancelled as soon as it passes it. Bytes that are not UTF-8 are a 400.
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest('Request body is not valid UTF-8 text.');
  }
}
