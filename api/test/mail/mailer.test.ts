import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { sendEmail } from '../accounts/account-helpers.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let testDb: TestDatabase;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  // A real SMTP server process on a free local port; it keeps every message it accepts.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await testDb.drop();
});

/** The text body of a raw message (nodemailer sends quoted-printable or base64 for non-ASCII). */
/** The text a reader sees: the text/plain part of a multipart/alternative mail (the templates add an HTML part). */
function bodyText(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    const plain = body.split(`--${boundary}`).find((part) => /Content-Type: text\/plain/i.test(part));
    return plain ? bodyText(plain.replace(/^\r\n/, '')) : '';
  }
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodedSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    )
    .trim();
}

describe('SMTP mail (SMTP_URL set)', () => {
  it('sends the code through a real SMTP server, in the requester language, and writes no outbox row', async () => {
    const app = await startTestApp(testDb, { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Desert Award <award@test.invalid>' });
    try {
      expect(app.mailer.kind).toBe('smtp');
      const res = await sendEmail(app, 'Reader@Example.org', { 'accept-language': 'zh-cn' });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.to).toEqual(['reader@example.org']);
      expect(mail.from).toBe('award@test.invalid');
      const text = bodyText(mail.raw);
      const code = /验证码是 (\d{6})/.exec(text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(decodedSubject(mail.raw)).toBe(`沙漠可持续发展大奖：你的验证码 ${code}`);
      expect(await app.db.selectFrom('outbox').select('id').execute()).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});

describe('development outbox', () => {
  it('GET /api/dev/outbox lists the mails to an address, newest first', async () => {
    const app = await startTestApp(testDb);
    try {
      expect(app.mailer.kind).toBe('outbox');
      await sendEmail(app, 'outbox@example.org', { 'accept-language': 'en-us' });
      const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { email: 'Outbox@Example.org' } });
      expect(res.statusCode).toBe(200);
      const mails = res.json<{ data: { to: string; subject: string; text: string; createTime: string }[] }>().data;
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'outbox@example.org', text: expect.stringMatching(/verification code is \d{6}\b/) });
      const other = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { email: 'nobody@example.org' } });
      expect(other.json()).toMatchObject({ code: 1, data: [] });
    } finally {
      await app.close();
    }
  });

  it.each([
    ['to', '\u0000'],
    ['email', 'a\u0000@example.org'],
    ['to', '+852\u001f91234567'],
  ])('refuses a control character in ?%s= with the localized message (PostgreSQL answered 500 to a NUL)', async (name, value) => {
    const app = await startTestApp(testDb);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { [name]: value }, headers: { 'accept-language': 'en-us' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 0, data: null, msg: `Invalid parameters: ${name}`, show: true });
    } finally {
      await app.close();
    }
  });

  it('does not exist in production mode (devOutbox false)', async () => {
    const app = await startTestApp(testDb, { devOutbox: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { email: 'outbox@example.org' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 0, data: null });
    } finally {
      await app.close();
    }
  });
});
