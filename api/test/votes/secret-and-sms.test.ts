import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveVoteSecret, voteSecretFile } from '../../src/votes/secret.js';
import { httpSmsSender } from '../../src/votes/sms/http.js';
import { SmsDeliveryError } from '../../src/votes/sms/sender.js';

describe('resolveVoteSecret', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vote-secret-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prefers VOTE_SECRET, else generates one key in DATA_DIR (mode 0600) that later starts read back', async () => {
    expect(resolveVoteSecret('x'.repeat(32), dir)).toBe('x'.repeat(32));
    const made = resolveVoteSecret(undefined, dir);
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(voteSecretFile(dir))).mode & 0o777).toBe(0o600);
    expect(resolveVoteSecret(undefined, dir)).toBe(made);
  });
});

describe('httpSmsSender', () => {
  const received: { auth: string | undefined; type: string | undefined; body: unknown }[] = [];
  let status = 200;
  let server: Server;
  let url: string;

  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return text;
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      void read(request).then((text) => {
        received.push({ auth: request.headers.authorization, type: request.headers['content-type'], body: JSON.parse(text) });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs {to, text} as JSON with the bearer token', async () => {
    await httpSmsSender({ url, token: 'tok-1' }).send({ to: '+85292123456', text: 'code 123456' });
    expect(received.at(-1)).toEqual({ auth: 'Bearer tok-1', type: 'application/json', body: { to: '+85292123456', text: 'code 123456' } });
  });

  it('fails on a non-2xx answer and on an unreachable gateway', async () => {
    status = 502;
    await expect(httpSmsSender({ url, token: 't' }).send({ to: '+85292123456', text: 'x' })).rejects.toThrow(SmsDeliveryError);
    status = 200;
    await expect(httpSmsSender({ url: 'http://127.0.0.1:1/sms', token: 't', timeoutMs: 2000 }).send({ to: '+85292123456', text: 'x' })).rejects.toThrow(/unreachable/);
  });
});
