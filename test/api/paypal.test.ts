import { GET as paypalConfig } from '@/app/api/ext/paypal/config/route';
import { POST as complete } from '@/app/api/ext/paypal/complete/route';
import { POST as setExpressCheckout } from '@/app/api/ext/paypal/set-express-checkout/route';
import { paypalOrderBody } from '@/lib/domain/payment-provider';
import { resetPaypalTokens } from '@/lib/server/payment/paypal';
import { call } from './support/http';

const PAYPAL_ENV = ['PAYPAL_CLIENT_ID', 'PAYPAL_SECRET', 'PAYPAL_API_URL'] as const;
const saved = Object.fromEntries(PAYPAL_ENV.map((name) => [name, process.env[name]]));

function configure(values: Partial<Record<(typeof PAYPAL_ENV)[number], string>>) {
  for (const name of PAYPAL_ENV) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  resetPaypalTokens();
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchMock.mockRestore();
  configure(saved);
});

/** The PayPal API as the mocked fetch sees it: a token for the credentials, then the call under test. */
function paypalAnswers(answer: Response) {
  fetchMock.mockImplementation(async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/v1/oauth2/token')) return json({ access_token: 'token-1', expires_in: 3600 });
    return answer;
  });
}

describe('payment provider not configured', () => {
  it('answers 503 with a clear message and calls nobody', async () => {
    configure({});
    for (const [handler, path, body] of [
      [setExpressCheckout, '/api/ext/paypal/set-express-checkout', paypalOrderBody({ grandTotal: 10, currency: 'USD' })],
      [complete, '/api/ext/paypal/complete', { orderID: 'ABC123' }],
    ] as const) {
      const response = await call(handler, path, { body });
      expect(response.status).toBe(503);
      expect(response.json).toEqual({ code: 503, result: expect.stringMatching(/not configured.*PAYPAL_CLIENT_ID/) });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the checkout no client id (no button, no script)', async () => {
    configure({});
    const response = await call(paypalConfig, '/api/ext/paypal/config?storeCode=de');
    expect(response.json).toEqual({ code: 200, result: { clientId: null, currency: 'EUR' } });
  });

  it('with a client id but no secret, the calls say the secret is missing', async () => {
    configure({ PAYPAL_CLIENT_ID: 'public-id' });
    const response = await call(complete, '/api/ext/paypal/complete', { body: { orderID: 'ABC123' } });
    expect(response.status).toBe(503);
    expect(response.json.result).toMatch(/PAYPAL_SECRET is missing/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('payment provider configured', () => {
  beforeEach(() => configure({ PAYPAL_CLIENT_ID: 'public-id', PAYPAL_SECRET: 'secret', PAYPAL_API_URL: 'https://paypal.test/' }));

  it('gives the checkout the client id and the store currency', async () => {
    expect((await call(paypalConfig, '/api/ext/paypal/config')).json).toEqual({ code: 200, result: { clientId: 'public-id', currency: 'USD' } });
  });

  it('set-express-checkout passes the body through to PayPal with the server credentials and returns its JSON', async () => {
    const paypalOrder = { id: '5O190127TN364715T', status: 'CREATED', links: [{ rel: 'approve', href: 'https://paypal.test/approve' }] };
    paypalAnswers(json(paypalOrder, 201));
    const body = { ...paypalOrderBody({ grandTotal: 42.5, currency: 'USD', cartId: 'cart-9' }), application_context: { brand_name: 'Storefront' } };

    const response = await call(setExpressCheckout, '/api/ext/paypal/set-express-checkout', { body });

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ code: 200, result: paypalOrder });
    const [tokenCall, orderCall] = fetchMock.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect(tokenCall[0]).toBe('https://paypal.test/v1/oauth2/token');
    expect(new Headers(tokenCall[1].headers).get('authorization')).toBe(`Basic ${Buffer.from('public-id:secret').toString('base64')}`);
    expect(orderCall[0]).toBe('https://paypal.test/v2/checkout/orders');
    expect(new Headers(orderCall[1].headers).get('authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(orderCall[1].body))).toEqual(body);
  });

  it('complete captures the approved order, passing the rest of the body through, and returns PayPal JSON', async () => {
    const captured = { id: '5O190127TN364715T', status: 'COMPLETED' };
    paypalAnswers(json(captured, 201));
    const response = await call(complete, '/api/ext/paypal/complete', { body: { orderID: '5O190127TN364715T', note_to_payer: 'thanks' } });
    expect(response.json).toEqual({ code: 200, result: captured });
    const orderCall = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(orderCall[0]).toBe('https://paypal.test/v2/checkout/orders/5O190127TN364715T/capture');
    expect(JSON.parse(String(orderCall[1].body))).toEqual({ note_to_payer: 'thanks' });
  });

  it("returns PayPal's refusal with PayPal's status and JSON", async () => {
    const refusal = { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] };
    paypalAnswers(json(refusal, 422));
    const response = await call(complete, '/api/ext/paypal/complete', { body: { orderID: 'ABC123' } });
    expect(response.status).toBe(422);
    expect(response.json).toEqual({ code: 422, result: refusal });
  });

  it('refuses malformed bodies with 400 before calling PayPal', async () => {
    paypalAnswers(json({}));
    expect((await call(setExpressCheckout, '/api/ext/paypal/set-express-checkout', { body: { intent: 'CAPTURE', purchase_units: [] } })).status).toBe(400);
    expect((await call(complete, '/api/ext/paypal/complete', { body: { orderID: '../v1/oauth2/token' } })).status).toBe(400);
    expect((await call(complete, '/api/ext/paypal/complete', { rawBody: '{oops' })).status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 502 when PayPal cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await call(complete, '/api/ext/paypal/complete', { body: { orderID: 'ABC123' } });
    expect(response.status).toBe(502);
    expect(response.json.result).toMatch(/cannot be reached/);
  });
});
