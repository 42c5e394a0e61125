// No 'server-only' here: the import CLI (scripts/import.ts, plain tsx) mails the back-in-stock alerts it makes due.
import { and, eq, inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { commerceConfig } from '@/lib/config/commerce';
import type { Db } from '@/lib/server/db/client';
import { outboundMail } from '@/lib/server/db/schema';

export interface Mail {
  kind: 'reset-password' | 'order-confirmation' | 'back-in-stock' | 'order-status' | 'staff-invitation';
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues a mail in the outbound_mail table; pass the transaction of the change it belongs to (transactional outbox). */
export async function enqueueMail(db: Db, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(outboundMail)
    .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: outboundMail.id });
  return row!.id;
}

let smtp: { url: string; transport: Transporter } | undefined;
let outbox: Transporter | undefined;

/** SMTP when SMTP_URL is set; otherwise nodemailer renders the message and the outbox table keeps it. */
function transport(): { transport: Transporter; kind: 'smtp' | 'outbox' } {
  const url = commerceConfig().SMTP_URL;
  if (url) {
    if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
    return { transport: smtp.transport, kind: 'smtp' };
  }
  outbox ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return { transport: outbox, kind: 'outbox' };
}

/**
 * Delivers queued mails (after the transaction that queued them has committed). Each mail is claimed with a
 * conditional update, so two instances never send the same one. Failures stay in the table with their error.
 */
export async function deliverMail(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const claimed = await db
    .update(outboundMail)
    .set({ status: 'sending' })
    .where(and(inArray(outboundMail.id, [...ids]), eq(outboundMail.status, 'queued')))
    .returning();
  const { transport: sender, kind } = transport();
  const from = commerceConfig().MAIL_FROM;
  for (const mail of claimed) {
    try {
      const info = await sender.sendMail({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined });
      const raw = kind === 'outbox' && Buffer.isBuffer(info.message) ? info.message.toString('utf8') : null;
      await db
        .update(outboundMail)
        .set({ status: kind === 'smtp' ? 'sent' : 'outbox', raw, sentAt: new Date(), attempts: mail.attempts + 1, error: null })
        .where(eq(outboundMail.id, mail.id));
    } catch (error) {
      console.error('[mail] delivery failed', error);
      await db
        .update(outboundMail)
        .set({ status: 'failed', attempts: mail.attempts + 1, error: error instanceof Error ? error.message : String(error) })
        .where(eq(outboundMail.id, mail.id));
    }
  }
}
