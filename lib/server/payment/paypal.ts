import 'server-only';
import { PAYPAL_DEFAULT_API_URL } from '@/lib/domain/payment-provider';
import { ApiError } from '@/lib/server/http/api-error';

/** PayPal server credentials from the environment (PAYPAL_CLIENT_ID, PAYPAL_SECRET, PAYPAL_API_URL); read per call. */
export interface PaypalServerConfig {
  clientId: string;
  secret: string;
  apiUrl: string;
}

const PAYPAL_NOT_CONFIGURED = 'The payment provider is not configured on this shop (set PAYPAL_CLIENT_ID and PAYPAL_SECRET).';
const PAYPAL_SECRET_MISSING = 'The payment provider is not fully configured on this shop (PAYPAL_SECRET is missing).';
const PAYPAL_UNREACHABLE = 'The payment provider cannot be reached. Try again in a few seconds.';

function paypalServerConfig(env: Record<string, string | undefined> = process.env): PaypalServerConfig | null {
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  const secret = env.PAYPAL_SECRET?.trim();
  if (!clientId || !secret) return null;
  const apiUrl = (env.PAYPAL_API_URL?.trim() || PAYPAL_DEFAULT_API_URL).replace(/\/+$/, '');
  return { clientId, secret, apiUrl };
}

/**
 * The public client id the checkout loads the button with. PAYPAL_CLIENT_ID alone decides, as it decides whether the
 * 'paypal' payment method is offered (lib/server/cart/cart-totals.ts); completing a payment also needs PAYPAL_SECRET.
 */
export const paypalPublicClientId = (env: Record<string, string | undefined> = process.env) => env.PAYPAL_CLIENT_ID?.trim() || null;

export function requirePaypalConfig(): PaypalServerConfig {
  const config = paypalServerConfig();
  if (!config) throw new ApiError(503, paypalPublicClientId() ? PAYPAL_SECRET_MISSING : PAYPAL_NOT_CONFIGURED);
  return config;
}

const tokens = new Map<string, { token: string; expiresAt: number }>();

/** An OAuth access token (client credentials), reused until shortly before it expires. */
async function accessToken(config: PaypalServerConfig): Promise<string> {
  const key = `${config.apiUrl} ${config.clientId}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const response = await fetch(`${config.apiUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.clientId}:${config.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(10_000),
  }).catch(() => {
    throw new ApiError(502, PAYPAL_UNREACHABLE);
  });
  const json = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (!response.ok || typeof json?.access_token !== 'string') {
    throw new ApiError(502, 'The payment provider refused the shop credentials (check PAYPAL_CLIENT_ID and PAYPAL_SECRET).');
  }
  const lifetime = typeof json.expires_in === 'number' ? json.expires_in : 300;
  tokens.set(key, { token: json.access_token, expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000 });
  return json.access_token;
}

/** Forgets cached access tokens (tests). */
export const resetPaypalTokens = () => tokens.clear();

/**
 * Sends a body to the PayPal REST API with the shop's credentials and answers PayPal's status and JSON unchanged
 * (spec §7: body passed through, JSON response returned).
 */
export async function paypalPassThrough(config: PaypalServerConfig, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const token = await accessToken(config);
  const response = await fetch(`${config.apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  }).catch(() => {
    throw new ApiError(502, PAYPAL_UNREACHABLE);
  });
  const json: unknown = await response.json().catch(() => {
    throw new ApiError(502, 'Error with response - bad content-type!');
  });
  return { status: response.status, json };
}
