import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../src/app.js';
import { createTestDatabase, startSeededApp, type TestDatabase } from '../../helper.js';
import { IN_VOTING, sendSms } from './vote-helpers.js';

// With SMS_PROVIDER_URL set, codes for phones go to the gateway (a loopback server here), not to the outbox.

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
  app = await startSeededApp(testDb, { portalNow: IN_VOTING, smsProvider: { url, token: 'gw-token' } });
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

  it('answers 503 when the gateway fails, and forgets the code so the voter can ask again at once', async () => {
    status = 500;
    const res = await sendSms(app, '92120002');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'The verification code could not be sent, please try again later', show: true });
    expect(await app.db.selectFrom('vote_codes').selectAll().execute()).toHaveLength(1);
    status = 200;
    expect((await sendSms(app, '92120002')).statusCode).toBe(200);
  });
});
