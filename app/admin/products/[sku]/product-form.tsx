'use client';

import { useState, type FormEvent } from 'react';

export interface StockRowView {
  sku: string;
  name: string;
  qty: number;
  isInStock: boolean;
}

/** A configurable's variant as its row shows it: its own prices, window, status and stock. */
export interface VariantRowView extends StockRowView {
  price: string;
  specialPrice: string;
  specialFrom: string;
  specialTo: string;
  status: number;
}

export interface ProductFormValues {
  version: number;
  price: string;
  specialPrice: string;
  specialFrom: string;
  specialTo: string;
  status: number;
}

type Errors = Record<string, string>;

/** The text of a refusal page (its `role=alert` paragraph), or the status when it has none. */
function refusalText(html: string, status: number): string {
  const text = new DOMParser().parseFromString(html, 'text/html').querySelector('[role="alert"]')?.textContent;
  return text || `Not saved (${status}).`;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className="field-error">{message}</p> : null;
}

type Describe = (name: string) => { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** The stock of a simple product: quantity and availability. */
function StockTable({ stock, errors, describe }: { stock: StockRowView[]; errors: Errors; describe: Describe }) {
  return (
    <table>
      <caption>Stock</caption>
      <thead>
        <tr>
          <th scope="col">Sku</th>
          <th scope="col">Name</th>
          <th scope="col">Quantity</th>
          <th scope="col">Availability</th>
        </tr>
      </thead>
      <tbody>
        {stock.map((row) => {
          const qty = `qty:${row.sku}`;
          const flag = `in_stock:${row.sku}`;
          return (
            <tr key={row.sku}>
              <th scope="row">{row.sku}</th>
              <td>{row.name}</td>
              <td>
                <label htmlFor={qty} className="visually-hidden">Quantity of {row.sku}</label>
                <input id={qty} name={qty} inputMode="numeric" size={8} defaultValue={row.qty} {...describe(qty)} />
                <FieldError id={`${qty}-error`} message={errors[qty]} />
              </td>
              <td>
                <label htmlFor={flag} className="visually-hidden">Availability of {row.sku}</label>
                <select id={flag} name={flag} defaultValue={row.isInStock ? '1' : '0'} {...describe(flag)}>
                  <option value="1">In stock</option>
                  <option value="0">Out of stock</option>
                </select>
                <FieldError id={`${flag}-error`} message={errors[flag]} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One labelled cell of a variant's row: the label names the field and the variant (visually hidden: the column says it). */
function VariantCell({ name, sku, label, errors, describe, children }: { name: string; sku: string; label: string; errors: Errors; describe: Describe; children: (props: { id: string; name: string } & ReturnType<Describe>) => React.ReactNode }) {
  const field = `${name}:${sku}`;
  return (
    <td>
      <label htmlFor={field} className="visually-hidden">{label} of {sku}</label>
      {children({ id: field, name: field, ...describe(field) })}
      <FieldError id={`${field}-error`} message={errors[field]} />
    </td>
  );
}

/** Each variant of a configurable on its own row: price, special price and window, status, quantity and availability. */
function VariantTable({ variants, errors, describe }: { variants: VariantRowView[]; errors: Errors; describe: Describe }) {
  return (
    <div className="table-scroll">
      <table className="variants">
        <caption>Variants: each one’s prices, status and stock (a change of the configurable’s price fields above reaches every variant whose own field is left as it was)</caption>
        <thead>
          <tr>
            <th scope="col">Sku</th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Special price</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Quantity</th>
            <th scope="col">Availability</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((row) => {
            const cell = { sku: row.sku, errors, describe };
            return (
              <tr key={row.sku}>
                <th scope="row">{row.sku}</th>
                <td>{row.name}</td>
                <VariantCell name="price" label="Price" {...cell}>{(props) => <input {...props} inputMode="decimal" size={7} defaultValue={row.price} />}</VariantCell>
                <VariantCell name="special_price" label="Special price" {...cell}>{(props) => <input {...props} inputMode="decimal" size={7} defaultValue={row.specialPrice} />}</VariantCell>
                <VariantCell name="special_from" label="Special price from" {...cell}>{(props) => <input {...props} type="date" defaultValue={row.specialFrom} />}</VariantCell>
                <VariantCell name="special_to" label="Special price to" {...cell}>{(props) => <input {...props} type="date" defaultValue={row.specialTo} />}</VariantCell>
                <VariantCell name="status" label="Status" {...cell}>
                  {(props) => (
                    <select {...props} defaultValue={String(row.status)}>
                      <option value="1">Enabled</option>
                      <option value="2">Disabled</option>
                    </select>
                  )}
                </VariantCell>
                <VariantCell name="qty" label="Quantity" {...cell}>{(props) => <input {...props} inputMode="numeric" size={6} defaultValue={row.qty} />}</VariantCell>
                <VariantCell name="in_stock" label="Availability" {...cell}>
                  {(props) => (
                    <select {...props} defaultValue={row.isInStock ? '1' : '0'}>
                      <option value="1">In stock</option>
                      <option value="0">Out of stock</option>
                    </select>
                  )}
                </VariantCell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The product form (ADR 0051): a plain form posted to the update route, which works without JavaScript (a refusal
 * page then lists what is wrong). With JavaScript it is sent with fetch, and each refused field shows its message next
 * to it (aria-invalid, aria-describedby), the first one focused.
 */
export function ProductForm({ action, values, stock, variants, configurable }: { action: string; values: ProductFormValues; stock: StockRowView[]; variants: VariantRowView[]; configurable: boolean }) {
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState('');
  const [sending, setSending] = useState(false);

  const describe: Describe = (name) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
      const response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
      if (response.ok && isJson) {
        const { location } = (await response.json()) as { location: string };
        window.location.assign(location);
        return;
      }
      if (isJson) {
        const refused = (await response.json()) as { message: string; fields?: Errors };
        setErrors(refused.fields ?? {});
        setSummary(refused.message);
        const first = Object.keys(refused.fields ?? {})[0];
        if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      } else {
        setErrors({});
        setSummary(refusalText(await response.text(), response.status));
      }
    } catch {
      setSummary('The shop could not be reached; nothing was saved.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form method="post" action={action} onSubmit={submit} noValidate aria-labelledby="product-form-title">
      <h2 id="product-form-title">Price, status and stock</h2>
      {summary && <p className="error" role="alert">{summary}</p>}
      <input type="hidden" name="version" value={values.version} />
      <div className="columns">
        <div>
          <div className="field">
            <label htmlFor="price">Price</label>
            <input id="price" name="price" inputMode="decimal" defaultValue={values.price} required {...describe('price')} />
            <FieldError id="price-error" message={errors.price} />
          </div>
          <div className="field">
            <label htmlFor="special_price">Special price (empty: none)</label>
            <input id="special_price" name="special_price" inputMode="decimal" defaultValue={values.specialPrice} {...describe('special_price')} />
            <FieldError id="special_price-error" message={errors.special_price} />
          </div>
          {configurable && <p>A change here reaches each variant whose own price field below is left as it was.</p>}
        </div>
        <div>
          <div className="field">
            <label htmlFor="special_from">Special price from (first day, UTC)</label>
            <input id="special_from" name="special_from" type="date" defaultValue={values.specialFrom} {...describe('special_from')} />
            <FieldError id="special_from-error" message={errors.special_from} />
          </div>
          <div className="field">
            <label htmlFor="special_to">Special price to (last day, UTC)</label>
            <input id="special_to" name="special_to" type="date" defaultValue={values.specialTo} {...describe('special_to')} />
            <FieldError id="special_to-error" message={errors.special_to} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={String(values.status)} {...describe('status')}>
            <option value="1">Enabled</option>
            <option value="2">Disabled</option>
          </select>
          <FieldError id="status-error" message={errors.status} />
        </div>
      </div>
      {stock.length > 0 && <StockTable stock={stock} errors={errors} describe={describe} />}
      {variants.length > 0 && <VariantTable variants={variants} errors={errors} describe={describe} />}
      <button type="submit" disabled={sending}>{sending ? 'Saving…' : 'Save'}</button>
    </form>
  );
}
