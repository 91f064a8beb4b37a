import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpMailer } from '../../src/mail/mailer.js';
import { renderMessage } from '../../src/messages/render.js';
import { SAMPLES, SITE } from './template-samples.js';

// A rendered mail goes out through a real SMTP server as multipart/alternative: the text part for any client, the HTML
// part for those that show it.

let smtp: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('a templated mail over SMTP', () => {
  it('carries the text and the HTML part', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Desert Award <award@test.invalid>');
    try {
      const mail = await renderMessage('work-receipt', 'en', SAMPLES['work-receipt'], { site: SITE });
      await mailer.send({ to: 'team@example.org', subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    } finally {
      await mailer.close();
    }
    expect(received).toHaveLength(1);
    const raw = received[0] ?? '';
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    const text = raw.indexOf('Content-Type: text/plain');
    const html = raw.indexOf('Content-Type: text/html');
    expect(text).toBeGreaterThan(0);
    expect(html).toBeGreaterThan(text);
  });
});
