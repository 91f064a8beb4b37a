import type { Envelope } from '@portal/contracts/common';
import type { Annulment, VoteCount, VoteReceipt } from '@portal/contracts/votes';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { staffCall } from '../../staff/results-helpers.js';
import { issueCode, phone, verify } from '../routes/vote-helpers.js';

// Annulling votes under test (issue 28, docs/adr/0049): votes cast through the route, annulments through the back
// office's route (an organizer with a fresh second factor) or `pnpm admin`.

/** Casts one vote for `finalistId` from a new contact (index distinct per test file), through the route. */
export async function castVote(app: App, index: number, finalistId: number): Promise<VoteReceipt> {
  const contact = phone(index);
  const res = await verify(app, { contact, code: await issueCode(app, contact), workId: finalistId });
  if (res.statusCode !== 200) throw new Error(`vote refused: ${res.body}`);
  return res.json<Envelope<VoteReceipt>>().data;
}

export async function organizer(app: App): Promise<TestStaffSession> {
  return createStaffSession(app.db, { role: 'organizer' });
}

export function annul(app: App, session: TestStaffSession, body: unknown, lang = 'en-us') {
  return staffCall<{ annulments: Annulment[] }>(app, session.headers, 'POST', '/api/admin/votes/annulments', body, lang);
}

export async function voteCount(app: App): Promise<VoteCount> {
  return (await app.inject({ method: 'GET', url: '/api/v1.work/voteCount' })).json<Envelope<VoteCount>>().data;
}

/** What a refusal must leave untouched: the chain head, the annulments and the audit log. */
export async function snapshot(app: App) {
  const head = await app.db.selectFrom('vote_chain_heads').selectAll().where('season', '=', app.season.id).executeTakeFirst();
  const annulments = await app.db.selectFrom('vote_annulments').select('seq').orderBy('seq').execute();
  const audit = await app.db.selectFrom('audit_head').select('seq').executeTakeFirst();
  return { head, annulments: annulments.map((a) => a.seq), audit: audit?.seq };
}
