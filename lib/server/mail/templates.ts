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
