import { allowedOrigin, corsHeaders, parseCorsOrigins } from './cors';

describe('CORS', () => {
  it('allows every origin by default, without credentials', () => {
    expect(parseCorsOrigins(undefined)).toBe('*');
    const headers = corsHeaders('*', 'http://127.0.0.1:3100', true);
    expect(headers).toMatchObject({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': expect.stringContaining('POST') });
    expect(headers['Access-Control-Allow-Headers']).toMatch(/Authorization/);
    expect(headers['Access-Control-Allow-Headers']).toMatch(/Content-Type/);
    expect(headers).not.toHaveProperty('Access-Control-Allow-Credentials');
  });

  it('echoes a listed origin, varies by Origin, and gives others nothing', () => {
    const list = parseCorsOrigins('https://pwa.example.com/, https://other.example.com');
    expect(list).toEqual(['https://pwa.example.com', 'https://other.example.com']);
    expect(allowedOrigin(list, 'https://pwa.example.com')).toBe('https://pwa.example.com');
    expect(corsHeaders(list, 'https://evil.example.com')).toEqual({ Vary: 'Origin' });
    expect(corsHeaders(list, null)).toEqual({ Vary: 'Origin' });
  });
});
