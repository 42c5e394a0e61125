import { envelope, withApi } from '@/lib/server/http/envelope';
import { otherMethods } from '@/lib/server/http/methods';
import { serveImage } from '@/lib/server/media/image-proxy';
import { ImageRequestError, negotiateFormat, parseImageRequest } from '@/lib/server/media/image-request';

/** Image proxy: /img/{width}/{height}/{resize|fit|identify}/{path}. */
export const GET = withApi(async (request: Request, context: { params: Promise<{ path: string[] }> }) => {
  let imageRequest;
  try {
    imageRequest = parseImageRequest((await context.params).path);
  } catch (error) {
    if (error instanceof ImageRequestError) return envelope(error.message, 400);
    throw error;
  }
  const result = await serveImage(imageRequest, negotiateFormat(request.headers.get('accept')));
  const body = typeof result.body === 'string' ? result.body : new Uint8Array(result.body);
  return new Response(body, { status: result.status, headers: result.headers });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
