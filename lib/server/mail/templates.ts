import type { Mail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

type MailLanguage = 'en' | 'de' | 'it';

/** A customer's mails are in the language of the store view they shopped in; English for any other. */
const mailLanguage = (storeCode: string): MailLanguage => (storeCode === 'de' || storeCode === 'it' ? storeCode : 'en');

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const RESET_TEXTS: Record<MailLanguage, { subject: string; hello: string; open: string; link: string; ignore: string }> = {
  en: {
    subject: 'Reset your password',
    hello: 'Hello {name},',
    open: 'To choose a new password, open {link} within {minutes} minutes (it works once)',
    link: 'this link',
    ignore: 'If you did not ask for this, ignore this mail.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    hello: 'Hallo {name},',
    open: 'Um ein neues Passwort zu wählen, öffnen Sie {link} innerhalb von {minutes} Minuten (er funktioniert einmal)',
    link: 'diesen Link',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
  },
  it: {
    subject: 'Reimposta la password',
    hello: 'Ciao {name},',
    open: 'Per scegliere una nuova password, apri {link} entro {minutes} minuti (funziona una sola volta)',
    link: 'questo link',
    ignore: 'Se non lo hai chiesto tu, ignora questa e-mail.',
  },
};

/** The reset link, in the language of the store view the reset was asked from. */
export function resetPasswordMail(to: string, storeCode: string, firstname: string, link: string, validMinutes: number): Mail {
  const texts = RESET_TEXTS[mailLanguage(storeCode)];
  const minutes = String(validMinutes);
  return {
    kind: 'reset-password',
    to,
    subject: texts.subject,
    text: `${fill(texts.hello, { name: firstname })}\n\n${fill(texts.open, { link: texts.link, minutes })}:\n${link}\n\n${texts.ignore}`,
    html: `<p>${escapeHtml(fill(texts.hello, { name: firstname }))}</p><p>${fill(escapeHtml(texts.open), {
      link: `<a href="${escapeHtml(link)}">${escapeHtml(texts.link)}</a>`,
      minutes,
    })}.</p><p>${escapeHtml(texts.ignore)}</p>`,
  };
}

/** An owner's invitation to the back office (ADR 0056): the link works once, for the given hours. */
export function staffInvitationMail(to: string, inviter: string, role: 'owner' | 'staff', link: string, validHours: number): Mail {
  const what = role === 'owner' ? 'an owner' : 'a staff member';
  return {
    kind: 'staff-invitation',
    to,
    subject: 'You are invited to the shop\'s back office',
    text: `Hello,\n\n${inviter} invites you to the shop's back office as ${what}. To set your password, open this link within ${validHours} hours (it works once):\n${link}\n\nIf you did not expect this, ignore this mail.`,
    html: `<p>Hello,</p><p>${escapeHtml(inviter)} invites you to the shop's back office as ${what}. To set your password, open <a href="${escapeHtml(link)}">this link</a> within ${validHours} hours (it works once).</p><p>If you did not expect this, ignore this mail.</p>`,
  };
}

export interface ConfirmationLine {
  name: string;
  sku: string;
  qty: number;
  rowTotal: string;
}

const CONFIRMATION_TEXTS: Record<MailLanguage, { subject: string; thanks: string; total: string }> = {
  en: { subject: 'Your order #{number}', thanks: 'Thank you for your order #{number}.', total: 'Grand total: {total}' },
  de: { subject: 'Ihre Bestellung #{number}', thanks: 'Vielen Dank für Ihre Bestellung #{number}.', total: 'Gesamtsumme: {total}' },
  it: { subject: 'Il tuo ordine #{number}', thanks: 'Grazie per il tuo ordine #{number}.', total: 'Totale complessivo: {total}' },
};

/** The order's confirmation, in the language of the store view it was placed in (amounts already in its format). */
export function orderConfirmationMail(to: string, storeCode: string, orderNumber: string, lines: readonly ConfirmationLine[], grandTotal: string): Mail {
  const texts = CONFIRMATION_TEXTS[mailLanguage(storeCode)];
  const values = { number: orderNumber, total: grandTotal };
  const rows = lines.map((line) => `${line.qty} × ${line.name} (${line.sku})  ${line.rowTotal}`);
  return {
    kind: 'order-confirmation',
    to,
    subject: fill(texts.subject, values),
    text: `${fill(texts.thanks, values)}\n\n${rows.join('\n')}\n\n${fill(texts.total, values)}`,
    html: `<p>${escapeHtml(fill(texts.thanks, values))}</p><ul>${lines
      .map((line) => `<li>${line.qty} × ${escapeHtml(line.name)} (${escapeHtml(line.sku)}) ${escapeHtml(line.rowTotal)}</li>`)
      .join('')}</ul><p>${escapeHtml(fill(texts.total, values))}</p>`,
  };
}

const BACK_IN_STOCK_TEXTS: Record<MailLanguage, { subject: (name: string) => string; body: (name: string) => string; open: string; unsubscribe: string; why: string }> = {
  en: {
    subject: (name) => `Back in stock: ${name}`,
    body: (name) => `Good news: ${name} is back in stock.`,
    open: 'See the product',
    unsubscribe: 'Stop all back-in-stock alerts for this address',
    why: 'You asked us to tell you once when it is back; this alert has now ended.',
  },
  de: {
    subject: (name) => `Wieder verfügbar: ${name}`,
    body: (name) => `Gute Nachricht: ${name} ist wieder verfügbar.`,
    open: 'Zum Produkt',
    unsubscribe: 'Alle Verfügbarkeitsbenachrichtigungen für diese Adresse beenden',
    why: 'Sie wollten einmal benachrichtigt werden, sobald der Artikel wieder da ist; diese Benachrichtigung ist damit beendet.',
  },
  it: {
    subject: (name) => `Di nuovo disponibile: ${name}`,
    body: (name) => `Buone notizie: ${name} è di nuovo disponibile.`,
    open: 'Vai al prodotto',
    unsubscribe: 'Disattiva tutti gli avvisi di disponibilità per questo indirizzo',
    why: 'Ci avevi chiesto di avvisarti una volta quando fosse tornato disponibile; questo avviso è ora concluso.',
  },
};

/** The one mail of a back-in-stock alert, in the store view's language, with the product's and the unsubscribe link. */
export function backInStockMail(to: string, storeCode: string, productName: string, productLink: string, unsubscribeLink: string): Mail {
  const texts = BACK_IN_STOCK_TEXTS[mailLanguage(storeCode)];
  return {
    kind: 'back-in-stock',
    to,
    subject: texts.subject(productName),
    text: `${texts.body(productName)}\n\n${texts.open}: ${productLink}\n\n${texts.why}\n${texts.unsubscribe}: ${unsubscribeLink}`,
    html: `<p>${escapeHtml(texts.body(productName))}</p><p><a href="${escapeHtml(productLink)}">${escapeHtml(texts.open)}</a></p><p><small>${escapeHtml(texts.why)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(texts.unsubscribe)}</a></small></p>`,
  };
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

type StatusMailAction = 'process' | 'ship' | 'cancel';

/** The order-status mails in each store's language (the order's store view; English for any other). */
const STATUS_TEXTS: Record<MailLanguage, Record<StatusMailAction, { subject: string; body: string }> & { shipment: string }> = {
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

/** Tells the customer of a status change of their order (processing, shipped with its tracking number, cancelled). */
export function orderStatusMail(to: string, storeCode: string, orderNumber: string, action: StatusMailAction, shipment: Shipment | null): Mail {
  const texts = STATUS_TEXTS[mailLanguage(storeCode)];
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
