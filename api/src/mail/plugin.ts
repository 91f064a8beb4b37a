import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxMailer, smtpMailer, type Mailer } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
}

/** `app.mailer`: SMTP when SMTP_URL is set, else the outbox table. */
export const mailerPlugin = fp<MailerPluginOptions>(
  async (app: FastifyInstance, { smtpUrl, mailFrom }) => {
    const mailer = smtpUrl ? smtpMailer(smtpUrl, mailFrom) : outboxMailer(app.db);
    if (!smtpUrl) app.log.info('SMTP_URL is not set: mails are written to the outbox table');
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['db'] },
);
