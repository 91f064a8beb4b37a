import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../src/app.js';
import { createTestDatabase, startSeededApp, type TestDatabase } from '../../helper.js';
import { IN_VOTING, sendSms } from './vote-helpers.js';

// With SMS_PROVIDER_URL set, codes for phones go to the gateway (a loopback server here), not to the outbox, through
// the message queue: a failing gateway is retried (short waits here), no longer answered with a 503.

let gateway: Server;
let testDb: TestDatabase;
let app: App;
let status = 200;
const texts: { to: string; text: string }[] = [];

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.headers.authorization === 'Bearer gw-token') texts.push(JSON.parse(body) as { to: string; text: string });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  testDb = await createTestDatabase();
  app = await startSeededApp(testDb, { portalNow: IN_VOTING, smsProvider: { url, token: 'gw-token' }, messageQueue: { baseDelayMs: 40, maxDelayMs: 160 } });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

describe('sendSms through the SMS gateway', () => {
  it('sends the localized text to the E.164 number and writes no outbox row', async () => {
    const res = await sendSms(app, '9212 0001', '127.0.0.1', 'zh-cn');
    expect(res.statusCode).toBe(200);
    expect(texts).toEqual([{ to: '+85292120001', text: expect.stringMatching(/^【沙漠可持续发展大奖】你的投票验证码是 \d{6}，10 分钟内有效。$/) as unknown as string }]);
    expect(await app.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('answers at once when the gateway fails, and the queue sends the text again until the gateway takes it', async () => {
    status = 500;
    const res = await sendSms(app, '92120002');
    expect(res.statusCode).toBe(200);
    const row = () => app.db.selectFrom('messages').selectAll().where('to_address', '=', '+85292120002').executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ kind: 'vote-code', channel: 'sms', status: 'queued', attempts: 1, last_error: 'SMS gateway answered 500:' });
    // The code stands: the voter enters it once the text arrives.
    expect(await app.db.selectFrom('vote_codes').selectAll().execute()).toHaveLength(2);
    status = 200;
    for (let i = 0; i < 40 && (await row()).status !== 'sent'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      await app.messages.drain();
    }
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(texts.filter((t) => t.to === '+85292120002')).toHaveLength(2);
  });
});
