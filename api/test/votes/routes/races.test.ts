import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { castVote } from '../../../src/votes/cast.js';
import { ChainVerifier } from '../../../src/votes/chain.js';
import { chainRows } from '../../../src/votes/log.js';
import { withTestApp } from '../../helper.js';
import { IN_VOTING, films, hashOf, issueCode, phone, verify } from './vote-helpers.js';
import type { Envelope } from '@portal/contracts/common';
import type { VoteReceipt } from '@portal/contracts/votes';

// Exactly once under load: every voter fires five votes at once, each with a code of its own, so no code is shared
// between the attempts and only the unique constraint (season, contact_hash) can keep the other four out.

let app: App;
let filmIds: number[];

withTestApp(
  (started) => {
    app = started;
  },
  { seeded: true, config: { portalNow: IN_VOTING } },
);

beforeEach(async () => {
  for (const table of ['votes', 'vote_chain_heads', 'vote_codes'] as const) await app.db.deleteFrom(table).execute();
  filmIds = await films(app);
});

const VOTERS = 200;
const ATTEMPTS = 5;

/** Five live codes for each of `VOTERS` contacts (written straight to the table: the send route has its own tests). */
async function codesFor(tag: number): Promise<{ contact: string; codes: string[] }[]> {
  const voters = [];
  for (let i = 0; i < VOTERS; i += 1) {
    const contact = phone(tag * 10_000 + i);
    const codes = [];
    for (let j = 0; j < ATTEMPTS; j += 1) codes.push(await issueCode(app, contact));
    voters.push({ contact, codes });
  }
  return voters;
}

/** The chain of the season: seq 1..n without gaps, every hash recomputed, the head matching. */
async function verifiedChain(): Promise<{ seqs: number[]; head: string }> {
  const verifier = new ChainVerifier(app.season.id);
  const seqs: number[] = [];
  for await (const row of chainRows(app.db, app.season.id)) {
    verifier.add(row);
    seqs.push(row.seq);
  }
  const stored = await app.db.selectFrom('vote_chain_heads').selectAll().executeTakeFirstOrThrow();
  const check = verifier.finish({ seq: stored.seq, hash: stored.head_hash });
  expect(check.broken).toBeUndefined();
  return { seqs, head: check.head.hash };
}

describe('concurrent votes', () => {
  it('1,000 attempts from 200 verified contacts (5 each, own codes) through the route: exactly 200 votes', async () => {
    const voters = await codesFor(1);
    const started = Date.now();
    const answers = await Promise.all(
      voters.flatMap(({ contact, codes }, i) => codes.map((code) => verify(app, { contact, code, workId: filmIds[i % filmIds.length] }))),
    );
    const ms = Date.now() - started;
    const accepted = answers.filter((res) => res.statusCode === 200);
    const already = answers.filter((res) => res.statusCode === 409 && res.json<Envelope>().msg === 'You have already voted');
    const other = answers.length - accepted.length - already.length;
    process.stdout.write(`vote race on ${app.dbDialect}: ${answers.length} attempts, ${accepted.length} votes, ${already.length} told 'already voted', ${other} other, ${ms} ms\n`);
    expect(accepted).toHaveLength(VOTERS);
    expect(already).toHaveLength(VOTERS * (ATTEMPTS - 1));
    const votes = await app.db.selectFrom('votes').select(['contact_hash', 'id']).execute();
    expect(votes).toHaveLength(VOTERS);
    expect(new Set(votes.map((v) => v.contact_hash)).size).toBe(VOTERS);
    const { seqs } = await verifiedChain();
    expect(seqs).toEqual(Array.from({ length: VOTERS }, (_, i) => i + 1));
    // Every receipt is a stored vote; the losers' transactions rolled back, leaving their codes unused.
    const receipts = accepted.map((res) => res.json<Envelope<VoteReceipt>>().data);
    expect(new Set(receipts.map((r) => r.voteId))).toEqual(new Set(votes.map((v) => v.id)));
    const used = await app.db.selectFrom('vote_codes').select((eb) => eb.fn.countAll().as('n')).where('used_at', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(used.n)).toBe(VOTERS);
  }, 120_000);

  it('the constraint alone decides when the friendly pre-check is skipped (castVote straight, 1,000 at once)', async () => {
    const voters = await codesFor(2);
    const codeIds = await app.db.selectFrom('vote_codes').select(['id', 'contact_hash']).orderBy('id').execute();
    const started = Date.now();
    const results = await Promise.all(
      codeIds.map(({ id, contact_hash: contactHash }, i) =>
        castVote(app.db, { season: app.season.id, finalistId: filmIds[i % filmIds.length]!, contactHash, subnet: '10.0.0.0/24', channel: 'sms', codeId: id, at: () => app.season.now() }),
      ),
    );
    const ms = Date.now() - started;
    const won = results.filter((r) => r.ok).length;
    const lost = results.filter((r) => !r.ok && r.reason === 'alreadyVoted').length;
    process.stdout.write(`constraint race on ${app.dbDialect}: ${results.length} casts, ${won} votes, ${lost} refused by unique (season, contact_hash), ${ms} ms\n`);
    expect(won).toBe(VOTERS);
    expect(lost).toBe(VOTERS * (ATTEMPTS - 1));
    const { seqs } = await verifiedChain();
    expect(seqs).toEqual(Array.from({ length: VOTERS }, (_, i) => i + 1));
    expect(new Set(voters.map((v) => hashOf(app, v.contact))).size).toBe(VOTERS);
  }, 120_000);
});
