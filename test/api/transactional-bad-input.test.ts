/**
 * Every endpoint of the transactional API gets malformed JSON, wrong types, huge and negative numbers and missing
 * fields: each must answer a 4xx envelope, never a 500.
 */
import * as userCreate from '@/app/api/user/create/route';
import * as userLogin from '@/app/api/user/login/route';
import * as userRefresh from '@/app/api/user/refresh/route';
import * as userMe from '@/app/api/user/me/route';
import * as userHistory from '@/app/api/user/order-history/route';
import * as userChange from '@/app/api/user/change-password/route';
import * as userReset from '@/app/api/user/reset-password/route';
import * as userCreatePassword from '@/app/api/user/create-password/route';
import * as cartCreate from '@/app/api/cart/create/route';
import * as cartPull from '@/app/api/cart/pull/route';
import * as cartUpdate from '@/app/api/cart/update/route';
import * as cartDelete from '@/app/api/cart/delete/route';
import * as cartTotals from '@/app/api/cart/totals/route';
import * as cartPayment from '@/app/api/cart/payment-methods/route';
import * as cartShipping from '@/app/api/cart/shipping-methods/route';
import * as cartShippingInfo from '@/app/api/cart/shipping-information/route';
import * as cartCollect from '@/app/api/cart/collect-totals/route';
import * as cartApply from '@/app/api/cart/apply-coupon/route';
import * as cartDeleteCoupon from '@/app/api/cart/delete-coupon/route';
import * as cartCoupon from '@/app/api/cart/coupon/route';
import * as order from '@/app/api/order/route';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';
import { guestCart, pickSimple, register, type Session } from './support/commerce';

jest.setTimeout(180_000);

const db = seededShopPerFile();
let session: Session;
let cartId: string;
let sku: string;
beforeAll(async () => {
  session = await register();
  cartId = await guestCart();
  sku = (await pickSimple(db())).sku;
});

type Handler = (request: Request, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

const HUGE = 1e308;
const bodies = (): unknown[] => [
  null,
  [],
  'text',
  42,
  true,
  {},
  { customer: 'x', password: 123, username: [], refreshToken: {}, email: 5, currentPassword: null, newPassword: HUGE, resetToken: -1 },
  { cartItem: { sku: 123, qty: HUGE } },
  { cartItem: { sku, qty: -HUGE, item_id: -5 } },
  { cartItem: { sku, qty: 1, item_id: HUGE, product_option: { extension_attributes: { custom_options: 'x', configurable_item_options: [{ option_id: -1 }] } } } },
  { cartItem: { sku: 'x'.repeat(10_000), qty: '1e400' } },
  { address: { country_id: 12345, region_id: -1 } },
  { addressInformation: { shippingAddress: null, shipping_method_code: HUGE } },
  { methods: { paymentMethod: 'checkmo', shippingMethodCode: [] } },
  { order_id: {}, products: [{ sku, qty: HUGE }], addressInformation: {} },
  { order_id: 'x', products: [{ sku, qty: -1 }], addressInformation: { shippingAddress: {}, billingAddress: [] } },
  { order_id: -HUGE, products: 'all' },
  { customer: { email: 'a@b.co', firstname: 'A'.repeat(100_000), lastname: 'B', addresses: [{ id: HUGE }] }, password: 'Aa1!aaaaaaa' },
  { customer: { addresses: 'none', email: [] } },
];
const raws = ['{', '{"a":', 'not json', '[1,2', '{"cartItem": {"sku": "a", "qty": 1}', '\u0000\u0001'];

const cart = (path: string) => `${path}?cartId=CART`;
const nul = 'a\u0000b';
/** Endpoint, handler, method, path, and bodies that are wrong for this endpoint in particular (each must be a 4xx). */
const endpoints: [string, Handler, string, string, unknown[]][] = [
  ['user/create', userCreate.POST as Handler, 'POST', '/api/user/create', [{}, { customer: { email: 'a@b.co', firstname: nul, lastname: 'Doe' }, password: 'Aa1!aaaaaa' }]],
  ['user/login', userLogin.POST as Handler, 'POST', '/api/user/login', [{}, { username: 'a@b.co', password: 5 }, { username: 'a@b.co', password: 'x', guestCartId: 7 }]],
  ['user/refresh', userRefresh.POST as Handler, 'POST', '/api/user/refresh', [{}, { refreshToken: HUGE }, { refreshToken: nul }]],
  ['user/me POST', userMe.POST as Handler, 'POST', '/api/user/me?token=TOKEN', [{}, { customer: { firstname: 5 } }, { customer: { lastname: nul } }]],
  ['user/change-password', userChange.POST as Handler, 'POST', '/api/user/change-password?token=TOKEN', [{}, { currentPassword: 'x', newPassword: -1 }]],
  ['user/reset-password', userReset.POST as Handler, 'POST', '/api/user/reset-password', [{}, { email: HUGE }]],
  ['user/create-password', userCreatePassword.POST as Handler, 'POST', '/api/user/create-password', [{}, { email: 'a@b.co', newPassword: 'Aa1!aaaaaa', resetToken: nul }]],
  ['cart/create', cartCreate.POST as Handler, 'POST', '/api/cart/create?token=TOKEN', [{ guestCartId: 5 }, { guestCartId: nul }]],
  ['cart/update', cartUpdate.POST as Handler, 'POST', cart('/api/cart/update'), [{}, { cartItem: { sku: nul, qty: 1 } }, { cartItem: { sku: 'x', qty: HUGE } }, { cartItem: { sku: 'x', qty: 1, item_id: -1 } }]],
  ['cart/delete', cartDelete.POST as Handler, 'POST', cart('/api/cart/delete'), [{}, { cartItem: {} }, { cartItem: { item_id: HUGE } }, { cartItem: { sku: nul } }]],
  ['cart/shipping-methods', cartShipping.POST as Handler, 'POST', cart('/api/cart/shipping-methods'), [{}, { address: { country_id: 'USA' } }, { address: { country_id: 'US', region_id: -4 } }]],
  ['cart/shipping-information', cartShippingInfo.POST as Handler, 'POST', cart('/api/cart/shipping-information'), [{}, { addressInformation: { shippingAddress: { country_id: 5 } } }, { addressInformation: { shippingAddress: { country_id: 'US', city: nul } } }]],
  ['cart/collect-totals', cartCollect.POST as Handler, 'POST', cart('/api/cart/collect-totals'), [{ methods: 'x' }, { methods: { paymentMethod: { method: HUGE } } }, { methods: { paymentMethod: { method: 'bitcoin' } } }]],
  ['order', order.POST as Handler, 'POST', '/api/order', [{}, { order_id: 'x', products: [], addressInformation: {} }, { order_id: nul }]],
];

describe.each(endpoints)('%s with bad bodies', (_name, handler, method, path, bad) => {
  const url = () => path.replace('TOKEN', session.token).replace('CART', cartId);
  const check = async (rawBody: string, mustBe4xx: boolean) => {
    const response = await call(handler, url(), { method, rawBody });
    const ok = response.status < 500 && (!mustBe4xx || response.status >= 400) && response.json.code === response.status;
    if (!ok) throw new Error(`${path} answered ${response.status} to ${rawBody.slice(0, 200)}: ${JSON.stringify(response.json).slice(0, 300)}`);
  };
  it('answers 4xx to malformed JSON', async () => {
    for (const rawBody of raws) await check(rawBody, true);
  });
  it('answers 4xx to the wrong types, huge or negative numbers and missing fields of its own payload', async () => {
    for (const body of bad) await check(JSON.stringify(body), true);
  });
  it('never answers 500 to any of the other malformed payloads', async () => {
    for (const body of bodies()) await check(JSON.stringify(body), false);
  });
});

const queryCases: [string, Handler, string, string[]][] = [
  ['user/me GET', userMe.GET as Handler, 'GET', ['/api/user/me?token=', '/api/user/me?token=a.b.c', `/api/user/me?token=${'x'.repeat(5000)}`]],
  [
    'user/order-history',
    userHistory.GET as Handler,
    'GET',
    ['/api/user/order-history?token=TOKEN&pageSize=-1', '/api/user/order-history?token=TOKEN&pageSize=1e309', '/api/user/order-history?token=TOKEN&currentPage=abc', '/api/user/order-history?token=TOKEN&pageSize=100000'],
  ],
  ['cart/pull', cartPull.GET as Handler, 'GET', ['/api/cart/pull', '/api/cart/pull?cartId=', `/api/cart/pull?cartId=${'z'.repeat(500)}`, '/api/cart/pull?cartId=abc&token=forged', '/api/cart/pull?cartId=abc&storeCode=xx']],
  ['cart/totals', cartTotals.GET as Handler, 'GET', ['/api/cart/totals', '/api/cart/totals?cartId=-1', '/api/cart/totals?cartId=CART&storeCode=nope']],
  ['cart/payment-methods', cartPayment.GET as Handler, 'GET', ['/api/cart/payment-methods', '/api/cart/payment-methods?cartId=%00']],
  ['cart/coupon', cartCoupon.GET as Handler, 'GET', ['/api/cart/coupon', '/api/cart/coupon?cartId=nope']],
  ['cart/apply-coupon', cartApply.POST as Handler, 'POST', ['/api/cart/apply-coupon?cartId=CART', '/api/cart/apply-coupon?cartId=CART&coupon=', `/api/cart/apply-coupon?cartId=CART&coupon=${'X'.repeat(1000)}`, '/api/cart/apply-coupon?coupon=WELCOME10']],
  ['cart/delete-coupon', cartDeleteCoupon.POST as Handler, 'POST', ['/api/cart/delete-coupon', '/api/cart/delete-coupon?cartId=unknown']],
  ['cart/create', cartCreate.POST as Handler, 'POST', ['/api/cart/create?token=forged', `/api/cart/create?guestCartId=${'x'.repeat(500)}&token=TOKEN`, '/api/cart/create?storeCode=zz']],
];

describe.each(queryCases)('%s with bad queries', (_name, handler, method, paths) => {
  it('answers 4xx', async () => {
    for (const path of paths) {
      const response = await call(handler, path.replace('TOKEN', session.token).replace('CART', cartId), { method });
      if (response.status >= 500 || response.status < 400) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(response.json).slice(0, 300)}`);
    }
  });
});
