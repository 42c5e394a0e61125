import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepSingleLocationHeader } from './single-location-header';

/** What Next.js does on a first render of a redirecting page: set the Location, then append it again from metadata. */
function redirectingServer(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.statusCode = 308;
    response.setHeader('location', '/p/MJ01/beaumont-summit-kit/MJ01-XS-Gray');
    response.appendHeader('location', '/p/MJ01/beaumont-summit-kit/MJ01-XS-Gray');
    response.appendHeader('set-cookie', 'a=1');
    response.appendHeader('set-cookie', 'b=2');
    response.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('one Location header on redirects', () => {
  it('drops a repeated Location and leaves every other appended header alone', async () => {
    keepSingleLocationHeader();
    const server = await redirectingServer();
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/p/MJ01-XS-Gray/x`, { redirect: 'manual' });
      expect(answer.status).toBe(308);
      expect(answer.headers.get('location')).toBe('/p/MJ01/beaumont-summit-kit/MJ01-XS-Gray');
      expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    } finally {
      server.close();
    }
  });
});
