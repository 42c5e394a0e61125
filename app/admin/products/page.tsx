import type { Metadata } from 'next';
import { getStoreView } from '@/lib/config/store-views';
import { listProducts, productFiltersSchema, type ProductFilters } from '@/lib/server/admin/products';
import { requireStaff } from '@/lib/server/admin/page-session';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../admin-header';
import { firstOf, formatMoney, listQuery, pageCount } from '../admin-format';

export const metadata: Metadata = { title: 'Products' };

const queryOf = (filters: ProductFilters, page?: number) => listQuery(filters, ['q', 'sort'], page);

/** Products (not a configurable's variants), newest first or by sku, found by sku, a variant's sku or name (ADR 0051). */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireStaff();
  const params = await searchParams;
  const raw = Object.fromEntries(['q', 'sort', 'page'].map((key) => [key, firstOf(params[key])]));
  const parsed = productFiltersSchema.safeParse(raw);
  const filters: ProductFilters = parsed.success ? parsed.data : {};
  const result = parsed.success ? await listProducts(await getDb(), filters) : null;
  const pages = pageCount(result);
  const currency = getStoreView().i18n.currencyCode;
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <h1>Products</h1>
        <Notice text={firstOf(params.notice)} />
        <form className="filters" method="get" action="/admin/products" aria-label="Find products">
          <div>
            <label htmlFor="products-q">Sku or name</label>
            <input id="products-q" name="q" type="search" defaultValue={raw.q ?? ''} maxLength={200} />
          </div>
          <div>
            <label htmlFor="products-sort">Order</label>
            <select id="products-sort" name="sort" defaultValue={raw.sort ?? 'newest'}>
              <option value="newest">Newest first</option>
              <option value="sku">By sku</option>
            </select>
          </div>
          <button type="submit">Find</button>
        </form>
        {!parsed.success && (
          <p className="error" role="alert">
            {parsed.error.issues[0]?.path.join('.')}: {parsed.error.issues[0]?.message}
          </p>
        )}
        {result && (
          <>
            <p>
              {result.total} {result.total === 1 ? 'product' : 'products'} · page {result.page} of {pages}
            </p>
            <table>
              <caption className="visually-hidden">Products</caption>
              <thead>
                <tr>
                  <th scope="col">Sku</th>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((product) => (
                  <tr key={product.sku}>
                    <td><a href={`/admin/products/${encodeURIComponent(product.sku)}`}>{product.sku}</a></td>
                    <td>{product.name}</td>
                    <td>{product.typeId}</td>
                    <td>{product.status === 1 ? 'enabled' : 'disabled'}</td>
                    <td>
                      {formatMoney(product.price, currency)}
                      {product.specialPrice !== null && <><br />special {formatMoney(product.specialPrice, currency)}</>}
                    </td>
                    <td>
                      {product.typeId === 'configurable'
                        ? `${product.children} variants`
                        : product.qty === null ? '–' : `${product.qty}${product.isInStock ? '' : ' (out of stock)'}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav aria-label="Pages of products">
              {result.page > 1 && <a href={`/admin/products${queryOf(filters, result.page - 1)}`} rel="prev">Previous page</a>}{' '}
              {result.page < pages && <a href={`/admin/products${queryOf(filters, result.page + 1)}`} rel="next">Next page</a>}
            </nav>
          </>
        )}
      </main>
    </>
  );
}
