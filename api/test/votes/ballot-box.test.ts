import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { kyselyBallotBox, type Ballot, type BallotBox, type BallotResult } from '../../src/votes/ballot-box.js';
import { ChainVerifier } from '../../src/votes/chain.js';
import { chainRows } from '../../src/votes/log.js';
import { sqliteBallotBox } from '../../src/votes/sqlite-ballot-box.js';
import { withTestApp } from '../helper.js';
import { IN_VOTING, films, hashOf, issueCode, phone } from './routes/vote-helpers.js';

// The ballot box of the database under test (SQLite: group commit; PostgreSQL: one transaction per vote), given
// ballots that all arrive in the same turn of the event loop, so on SQLite they share one transaction. Each one must
// still be decided on its own: a refusal rolls back alone, and the rules are the same as one at a time.

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

function openBox(): BallotBox {
  const at = () => app.season.now();
  return app.dbSqlite ? sqliteBallotBox(app.db, app.dbSqlite, at) : kyselyBallotBox(app.db, at);
}

const ballot = (contact: string, code: string, finalistId: number, subnet = '198.51.100.0/24'): Ballot => ({
  season: app.season.id,
  contactHash: hashOf(app, contact),
  code,
  finalistId,
  subnet,
  channel: contact.includes('@') ? 'email' : 'sms',
});
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codeRow(contact: string) {
  return app.db.selectFrom('vote_codes').select(['used_at', 'attempts']).where('contact_hash', '=', hashOf(app, contact)).orderBy('id').execute();
}

describe(`ballot box on the test database`, () => {
  it('keeps each vote\'s subnet and channel on its row, outside the chain (issue 28)', async () => {
    const [a, b] = [phone(500_101), 'voter-500102@example.org'];
    const codeA = await issueCode(app, a);
    const codeB = await issueCode(app, b);
    const box = openBox();
    const results = await Promise.all([box.cast(ballot(a, codeA, filmIds[0]!, '203.0.113.0/24')), box.cast(ballot(b, codeB, filmIds[0]!, '2001:db8:1::/48'))]);
    await box.close();
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    const rows = await app.db.selectFrom('votes').select(['contact_hash', 'subnet', 'channel']).orderBy('seq').execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { contact_hash: hashOf(app, a), subnet: '203.0.113.0/24', channel: 'sms' },
        { contact_hash: hashOf(app, b), subnet: '2001:db8:1::/48', channel: 'email' },
      ]),
    );
  });

  it('decides each ballot of one batch on its own: votes, a wrong code, an unknown film, a second vote, a missing code', async () => {
    const [a, b, c, d, e] = [phone(500_001), phone(500_002), phone(500_003), phone(500_004), phone(500_005)];
    const codeA = await issueCode(app, a);
    const codeB = await issueCode(app, b);
    const codeC = await issueCode(app, c);
    const codesD = [await issueCode(app, d), await issueCode(app, d)];
    const box = openBox();
    // One synchronous burst: on SQLite they are queued before the first batch is written.
    const results: BallotResult[] = await Promise.all([
      box.cast(ballot(a, codeA, filmIds[0]!)),
      box.cast(ballot(b, wrongCode(codeB), filmIds[1]!)),
      box.cast(ballot(c, codeC, 999_999)),
      box.cast(ballot(d, codesD[0]!, filmIds[2]!)),
      box.cast(ballot(d, codesD[1]!, filmIds[3]!)),
      box.cast(ballot(e, '123456', filmIds[4]!)),
    ]);
    await box.close();

    const outcomes = results.map((r) => (r.ok ? 'ok' : r.reason));
    expect(outcomes.slice(0, 3)).toEqual(['ok', 'codeWrong', 'filmInvalid']);
    // d's two ballots race (on PostgreSQL either may win): exactly one is the vote.
    expect(outcomes.slice(3, 5).sort()).toEqual(['alreadyVoted', 'ok']);
    expect(outcomes[5]).toBe('codeInvalid');
    // The refused vote of d gave its code back; b's wrong guess was counted; c's code was not touched.
    expect((await codeRow(d)).filter((row) => row.used_at !== null)).toHaveLength(1);
    expect(await codeRow(b)).toEqual([{ used_at: null, attempts: 1 }]);
    expect(await codeRow(c)).toEqual([{ used_at: null, attempts: 0 }]);

    // Two votes, chained in the order of their receipts, and the stored head is the last receipt.
    const receipts = results.flatMap((r) => (r.ok ? [r.receipt] : []));
    const verifier = new ChainVerifier(app.season.id);
    const rows = [];
    for await (const row of chainRows(app.db, app.season.id)) {
      verifier.add(row);
      if (row.kind === 'vote') rows.push(row);
    }
    const head = await app.db.selectFrom('vote_chain_heads').selectAll().executeTakeFirstOrThrow();
    expect(verifier.finish({ seq: head.seq, hash: head.head_hash }).broken).toBeUndefined();
    const bySeq = [...receipts].sort((x, y) => x.seq - y.seq);
    expect(rows.map((row) => [row.id, row.seq, row.hash, row.finalist_id])).toEqual(bySeq.map((r) => [r.voteId, r.seq, r.hash, r.finalistId]));
    expect(head.head_hash).toBe(bySeq.at(-1)?.hash);
  });

  it('continues the chain across batches and instances (a restart, or votes written between its batches)', async () => {
    const first = openBox();
    const contacts = Array.from({ length: 6 }, (_, i) => phone(600_000 + i));
    const codes: string[] = [];
    for (const contact of contacts) codes.push(await issueCode(app, contact));
    const early = await Promise.all(contacts.slice(0, 3).map((contact, i) => first.cast(ballot(contact, codes[i]!, filmIds[i]!))));
    await first.close();
    const second = openBox();
    const late = await Promise.all(contacts.slice(3).map((contact, i) => second.cast(ballot(contact, codes[i + 3]!, filmIds[i]!))));
    await second.close();
    // Concurrent ballots may be chained in any order (PostgreSQL), but the second box goes on where the first ended.
    const seqsOf = (results: BallotResult[]) => results.map((r) => (r.ok ? r.receipt.seq : -1)).sort();
    expect(seqsOf(early)).toEqual([1, 2, 3]);
    expect(seqsOf(late)).toEqual([4, 5, 6]);
    await expect(first.cast(ballot(contacts[0]!, codes[0]!, filmIds[0]!))).rejects.toThrow('closed');
  });
});
