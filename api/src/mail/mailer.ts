import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (the templates draw both); the outbox keeps the text only. */
  html?: string;
  /** Extra headers (List-Unsubscribe on non-essential mail). */
  headers?: Record<string, string>;
}

/** Sends mail: SMTP in production, the outbox table when no SMTP server is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery through nodemailer; `url` is SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export function smtpMailer(url: string, from: string): Mailer {
  // Created on the first mail: nodemailer is loaded only by a process that sends one (about 13 MB resident).
  let transport: Promise<Transporter> | undefined;
  const open = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    kind: 'smtp',
    async send(mail) {
      await (await open()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}

/**
 * Development delivery: mails are rows of `outbox`, read by tests and, outside production (or with
 * DEV_OUTBOX=1), by GET /api/dev/outbox. It keeps the text part only: what tests and the e2e helpers read (codes, links).
 */
export function outboxMailer(db: Kysely<Database>, clock: () => Date = () => new Date()): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db
        .insertInto('outbox')
        .values({ to: mail.to, subject: mail.subject, text: mail.text, created_at: clock().toISOString() })
        .execute();
    },
    close: () => Promise.resolve(),
  };
}
