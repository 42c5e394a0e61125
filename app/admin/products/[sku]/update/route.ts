import { z } from 'zod';
import { adminAction } from '@/lib/server/admin/admin-request';
import { ADMIN_HEADERS, refusal, seeOther } from '@/lib/server/admin/admin-response';
import { ProductFormError, updateProduct } from '@/lib/server/admin/products';

const productPage = (sku: string) => `/admin/products/${encodeURIComponent(sku)}`;

/** The product's sku, from the address the form was posted to (a form field cannot point the change elsewhere). */
function skuOf(request: Request): string {
  const segment = new URL(request.url).pathname.split('/')[3] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // Malformed escapes: no product has that sku (404).
  }
}

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json' } });

/**
 * Changes a product's price, special price and window, status and stock (ADR 0051). The origin, the session and the
 * role are checked by adminAction as for every back-office form; the fields are checked by updateProduct, which names
 * each wrong one (400: as JSON for the page's script, which shows each message next to its field, or as a page
 * listing them without JavaScript). Success: 303 to the product's page with a notice (or its address as JSON).
 */
export const POST = adminAction(
  { role: 'staff', schema: z.looseObject({}), back: (_fields, params) => productPage(params.sku ?? '') },
  async ({ db, member, input, request }) => {
    const sku = skuOf(request);
    const back = productPage(sku);
    try {
      const count = await updateProduct(db, member, sku, input);
      const notice = count === 0 ? 'Nothing changed.' : `Saved: ${count} ${count === 1 ? 'change' : 'changes'}. The shop shows them now.`;
      if (wantsJson(request)) return json(200, { location: `${back}?notice=${encodeURIComponent(notice)}` });
      return seeOther(back, notice);
    } catch (error) {
      if (!(error instanceof ProductFormError)) throw error;
      return wantsJson(request) ? json(400, { message: error.message, fields: error.fields }) : refusal(400, error.message, back);
    }
  },
);
