import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.js';
import { signIn } from '../helper.js';
import { post } from '../accounts/account-helpers.js';

// Helpers of the registration route tests: teams with real uploaded ID-card images.

/** Inside the secondary-school and university registration windows (SPEC §4). */
export const IN_WINDOW = new Date('2023-09-15T10:00:00+08:00');
/** After secondary-school registration closed; university registration still open. */
export const AFTER_SECONDARY = new Date('2023-11-10T10:00:00+08:00');
/** Before anything opened. */
export const BEFORE_SEASON = new Date('2023-08-01T10:00:00+08:00');

/** A real 1×1 PNG: the upload route checks content by its magic bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function multipart(type: string, file: { name: string; mime: string; bytes: Buffer }) {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([file.bytes], { type: file.mime }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/** Uploads an ID-card image through POST /api/upload/image and answers its uri. */
export async function uploadImage(app: App, token: string): Promise<string> {
  const { payload, contentType } = await multipart('1', { name: 'card.png', mime: 'image/png', bytes: PNG });
  const res = await app.inject({ method: 'POST', url: '/api/upload/image', payload, headers: { token, 'content-type': contentType } });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json<{ data: { uri: string } }>().data.uri;
}

let serial = 0;
/** A member with unique e-mail and student ID and its own uploaded images. */
export async function member(app: App, token: string, position: 'captain' | 'member' = 'member') {
  serial += 1;
  const tag = `${process.pid}-${serial}-${randomBytes(3).toString('hex')}`;
  return {
    name: `Member ${serial}`,
    position,
    birthDate: '2007-05-20',
    school: 'Desert Secondary School',
    studentId: `S-${tag}`,
    email: `m-${tag}@example.org`,
    idCardFront: await uploadImage(app, token),
    idCardBack: await uploadImage(app, token),
  };
}

export type Member = Awaited<ReturnType<typeof member>>;

/** A signed-in account with a valid registration body for a team of `size`. */
export async function team(app: App, size = 3, group: 1 | 2 = 1) {
  serial += 1;
  const { userId, token } = await signIn(app, `account-${process.pid}-${serial}@example.org`);
  const members: Member[] = [];
  for (let i = 0; i < size; i += 1) members.push(await member(app, token, i === 0 ? 'captain' : 'member'));
  const body = { group, teamName: `Dune Team ${serial}`, topic: group === 1 ? 'energy-climate' : 'zero-carbon-new-town', members };
  return { userId, token, body };
}

export function add(app: App, token: string, body: unknown, lang = 'en-us') {
  return post(app, '/api/registration/add', body, { token, 'accept-language': lang });
}

export function get(app: App, path: string, token?: string, lang = 'en-us') {
  return app.inject({ method: 'GET', url: `/api/registration/${path}`, headers: { 'accept-language': lang, ...(token ? { token } : {}) } });
}

/** Every row the registration routes write: equal before and after means nothing changed. */
export async function registrationSnapshot(app: App) {
  const [registrations, members, history, slots] = await Promise.all([
    app.db.selectFrom('registrations').selectAll().orderBy('id').execute(),
    app.db.selectFrom('registration_members').selectAll().orderBy('id').execute(),
    app.db.selectFrom('registration_history').selectAll().orderBy('id').execute(),
    app.db.selectFrom('group_slots').selectAll().orderBy('contest_group').execute(),
  ]);
  return { registrations, members, history, slots };
}
