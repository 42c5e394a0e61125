import { envelope, withApi } from './envelope';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Handler = (request: Request) => Promise<Response>;

/**
 * Handlers for the methods a route does not implement: a JSON 405 envelope with `Allow`, where Next.js would answer
 * an empty 405. Use: `export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);`
 */
export function otherMethods(allowed: readonly Method[]): Record<Method, Handler> {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const refuse: Handler = withApi(async (request: Request) =>
    envelope(`Method ${request.method} is not allowed here. Use ${allowed.join(' or ')}.`, 405, undefined, {
      Allow: allow,
    }),
  );
  return Object.fromEntries(METHODS.map((method) => [method, refuse])) as Record<Method, Handler>;
}

/** Every method of a path no route serves: a JSON 404 envelope instead of Next.js' HTML page. */
export const unknownApiPath: Handler = withApi(async (request: Request) =>
  envelope(`No API endpoint at ${new URL(request.url).pathname}.`, 404),
);
