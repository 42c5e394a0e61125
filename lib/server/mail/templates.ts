import type { Mail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function resetPasswordMail(to: string, firstname: string, link: string, validMinutes: number): Mail {
  return {
    kind: 'reset-password',
    to,
    subject: 'Reset your password',
    text: `Hello ${firstname},\n\nTo choose a new password, open this link within ${validMinutes} minutes (it works once):\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    html: `<p>Hello ${escapeHtml(firstname)},</p><p>To choose a new password, open <a href="${escapeHtml(link)}">this link</a> within ${validMinutes} minutes (it works once).</p><p>If you did not ask for this, ignore this mail.</p>`,
  };
}

export interface ConfirmationLine {
  name: string;
  sku: string;
  qty: number;
  rowTotal: string;
}

export function orderConfirmationMail(to: string, orderNumber: string, lines: readonly ConfirmationLine[], grandTotal: string): Mail {
  const rows = lines.map((line) => `${line.qty} × ${line.name} (${line.sku})  ${line.rowTotal}`);
  return {
    kind: 'order-confirmation',
    to,
    subject: `Your order #${orderNumber}`,
    text: `Thank you for your order #${orderNumber}.\n\n${rows.join('\n')}\n\nGrand total: ${grandTotal}`,
    html: `<p>Thank you for your order #${escapeHtml(orderNumber)}.</p><ul>${lines
      .map((line) => `<li>${line.qty} × ${escapeHtml(line.name)} (${escapeHtml(line.sku)}) ${escapeHtml(line.rowTotal)}</li>`)
      .join('')}</ul><p>Grand total: ${escapeHtml(grandTotal)}</p>`,
  };
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

type StatusMailAction = 'process' | 'ship' | 'cancel';

/** The order-status mails in each store's language (the order's store view; English for any other). */
const STATUS_TEXTS: Record<'en' | 'de' | 'it', Record<StatusMailAction, { subject: string; body: string }> & { shipment: string }> = {
  en: {
    process: { subject: 'Your order #{number} is being prepared', body: 'We are preparing your order #{number}.' },
    ship: { subject: 'Your order #{number} has shipped', body: 'Your order #{number} is on its way.' },
    cancel: { subject: 'Your order #{number} was cancelled', body: 'Your order #{number} was cancelled. You will not be charged for it.' },
    shipment: 'Carrier: {carrier}, tracking number: {tracking}',
  },
  de: {
    process: { subject: 'Ihre Bestellung #{number} wird vorbereitet', body: 'Wir bereiten Ihre Bestellung #{number} vor.' },
    ship: { subject: 'Ihre Bestellung #{number} wurde versandt', body: 'Ihre Bestellung #{number} ist unterwegs.' },
    cancel: { subject: 'Ihre Bestellung #{number} wurde storniert', body: 'Ihre Bestellung #{number} wurde storniert. Sie wird Ihnen nicht berechnet.' },
    shipment: 'Versanddienst: {carrier}, Sendungsnummer: {tracking}',
  },
  it: {
    process: { subject: 'Il tuo ordine #{number} è in preparazione', body: 'Stiamo preparando il tuo ordine #{number}.' },
    ship: { subject: 'Il tuo ordine #{number} è stato spedito', body: 'Il tuo ordine #{number} è in viaggio.' },
    cancel: { subject: 'Il tuo ordine #{number} è stato annullato', body: 'Il tuo ordine #{number} è stato annullato. Non ti verrà addebitato.' },
    shipment: 'Corriere: {carrier}, numero di spedizione: {tracking}',
  },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Tells the customer of a status change of their order (processing, shipped with its tracking number, cancelled). */
export function orderStatusMail(to: string, storeCode: string, orderNumber: string, action: StatusMailAction, shipment: Shipment | null): Mail {
  const texts = STATUS_TEXTS[storeCode === 'de' || storeCode === 'it' ? storeCode : 'en'];
  const values = { number: orderNumber, carrier: shipment?.carrier ?? '', tracking: shipment?.trackingNumber ?? '' };
  const lines = [fill(texts[action].body, values), ...(shipment ? [fill(texts.shipment, values)] : [])];
  return {
    kind: 'order-status',
    to,
    subject: fill(texts[action].subject, values),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
