import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { App } from '../../../src/app.js';
import { emailKey, studentIdKey, type CleanMember } from '../../../src/registrations/members.js';
import { createRegistration, decideRegistration } from '../../../src/registrations/store.js';
import { signIn } from '../../helper.js';
import { post } from '../../accounts/account-helpers.js';

// Helpers of the works route tests: passed (or pending) teams made through the registration store, and finished
// work uploads as the tus server leaves them (an `uploads` row with its tus id, the file in the upload storage).

/** Instants of SPEC §4's calendar (Hong Kong time). */
export const AT = {
  /** Registration closed for secondary schools; no works step open yet. */
  beforeWorks: new Date('2023-10-20T10:00:00+08:00'),
  /** Secondary video submission (11-01..12-01) and university preliminary submission (11-20..12-31) both open. */
  bothOpen: new Date('2023-11-25T10:00:00+08:00'),
  /** Video submission closed, preliminary submission still open. */
  afterVideo: new Date('2023-12-10T10:00:00+08:00'),
  /** Every step closed or not yet open: judging. */
  judging: new Date('2024-01-10T10:00:00+08:00'),
  /** The first instant of the university's final proposal and slides, for shortlisted teams. */
  finalsOpen: new Date('2024-02-09T00:00:00+08:00'),
  /** Final proposal closed (its day was 04-02), slides open until the end of 04-07. */
  slidesOnly: new Date('2024-04-05T10:00:00+08:00'),
  /** Everything closed. */
  allClosed: new Date('2024-04-10T10:00:00+08:00'),
};

let serial = 0;
const tag = () => `${process.pid}-${(serial += 1)}-${randomBytes(3).toString('hex')}`;

function cleanMember(position: 'captain' | 'member', school: string): CleanMember {
  const id = tag();
  const email = `w-${id}@example.org`;
  const studentId = `W-${id}`;
  return {
    name: `Member ${id}`,
    position,
    birthDate: '2006-01-02',
    school,
    studentId,
    email,
    emailKey: emailKey(email),
    studentIdKey: studentIdKey(studentId),
    idCardFront: `/uploads/front-${id}.png`,
    idCardBack: `/uploads/back-${id}.png`,
  };
}

export interface Team {
  userId: number;
  token: string;
  email: string;
  registrationId: number;
  teamName: string;
  school: string;
}

/** A signed-in account whose team registered in `group` and, unless `status` says otherwise, passed review. */
export async function registeredTeam(
  app: App,
  group: 1 | 2,
  options: { status?: 'pending' | 'passed' | 'failed'; language?: string; topic?: string } = {},
): Promise<Team> {
  const id = tag();
  const email = `team-${id}@example.org`;
  const { userId, token } = await signIn(app, email);
  const teamName = `Works Team ${id}`;
  const school = group === 1 ? `Dune Secondary ${id}` : `Oasis University ${id}`;
  const at = '2023-09-15T02:00:00.000Z';
  const registrationId = await createRegistration(
    app.db,
    {
      season: app.season.id,
      userId,
      group: group === 1 ? 'secondary' : 'university',
      teamName,
      topicKey: options.topic ?? (group === 1 ? 'water' : 'desert-ecotourism'),
      language: options.language ?? 'en',
      members: [cleanMember('captain', school), cleanMember('member', 'Elsewhere')],
      cap: null,
    },
    at,
  );
  const status = options.status ?? 'passed';
  if (status !== 'pending') await decideRegistration(app.db, registrationId, 'pending', status, status === 'failed' ? 'blurred' : null, { kind: 'organizer', name: 'test' }, at);
  return { userId, token, email, registrationId, teamName, school };
}

const KINDS = {
  mp4: { kind: 'video', mime: 'video/mp4' },
  pdf: { kind: 'document', mime: 'application/pdf' },
  ppt: { kind: 'document', mime: 'application/vnd.ms-powerpoint' },
  pptx: { kind: 'document', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
} as const;

export interface FinishedUpload {
  tusId: string;
  id: number;
  publicId: string;
  storagePath: string;
  bytes: Buffer;
}

/** A finished, checked work upload of `userId`: its file in the upload storage and its row with a tus id. */
export async function finishedUpload(
  app: App,
  userId: number,
  ext: keyof typeof KINDS,
  options: { name?: string; durationMs?: number | null; bytes?: Buffer; /** null: a file stored before migration 030. */ sha256?: null } = {},
): Promise<FinishedUpload> {
  const publicId = randomBytes(16).toString('base64url');
  const storagePath = `${publicId}.${ext}`;
  const bytes = options.bytes ?? randomBytes(2048 + Math.floor(Math.random() * 1024));
  const temp = await app.uploadStorage.writeTemp(Readable.from([bytes]));
  await app.uploadStorage.commit(temp, storagePath);
  const tusId = randomBytes(16).toString('hex');
  const { id } = await app.db
    .insertInto('uploads')
    .values({
      public_id: publicId,
      owner_user_id: userId,
      kind: KINDS[ext].kind,
      mime: KINDS[ext].mime,
      ext,
      size: bytes.length,
      storage_path: storagePath,
      original_name: options.name ?? `work-${publicId.slice(0, 6)}.${ext}`,
      created_at: new Date().toISOString(),
      tus_id: tusId,
      duration_ms: options.durationMs === undefined ? (ext === 'mp4' ? 84_500 : null) : options.durationMs,
      sha256: options.sha256 === null ? null : createHash('sha256').update(bytes).digest('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { tusId, id, publicId, storagePath, bytes };
}

export function addWork(app: App, token: string, body: unknown, lang = 'en-us') {
  return post(app, '/api/userWork/add', body, { token, 'accept-language': lang });
}

export function getWorks(app: App, path: string, token?: string, lang = 'en-us') {
  return app.inject({ method: 'GET', url: `/api/userWork/${path}`, headers: { 'accept-language': lang, ...(token ? { token } : {}) } });
}

/** A valid add body for the step, naming the upload. */
export function workBody(step: string, upload: string, overrides: Record<string, unknown> = {}) {
  const topic = ['videoSubmission'].includes(step) ? 'water' : 'desert-ecotourism';
  return { step, title: 'Water for the Dunes', topic, upload, statementAccepted: true, ...overrides };
}

/** Every row the works routes write: equal before and after means nothing changed. */
export async function worksSnapshot(app: App) {
  const [works, history, uploads] = await Promise.all([
    app.db.selectFrom('works').selectAll().orderBy('id').execute(),
    app.db.selectFrom('work_history').selectAll().orderBy('id').execute(),
    app.db.selectFrom('uploads').selectAll().orderBy('id').execute(),
  ]);
  return { works, history, uploads };
}

export async function fileExists(app: App, key: string): Promise<boolean> {
  return (await app.uploadStorage.open(key, true)) !== undefined;
}

