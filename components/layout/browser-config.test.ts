import { makeZodJitless } from './browser-config';

describe('makeZodJitless', () => {
  it('switches zod to its jitless parsers through the configuration zod reads', async () => {
    makeZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Schemas still parse and reject as before.
    const schema = z.object({ sku: z.string(), qty: z.number().int() });
    expect(schema.parse({ sku: 'MJ01', qty: 2 })).toEqual({ sku: 'MJ01', qty: 2 });
    expect(schema.safeParse({ sku: 'MJ01', qty: 1.5 }).success).toBe(false);
  });
});
