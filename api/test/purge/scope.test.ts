import { beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { planPurge } from '../../src/purge/plan.js';
import { purgeSeason } from '../../src/purge/purge.js';
import { SCHEDULER } from '../../src/purge/run.js';
import { emailKey, studentIdKey, type CleanMember } from '../../src/registrations/members.js';
import { createRegistration } from '../../src/registrations/store.js';
import { createVoteCode } from '../../src/votes/codes.js';
import { signIn, withTestApp } from '../helper.js';
import { uploadImage } from '../registrations/registration-helpers.js';
import { fileExists } from '../works/user-work/work-helpers.js';
import { purgeDeps } from './purge-helpers.js';
import { CLOCK } from './season-data.js';

// What belongs to the season being purged, and what does not: another season's registrations and the files they
// name, accounts registered in another season, accounts made after the season's day, another season's vote codes.

let app: App;
withTestApp((started) => (app = started), { seeded: true, config: { portalNow: CLOCK.onDay } });

const SEASON = '2023-2024';
const LATER = '2024-2025';
const key = (uri: string) => uri.slice('/uploads/'.length);

function member(tag: string, front: string, back: string): CleanMember {
  const email = `${tag}@example.org`;
  return { name: `Member ${tag}`, position: 'captain', birthDate: '2006-01-02', school: 'Dune', studentId: `S-${tag}`, email, emailKey: emailKey(email), studentIdKey: studentIdKey(`S-${tag}`), idCardFront: front, idCardBack: back };
}

async function register(season: string, userId: number, members: CleanMember[]) {
  return createRegistration(app.db, { season, userId, group: 'secondary', teamName: `Team ${season}`, topicKey: 'water', language: 'en', members, cap: null }, '2023-09-15T02:00:00.000Z');
}

let returning: { userId: number; token: string };
let shared: string;
let onlyThisSeason: string;
let laterRegistration: number;

beforeAll(async () => {
  // An account that took part in this season and registered again for the next one, reusing one ID-card image.
  returning = await signIn(app, 'returning@example.org');
  shared = await uploadImage(app, returning.token);
  onlyThisSeason = await uploadImage(app, returning.token);
  await register(SEASON, returning.userId, [member('r1', shared, onlyThisSeason)]);
  laterRegistration = await register(LATER, returning.userId, [member('r2', shared, shared)]);
  await createVoteCode(app.db, { season: SEASON, contactHash: 'a'.repeat(64), channel: 'sms', ip: '203.0.113.9', subnet: '203.0.113.0/24' });
  await createVoteCode(app.db, { season: LATER, contactHash: 'b'.repeat(64), channel: 'sms', ip: '203.0.113.9', subnet: '203.0.113.0/24' });
});

describe('what the purge of a season touches', () => {
  it('takes accounts made before the cutoff, never those made after it (the next season signs up from then)', async () => {
    const early = await signIn(app, 'early@example.org');
    const late = await signIn(app, 'late@example.org');
    await app.db.updateTable('users').set({ created_at: '2024-07-19T15:59:59.999Z' }).where('id', '=', early.userId).execute();
    await app.db.updateTable('users').set({ created_at: '2024-07-19T16:00:00.000Z' }).where('id', '=', late.userId).execute();
    const plan = await planPurge(app.db, { season: SEASON, cutoff: '2024-07-19T16:00:00.000Z' });
    expect(plan.userIds).toContain(early.userId);
    expect(plan.userIds).not.toContain(late.userId);
    expect(plan.userIds).not.toContain(returning.userId);
    await app.db.deleteFrom('users').where('id', 'in', [early.userId, late.userId]).execute();
  });

  it("keeps another season's registration, its files and its codes, and the account that made it", async () => {
    const outcome = await purgeSeason(purgeDeps(app), { season: app.season, laterSeason: true }, SCHEDULER);
    expect(outcome).toMatchObject({ status: 'purged', record: { counts: { accounts: 0, registrations: 1, members: 1, idCardImages: 1, voteCodes: 1 }, voteKey: 'configured' } });
    expect(await app.db.selectFrom('registrations').select(['id', 'season']).execute()).toEqual([{ id: laterRegistration, season: LATER }]);
    expect(await app.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'returning@example.org' }]);
    expect(await app.db.selectFrom('vote_codes').select('season').execute()).toEqual([{ season: LATER }]);
    // The image both registrations name stays with the later one; the one only this season named is gone.
    expect(await fileExists(app, key(shared))).toBe(true);
    expect(await fileExists(app, key(onlyThisSeason))).toBe(false);
    expect((await app.db.selectFrom('uploads').select('public_id').execute()).map((row) => `${row.public_id}.png`)).toEqual([key(shared)]);
  });
});
