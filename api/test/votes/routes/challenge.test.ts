import { beforeEach, describe, expect, it } from '@jest/globals';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../../../src/app.js';
import { DEFAULT_PUBLIC_VOTE } from '../../../src/season/public-vote.js';
import { challengeKeys, newChallenge } from '../../../src/votes/challenge.js';
import { resolveAltchaKey } from '../../../src/votes/secret.js';
import { subnetOf } from '../../../src/votes/subnet.js';
import { withTestApp } from '../../helper.js';
import { IN_VOTING, films, hashOf, issueCode, phone } from './vote-helpers.js';
import type { Envelope } from '@portal/contracts/common';
import type { AltchaChallenge, ChallengeRequired, VoteReceipt } from '@portal/contracts/votes';

// Issue 28 point 1: beyond a threshold of the season's publicVote.challenge the vote asks for a proof-of-work
// challenge (ALTCHA, signed by the API), never from people voting at a human pace. Thresholds here are the defaults.

let app: App;

withTestApp(
  (started) => {
    app = started;
  },
  { seeded: true, config: { portalNow: IN_VOTING } },
);

beforeEach(async () => {
  for (const table of ['votes', 'vote_chain_heads', 'vote_codes', 'vote_challenge_solutions', 'outbox'] as const) await app.db.deleteFrom(table).execute();
});

const policy = DEFAULT_PUBLIC_VOTE.challenge;

function post(url: 'sendSms' | 'verify', payload: Record<string, unknown>, ip = '127.0.0.1', lang = 'en-us') {
  return app.inject({ method: 'POST', url: `/api/v1.work/${url}`, payload, remoteAddress: ip, headers: { 'accept-language': lang } });
}

/** Solves a challenge as the page's worker does, and encodes it as the `altcha` field. */
async function solve(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const codeCount = async () => Number((await app.db.selectFrom('vote_codes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A vote_codes row as sendSms writes it, placed `minutesAgo` in real time (the thresholds count real time). */
function codeRow(contactHash: string, ip: string, minutesAgo: number) {
  const at = Date.now() - minutesAgo * 60_000;
  return {
    season: app.season.id,
    contact_hash: contactHash,
    channel: 'sms' as const,
    code_hash: 'x:y',
    ip,
    subnet: subnetOf(ip),
    created_at: new Date(at).toISOString(),
    expires_at: new Date(at + 600_000).toISOString(),
    used_at: null,
  };
}

describe('subnetOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0DB8:0000:0012::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
  ])('%s is in %s', (ip, subnet) => {
    expect(subnetOf(ip)).toBe(subnet);
  });
});

describe('sendSms under pressure', () => {
  it('meets a scripted burst from one /24 with a challenge, and lets a valid solution through, once', async () => {
    // A script cycling through the addresses of one /24, a new contact each time, half of them as a dual-stack socket
    // reports them (IPv4-mapped IPv6): the per-address rule never trips, the per-subnet one does after `count` codes.
    const burst = (i: number) => post('sendSms', { contact: phone(700_000 + i) }, `${i % 2 ? '::ffff:' : ''}198.51.100.${(i % 200) + 1}`);
    for (let i = 0; i < policy.perSubnet.count; i += 1) expect((await burst(i)).statusCode).toBe(200);
    const asked = await burst(policy.perSubnet.count);
    expect(asked.statusCode).toBe(429);
    const body = asked.json<Envelope<ChallengeRequired>>();
    expect(body).toMatchObject({ code: 0, msg: 'Many votes are arriving right now: your browser will first complete a short automatic check', show: true });
    expect(body.data.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    expect(await codeCount()).toBe(policy.perSubnet.count);
    // In the caller's language.
    const zh = await post('sendSms', { contact: phone(799_999) }, '198.51.100.250', 'zh-hk');
    expect(zh.json<Envelope>().msg).toBe('目前投票請求較多，你的瀏覽器需要先完成一項簡短的自動驗證');

    // Solved: the same body again with `altcha` gets its code.
    const altcha = await solve(body.data.challenge);
    const solved = await post('sendSms', { contact: phone(700_000 + policy.perSubnet.count), altcha }, '198.51.100.77');
    expect(solved.statusCode).toBe(200);
    expect(await codeCount()).toBe(policy.perSubnet.count + 1);
    const row = await app.db.selectFrom('vote_codes').select(['ip', 'subnet']).where('contact_hash', '=', hashOf(app, phone(700_000 + policy.perSubnet.count))).executeTakeFirstOrThrow();
    expect(row).toEqual({ ip: '198.51.100.77', subnet: '198.51.100.0/24' });

    // Replayed for another contact: refused, nothing stored.
    const replay = await post('sendSms', { contact: phone(700_500), altcha }, '198.51.100.78');
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ code: 0, data: null, msg: 'This automatic check has already been used, please try again', show: true });
    expect(await codeCount()).toBe(policy.perSubnet.count + 1);

    // Another subnet is not under pressure, and its `altcha` field, even garbage, is ignored.
    expect((await post('sendSms', { contact: phone(700_600), altcha: 'not-a-solution' }, '192.0.2.1')).statusCode).toBe(200);
  });

  it('refuses a forged, tampered or expired solution and changes nothing', async () => {
    // Pressure from one address: perAddress codes in the last minutes.
    await app.db.insertInto('vote_codes').values(Array.from({ length: policy.perAddress.count }, (_, i) => codeRow(`burst-${i}`, '203.0.113.9', 1))).execute();
    const asked = await post('sendSms', { contact: phone(710_001) }, '203.0.113.9');
    expect(asked.statusCode).toBe(429);
    const challenge = asked.json<Envelope<ChallengeRequired>>().data.challenge;
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as { challenge: AltchaChallenge; solution: { counter: number; derivedKey: string } };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const forged = [
      'bm90IGpzb24=',
      encode({ challenge, solution: { counter: good.solution.counter, derivedKey: `${good.solution.derivedKey.slice(0, -2)}00` } }),
      encode({ ...good, solution: { ...good.solution, derivedKey: 'ab'.repeat(32) } }),
      // An easier challenge of the caller's own, with the server's signature copied: the signature no longer matches.
      encode({ ...good, challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } } }),
    ];
    const before = await codeCount();
    for (const altcha of forged) {
      const res = await post('sendSms', { contact: phone(710_001), altcha }, '203.0.113.9');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 0, data: null, msg: 'The automatic check did not pass, please try again', show: true });
    }
    // Expired: a challenge the server signed five minutes and more ago.
    const keys = challengeKeys(resolveAltchaKey(app.config.altchaHmacKey, app.config.dataDir));
    const old = await newChallenge(keys, new Date(Date.now() - 6 * 60_000));
    const expired = await post('sendSms', { contact: phone(710_001), altcha: await solve(old) }, '203.0.113.9', 'zh-cn');
    expect(expired.statusCode).toBe(400);
    expect(expired.json<Envelope>().msg).toBe('自动验证已过期，请重试');
    expect(await codeCount()).toBe(before);
    expect(await app.db.selectFrom('vote_challenge_solutions').selectAll().execute()).toHaveLength(0);
    // The genuine solution still works after all that.
    const res = await post('sendSms', { contact: phone(710_001), altcha: encode(good) }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
  });

  it('asks everyone for the challenge when the whole site passes its per-minute threshold', async () => {
    await app.db.insertInto('vote_codes').values(Array.from({ length: policy.perMinute }, (_, i) => codeRow(`site-${i}`, `10.${i >> 8}.${i & 255}.1`, 0.5))).execute();
    expect((await post('sendSms', { contact: phone(720_001) }, '192.0.2.44')).statusCode).toBe(429);
  });

  it('sends codes to 200 different people through one school address over an hour, without a challenge', async () => {
    // Seven classes of about 30, one every 8½ minutes, each asking within three minutes, one in five pressing
    // "resend": the first six classes are placed in time, the last one goes through the route now.
    const school = '203.0.113.50';
    const rows = [];
    let voter = 0;
    for (let klass = 0; klass < 6; klass += 1) {
      const end = 8.5 * (6 - klass);
      for (let pupil = 0; pupil < 28 + (klass % 2); pupil += 1) {
        const hash = `pupil-${voter++}`;
        rows.push(codeRow(hash, school, end + 3 - (pupil * 3) / 29));
        if (pupil % 5 === 0) rows.push(codeRow(hash, school, end + 2 - (pupil * 3) / 29));
      }
    }
    await app.db.insertInto('vote_codes').values(rows).execute();
    const answers = [];
    while (voter < 200) {
      answers.push((await post('sendSms', { contact: phone(730_000 + voter) }, school)).statusCode);
      voter += 1;
    }
    expect(answers.length).toBeGreaterThanOrEqual(29);
    expect(answers.every((status) => status === 200)).toBe(true);
    const people = await app.db.selectFrom('vote_codes').select((eb) => eb.fn.count('contact_hash').distinct().as('n')).where('ip', '=', school).executeTakeFirstOrThrow();
    expect(Number(people.n)).toBe(200);
  });
});

describe('verify under pressure (per film)', () => {
  it('asks for the challenge for a film past its threshold, and casts the vote with a valid solution', async () => {
    const [hot, calm] = await films(app);
    const now = app.season.now().getTime();
    // perFilm.count votes for `hot` within the window, on the votes' own (season) clock; placed as rows, outside the
    // chain's numbering of the real votes below.
    await app.db
      .insertInto('votes')
      .values(
        Array.from({ length: policy.perFilm.count }, (_, i) => ({
          season: app.season.id,
          finalist_id: hot!,
          contact_hash: `placed-${i}`,
          created_at: new Date(now - (i % policy.perFilm.minutes) * 60_000 - 1000).toISOString(),
          seq: 10_000 + i,
          prev_hash: '0'.repeat(64),
          hash: '1'.repeat(64),
          subnet: '198.51.100.0/24',
          channel: 'sms' as const,
        })),
      )
      .execute();
    const voter = phone(740_001);
    const code = await issueCode(app, voter);
    const asked = await post('verify', { contact: voter, code, workId: hot });
    expect(asked.statusCode).toBe(429);
    const challenge = asked.json<Envelope<ChallengeRequired>>().data.challenge;
    // Nothing happened to the code or the chain.
    expect(await app.db.selectFrom('vote_codes').select('used_at').where('contact_hash', '=', hashOf(app, voter)).executeTakeFirstOrThrow()).toEqual({ used_at: null });
    expect(await app.db.selectFrom('votes').selectAll().where('contact_hash', '=', hashOf(app, voter)).execute()).toHaveLength(0);
    // A forged solution is refused the same way, changing nothing.
    expect((await post('verify', { contact: voter, code, workId: hot, altcha: 'e30=' })).statusCode).toBe(400);
    expect(await app.db.selectFrom('votes').selectAll().where('contact_hash', '=', hashOf(app, voter)).execute()).toHaveLength(0);

    const cast = await post('verify', { contact: voter, code, workId: hot, altcha: await solve(challenge) }, '198.51.100.9');
    expect(cast.statusCode).toBe(200);
    expect(cast.json<Envelope<VoteReceipt>>().data).toMatchObject({ seq: 1, finalistId: hot });
    const row = await app.db.selectFrom('votes').select(['subnet', 'channel']).where('contact_hash', '=', hashOf(app, voter)).executeTakeFirstOrThrow();
    expect(row).toEqual({ subnet: '198.51.100.0/24', channel: 'sms' });

    // Another film is not under pressure.
    const other = phone(740_002);
    expect((await post('verify', { contact: other, code: await issueCode(app, other), workId: calm })).statusCode).toBe(200);
    // Once the placed votes are older than the window, the hot film is calm again.
    await app.db.updateTable('votes').set({ created_at: new Date(now - (policy.perFilm.minutes + 1) * 60_000).toISOString() }).where('seq', '>=', 10_000).execute();
    const late = phone(740_003);
    expect((await post('verify', { contact: late, code: await issueCode(app, late), workId: hot })).statusCode).toBe(200);
  });
});
