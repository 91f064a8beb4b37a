import type { App } from '../../../src/app.js';
import { createVoteCode } from '../../../src/votes/codes.js';
import { contactHash, parseContact } from '../../../src/votes/contact.js';
import { votableFilms } from '../../../src/votes/counts.js';
import { subnetOf } from '../../../src/votes/subnet.js';
import type { Envelope } from '@portal/contracts/common';

// The season file's publicVoting step runs 2024-02-01..2024-03-01 (Hong Kong days, last day inclusive).
export const IN_VOTING = new Date('2024-02-15T10:00:00+08:00');
export const BEFORE_VOTING = new Date('2024-01-31T23:59:59+08:00');
export const AFTER_VOTING = new Date('2024-03-02T00:00:00+08:00');

/** Asks for a vote code and delivers the queued text or mail, so the outbox holds it and nothing is left in flight. */
export async function sendSms(app: App, contact: unknown, ip = '127.0.0.1', lang = 'en-us') {
  const res = await app.inject({ method: 'POST', url: '/api/v1.work/sendSms', payload: { contact }, remoteAddress: ip, headers: { 'accept-language': lang } });
  await app.messages.drain();
  return res;
}

export function verify(app: App, body: Record<string, unknown>, lang = 'en-us') {
  return app.inject({ method: 'POST', url: '/api/v1.work/verify', payload: body, headers: { 'accept-language': lang } });
}

/** The newest code in the development outbox for a phone number or address. */
export async function codeFromOutbox(app: App, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const [newest] = res.json<Envelope<{ text: string }[]>>().data;
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to} in the outbox`);
  return code;
}

export async function films(app: App): Promise<number[]> {
  return votableFilms(app.db);
}

/** The contact hash the app stores for a contact (tests know the secret from testConfig). */
export function hashOf(app: App, contact: string): string {
  const parsed = parseContact(contact);
  if (!parsed || !app.config.voteSecret) throw new Error(`not a contact: ${contact}`);
  return contactHash(app.config.voteSecret, parsed);
}

/** A code issued straight into the table, as sendSms would, without the per-IP limit (bulk tests). */
export async function issueCode(app: App, contact: string, ip = '10.9.9.9'): Promise<string> {
  const parsed = parseContact(contact);
  if (!parsed) throw new Error(`not a contact: ${contact}`);
  const { code } = await createVoteCode(app.db, { season: app.season.id, contactHash: hashOf(app, contact), channel: parsed.channel, ip, subnet: subnetOf(ip) });
  return code;
}

/** Hong Kong mobile numbers 92xx xxxx (a mobile block), distinct per index below 1,000,000. */
export function phone(index: number): string {
  return `92${String(index).padStart(6, '0')}`;
}
