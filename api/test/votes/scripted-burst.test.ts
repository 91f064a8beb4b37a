import { beforeAll, describe, expect, it } from '@jest/globals';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../../src/app.js';
import { DEFAULT_PUBLIC_VOTE } from '../../src/season/public-vote.js';
import { withTestApp } from '../helper.js';
import { staffCall } from '../staff/results-helpers.js';
import { organizer } from './annul/annul-helpers.js';
import { IN_VOTING, codeFromOutbox, films, phone } from './routes/vote-helpers.js';
import type { Envelope } from '@portal/contracts/common';
import type { ChallengeRequired, VoteAnomalies, VoteReceipt } from '@portal/contracts/votes';

// Issue 28 point 5, one scenario through the real routes: a script votes from the addresses of one /24. Past the
// season's per-subnet threshold it meets the proof-of-work challenge and goes on only with solutions; every vote it
// cast lands in the anomaly report's subnetBurst flag, by seq, ready to annul.

let app: App;
withTestApp(
  (started) => {
    app = started;
  },
  { seeded: true, config: { portalNow: IN_VOTING } },
);

const SUBNET = '198.51.100.0/24';
const VOTES = DEFAULT_PUBLIC_VOTE.challenge.perSubnet.count + 5;
const address = (i: number) => `198.51.100.${(i % 200) + 1}`;

async function solved(challenge: ChallengeRequired['challenge']): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const seqs: number[] = [];
let challenged = 0;

beforeAll(async () => {
  const filmIds = await films(app);
  for (let i = 0; i < VOTES; i += 1) {
    const contact = phone(600_000 + i);
    const ask = (altcha?: string) =>
      app.inject({ method: 'POST', url: '/api/v1.work/sendSms', payload: { contact, ...(altcha ? { altcha } : {}) }, remoteAddress: address(i) });
    let sent = await ask();
    if (sent.statusCode === 429) {
      challenged += 1;
      sent = await ask(await solved(sent.json<Envelope<ChallengeRequired>>().data.challenge));
    }
    expect(sent.statusCode).toBe(200);
    await app.messages.drain();
    const code = await codeFromOutbox(app, `+852${contact}`);
    // Spread over the films so the per-film rule stays out of it: this is the subnet's burst.
    const payload = { contact, code, workId: filmIds[i % filmIds.length]! };
    const voted = await app.inject({ method: 'POST', url: '/api/v1.work/verify', payload, remoteAddress: address(i) });
    expect(voted.statusCode).toBe(200);
    seqs.push(voted.json<Envelope<VoteReceipt>>().data.seq);
  }
});

describe('a scripted burst from one subnet', () => {
  it('meets the challenge past the per-subnet threshold, and only then', () => {
    expect(challenged).toBe(VOTES - DEFAULT_PUBLIC_VOTE.challenge.perSubnet.count);
  });

  it('is flagged in the anomaly report with every vote it cast, by seq', async () => {
    const staff = await organizer(app);
    const report = await staffCall<VoteAnomalies>(app, staff.headers, 'GET', '/api/admin/votes/anomalies');
    expect(report.status).toBe(200);
    const flag = report.body.data.flags.find((candidate) => candidate.rule === 'subnetBurst' && candidate.subnet === SUBNET);
    expect(flag?.seqs).toEqual(seqs);
    expect(flag?.annulledSeqs).toEqual([]);
  });
});
