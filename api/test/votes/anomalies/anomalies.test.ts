import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { VoteAnomalies } from '@portal/contracts/votes';
import type { App } from '../../../src/app.js';
import type { TestStaffSession } from '../../../src/testing/staff.js';
import { ChainVerifier } from '../../../src/votes/chain.js';
import { countsByFinalist } from '../../../src/votes/counts.js';
import { chainRows } from '../../../src/votes/log.js';
import { adminRunner } from '../../cli/admin-runner.js';
import { createTestDatabase, startSeededApp, type TestDatabase } from '../../helper.js';
import { staffCall } from '../../staff/results-helpers.js';
import { IN_VOTING, films, phone } from '../routes/vote-helpers.js';
import { annul, castVote, organizer, voteCount } from '../annul/annul-helpers.js';
import { humans, placeVotes, school, scriptedBurst } from './anomaly-helpers.js';

// The anomaly report (issue 28 point 3, docs/adr/0049): a scripted burst from one /24 is flagged with exactly its
// seqs; a school voting at a human pace through one /24 is not; no answer holds a contact or a contact hash; annulling
// the flagged burst through the route leaves the counts equal to the log minus annulments, and the report shows them
// as annulled. On whichever database the suite runs on.

let testDb: TestDatabase;
let app: App;
let staff: TestStaffSession;
let filmIds: number[];
let burstSeqs: number[];
let schoolSeqs: number[];

const MINUTE = 60_000;
const START = new Date(IN_VOTING.getTime() - 90 * MINUTE); // 00:30Z; voting "now" is 02:00Z
const BURST_AT = new Date(IN_VOTING.getTime() - 60 * MINUTE); // 01:00Z
const ROUTE_PHONES = [phone(900_001), phone(900_002), phone(900_003)];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startSeededApp(testDb, { portalNow: IN_VOTING });
  filmIds = await films(app);
  staff = await organizer(app);
  // Placed in one chain, oldest first: a school for films[1], people one a minute and a script for films[0].
  const placed = [...school(START, filmIds[1]!), ...humans(START, filmIds[0]!, 60), ...scriptedBurst(BURST_AT, filmIds[0]!)];
  const seqs = await placeVotes(app, placed, 0);
  const subnetOfSeq = (seq: number) => placed.slice().sort((a, b) => a.at.getTime() - b.at.getTime())[seqs.indexOf(seq)]!.subnet;
  burstSeqs = seqs.filter((seq) => subnetOfSeq(seq) === '198.51.100.0/24');
  schoolSeqs = seqs.filter((seq) => subnetOfSeq(seq) === '203.0.113.0/24');
  // And three real votes through the route, with real contacts, for films[2].
  for (let i = 0; i < ROUTE_PHONES.length; i += 1) await castVote(app, 900_001 + i, filmIds[2]!);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const report = (query = '', lang = 'en-us') => staffCall<VoteAnomalies>(app, staff.headers, 'GET', `/api/admin/votes/anomalies${query}`, undefined, lang);

async function raw(query = ''): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/admin/votes/anomalies${query}`, headers: staff.headers });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('GET /api/admin/votes/anomalies', () => {
  it('flags the scripted burst from one /24 with exactly its seqs, and not the school', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(burstSeqs).toHaveLength(120);
    expect(schoolSeqs).toHaveLength(200);
    const bursts = data.flags.filter((f) => f.rule === 'subnetBurst');
    expect(bursts).toEqual([
      {
        rule: 'subnetBurst',
        subnet: '198.51.100.0/24',
        finalistId: null,
        from: BURST_AT.toISOString(),
        to: new Date(BURST_AT.getTime() + 119 * 2_500).toISOString(),
        peak: 120,
        limit: 45,
        median: null,
        seqs: burstSeqs,
        annulledSeqs: [],
      },
    ]);
    // The film's spike covers the burst's five minutes, with the one human vote of each of those minutes.
    const spikes = data.flags.filter((f) => f.rule === 'filmSpike');
    expect(spikes).toHaveLength(1);
    expect(spikes[0]).toMatchObject({ finalistId: filmIds[0], peak: 25, limit: 20, median: 1 });
    expect(spikes[0]!.seqs.filter((s) => !burstSeqs.includes(s))).toHaveLength(5);
    expect(burstSeqs.every((s) => spikes[0]!.seqs.includes(s))).toBe(true);
    // 200 people of one school over an hour: nothing about its subnet or its film.
    expect(data.flags.some((f) => f.subnet === '203.0.113.0/24' || f.finalistId === filmIds[1] || f.seqs.some((s) => schoolSeqs.includes(s)))).toBe(false);
  });

  it('counts per minute, film, subnet and channel', async () => {
    const { data } = (await report()).body;
    expect(data.total).toEqual({ votes: 383, annulled: 0 });
    expect(data.perFilm).toEqual(
      [
        { finalistId: filmIds[0]!, votes: 180, annulled: 0 },
        { finalistId: filmIds[1]!, votes: 200, annulled: 0 },
        { finalistId: filmIds[2]!, votes: 3, annulled: 0 },
      ].sort((a, b) => a.finalistId - b.finalistId),
    );
    expect(data.perSubnet.slice(0, 2)).toEqual([
      { subnet: '203.0.113.0/24', votes: 200, annulled: 0 },
      { subnet: '198.51.100.0/24', votes: 120, annulled: 0 },
    ]);
    expect(data.perSubnet.reduce((n, row) => n + row.votes, 0)).toBe(383);
    expect(data.perChannel).toEqual([{ channel: 'sms', votes: 383, annulled: 0 }]);
    expect(data.perMinute.reduce((n, row) => n + row.votes, 0)).toBe(383);
    expect(data.perMinute.find((row) => row.minute === '2024-02-15T01:01Z')).toEqual({ minute: '2024-02-15T01:01Z', votes: 25, annulled: 0 });
    expect(data.perMinute.at(-1)).toEqual({ minute: '2024-02-15T02:00Z', votes: 3, annulled: 0 });
    expect(data.perMinute.map((row) => row.minute)).toEqual([...data.perMinute.map((row) => row.minute)].sort());
  });

  it('never answers a contact or a contact hash, in the route or the command line', async () => {
    const hashes = (await app.db.selectFrom('votes').select('contact_hash').execute()).map((row) => row.contact_hash);
    expect(hashes).toHaveLength(383);
    const admin = adminRunner(() => testDb, IN_VOTING);
    const json = await admin('votes', 'anomalies', '--json');
    const text = await admin('votes', 'anomalies');
    expect([json.code, text.code]).toEqual([0, 0]);
    for (const answer of [await raw(), json.stdout, text.stdout]) {
      for (const hash of hashes) expect(answer).not.toContain(hash);
      for (const phoneNumber of ROUTE_PHONES) expect(answer).not.toContain(phoneNumber);
      expect(answer).not.toMatch(/contact/i);
    }
    // The command line prints the same report the route answers.
    expect(JSON.parse(json.stdout)).toEqual((await report()).body.data);
    expect(text.stdout).toContain('198.51.100.0/24: 120 votes within 5 minutes, more than 45');
    expect(text.stdout).toContain(`seqs: ${burstSeqs.join(' ')}`);
  });

  it('narrows to a time range, and refuses one that is not, changing nothing', async () => {
    const burst = (await report(`?from=${encodeURIComponent('2024-02-15T09:00:00+08:00')}&to=2024-02-15T01:05:00Z`)).body.data;
    // The script's 120, one person a minute (5) and the first minute of the fifth class (10 pupils, from 01:04).
    expect(burst).toMatchObject({ from: '2024-02-15T01:00:00.000Z', to: '2024-02-15T01:05:00.000Z', total: { votes: 135, annulled: 0 } });
    expect(burst.perSubnet.slice(0, 2)).toEqual([
      { subnet: '198.51.100.0/24', votes: 120, annulled: 0 },
      { subnet: '203.0.113.0/24', votes: 10, annulled: 0 },
    ]);
    const bad = await report('?from=yesterday', 'en-us');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 0, msg: '"from" is not a time (yesterday): write it as ISO 8601, e.g. 2024-02-15T10:00:00+08:00' });
    const backwards = await report('?from=2024-02-15T02:00:00Z&to=2024-02-15T01:00:00Z', 'zh-hk');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 0, msg: '開始時間必須早於結束時間' });
    const cli = await adminRunner(() => testDb, IN_VOTING)('votes', 'anomalies', '--to', 'soon');
    expect(cli.code).not.toBe(0);
    expect(cli.stderr).toContain('"to" is not a time (soon)');
  });

  it('after the flagged burst is annulled through the route: counts equal the log minus annulments, the report shows it annulled', async () => {
    const flag = (await report()).body.data.flags.find((f) => f.rule === 'subnetBurst')!;
    const res = await annul(app, staff, { seqs: flag.seqs, kind: 'burst', reason: 'Flagged: 120 votes from one /24 in 5 minutes' });
    expect(res.status).toBe(200);
    expect(res.body.data.annulments).toHaveLength(120);

    const after = (await report()).body.data;
    expect(after.total).toEqual({ votes: 263, annulled: 120 });
    expect(after.flags.find((f) => f.rule === 'subnetBurst')).toMatchObject({ seqs: [], annulledSeqs: burstSeqs });
    expect(after.perSubnet.find((row) => row.subnet === '198.51.100.0/24')).toEqual({ subnet: '198.51.100.0/24', votes: 0, annulled: 120 });
    expect(after.perFilm.find((row) => row.finalistId === filmIds[0])).toEqual({ finalistId: filmIds[0], votes: 60, annulled: 120 });

    // The log, walked as anyone can: votes minus annulments, per film — the same as the database's counts, the
    // report's and the public voteCount's total.
    const verifier = new ChainVerifier(app.season.id);
    for await (const row of chainRows(app.db, app.season.id)) expect(verifier.add(row)).toBe(true);
    const fromLog = Object.fromEntries([...verifier.finish().counts].filter(([, n]) => n > 0));
    expect(Object.fromEntries(await countsByFinalist(app.db, app.season.id))).toEqual(fromLog);
    expect(Object.fromEntries(after.perFilm.map((row) => [row.finalistId, row.votes]))).toEqual(fromLog);
    expect(await voteCount(app)).toMatchObject({ total: 263, annulled: 120 });
  });
});
