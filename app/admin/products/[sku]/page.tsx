import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getStoreView } from '@/lib/config/store-views';
import { recentAudit } from '@/lib/server/admin/audit';
import { PRODUCT_AUDIT, productForEdit } from '@/lib/server/admin/products';
import { requireStaff } from '@/lib/server/admin/page-session';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../../admin-header';
import { firstOf, formatDateTime, formatMoney } from '../../admin-format';
import { ProductForm } from './product-form';

export const metadata: Metadata = { title: 'Product' };

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');
const amount = (value: string | null) => (value === null ? '' : Number(value).toFixed(2));
/** The sku of the address, whether or not the router decoded it (a malformed escape is left as it is). */
function decodedSegment(segment: string): string {
  try {
    return /%[0-9a-f]{2}/i.test(segment) ? decodeURIComponent(segment) : segment;
  } catch {
    return segment;
  }
}
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '–' : String(value));

/** One product: its price, special price and window, status and stock (a configurable's: each variant's prices, status and stock), and its recent changes and its variants'. */
export default async function ProductPage({ params, searchParams }: { params: Promise<{ sku: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireStaff();
  const sku = decodedSegment((await params).sku);
  const query = await searchParams;
  if (sku.length > 200) notFound();
  const db = await getDb();
  const found = await productForEdit(db, sku);
  if (!found) notFound();
  const { product, children } = found;
  // A variant is changed on its configurable's page.
  if (product.parentSku) redirect(`/admin/products/${encodeURIComponent(product.parentSku)}#qty:${encodeURIComponent(sku)}`);
  // A configurable's page shows its variants' changes too (each variant's entry is keyed by its own sku).
  const audit = await recentAudit(db, PRODUCT_AUDIT, [sku, ...children.map((child) => child.sku)]);
  const configurable = product.typeId === 'configurable';
  const stock = configurable ? [] : found.stock ? [{ sku, name: product.name, qty: found.stock.qty, isInStock: found.stock.isInStock }] : [];
  const variants = children.map((child) => ({
    sku: child.sku,
    name: child.name,
    price: amount(child.price),
    specialPrice: amount(child.specialPrice),
    specialFrom: day(child.specialFromDate),
    specialTo: day(child.specialToDate),
    status: child.status,
    qty: child.qty,
    isInStock: child.isInStock,
  }));
  const currency = getStoreView().i18n.currencyCode;
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <p><a href="/admin/products">All products</a></p>
        <h1>{product.name}</h1>
        <Notice text={firstOf(query.notice)} />
        <p>
          Sku {product.sku} · {product.typeId} · {product.status === 1 ? 'enabled' : 'disabled'} · {formatMoney(product.price, currency)}
          {product.status === 1 && <> · <a href={`/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.urlKey)}`}>See it in the shop</a></>}
        </p>
        <ProductForm
          action={`/admin/products/${encodeURIComponent(sku)}/update`}
          configurable={configurable}
          stock={stock}
          variants={variants}
          values={{
            version: product.updatedAt.getTime(),
            price: amount(product.price),
            specialPrice: amount(product.specialPrice),
            specialFrom: day(product.specialFromDate),
            specialTo: day(product.specialToDate),
            status: product.status,
          }}
        />
        <section aria-labelledby="product-changes">
          <h2 id="product-changes">Recent changes</h2>
          {audit.length === 0 ? (
            <p>No change made in the back office yet.</p>
          ) : (
            <table>
              <caption className="visually-hidden">Recent changes, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                </tr>
              </thead>
              <tbody>
                {audit.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.createdAt)}</td>
                    <td>{entry.staffEmail}</td>
                    <td>
                      {entry.key !== sku && <p>Variant {entry.key}</p>}
                      <ul>
                        {Object.entries(entry.changes).map(([field, change]) => (
                          <li key={field}>{field.replace(':', ' of ')}: {shown(change.from)} → {shown(change.to)}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </main>
    </>
  );
}
