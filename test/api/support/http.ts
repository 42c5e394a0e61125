/** Calls a Next.js route handler in-process, as the HTTP layer would. */
type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export interface CallOptions<P> {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: P;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  json: T;
}

export async function call<P = Record<string, never>, T = any>(
  handler: Handler<P>,
  path: string,
  options: CallOptions<P> = {},
): Promise<ApiResponse<T>> {
  const hasBody = options.rawBody !== undefined || options.body !== undefined;
  const request = new Request(new URL(path, 'http://localhost'), {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? ({} as P)) });
  const text = await response.text();
  let json: T;
  try {
    json = JSON.parse(text) as T;
  } catch {
    json = text as T;
  }
  return { status: response.status, headers: response.headers, json };
}
