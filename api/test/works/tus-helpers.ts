import { beforeAll } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import type { RegistrationStatusValue } from '../../src/db/schema-registrations.js';
import { signIn, withTestApp, type TestDatabase } from '../helper.js';

// Helpers of the tus upload tests: a listening app (tus talks real HTTP), teams made straight in the database,
// and a small raw tus client on fetch.

/** Inside the secondary-school video window (2023-11-01..12-01) and the university preliminary one (11-20..12-31). */
export const BOTH_OPEN = new Date('2023-11-25T10:00:00+08:00');

export interface ListeningApp {
  app: App;
  testDb: TestDatabase;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** http://127.0.0.1:<port>/api/tus */
  endpoint: string;
}

/** One app for the test file (or describe block), listening on a loopback port. */
export function withListeningApp(config: Partial<AppConfig> = {}): ListeningApp {
  const started = {} as ListeningApp;
  withTestApp(
    (app, testDb) => {
      started.app = app;
      started.testDb = testDb;
    },
    { config: { portalNow: BOTH_OPEN, ...config } },
  );
  beforeAll(async () => {
    await started.app.listen({ host: '127.0.0.1', port: 0 });
    const address = started.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    started.origin = `http://127.0.0.1:${address.port}`;
    started.endpoint = `${started.origin}/api/tus`;
  });
  return started;
}

let serial = 0;

/** A signed-in account; with a registration of `group` in `status` unless status is null. */
export async function team(app: App, group: 1 | 2, status: RegistrationStatusValue | null = 'passed') {
  serial += 1;
  const tag = `${process.pid}-${serial}-${randomBytes(3).toString('hex')}`;
  const { userId, token } = await signIn(app, `works-${tag}@example.org`);
  if (status !== null) {
    const now = new Date().toISOString();
    await app.db
      .insertInto('registrations')
      .values({
        season: app.season.id,
        user_id: userId,
        contest_group: group === 1 ? 'secondary' : 'university',
        team_name: `Dune ${tag}`,
        topic_key: group === 1 ? 'energy-climate' : 'zero-carbon-new-town',
        status,
        reason: null,
        language: 'en',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return { userId, token };
}

/** Records a work of the team at a step (for the shortlisted and locked rules). */
export async function recordWork(app: App, userId: number, step: string, status: 'submitted' | 'shortlisted' | 'notShortlisted') {
  const registration = await app.db.selectFrom('registrations').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id: uploadId } = await app.db
    .insertInto('uploads')
    .values({
      public_id: randomBytes(16).toString('base64url'),
      owner_user_id: userId,
      kind: 'document',
      mime: 'application/pdf',
      ext: 'pdf',
      size: 1,
      storage_path: 'none.pdf',
      original_name: 'earlier.pdf',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('works')
    .values({
      season: app.season.id,
      registration_id: registration.id,
      step,
      title: 'Earlier',
      topic_key: 'zero-carbon-new-town',
      upload_id: uploadId,
      status,
      statement_accepted_at: now,
      submitted_at: now,
      updated_at: now,
    })
    .execute();
}

/** tus Upload-Metadata: `key base64(value)` pairs. */
export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

export interface CreateOptions {
  token?: string;
  length: number;
  filename?: string;
  filetype?: string;
  step?: string;
  lang?: string;
  metadata?: Record<string, string>;
  headers?: Record<string, string>;
}

const TUS = { 'tus-resumable': '1.0.0' };

function auth(token: string | undefined, lang = 'en-us'): Record<string, string> {
  return { ...TUS, 'accept-language': lang, ...(token ? { token } : {}) };
}

/** POST: creates an upload. */
export function create(endpoint: string, options: CreateOptions): Promise<Response> {
  const metadata = options.metadata ?? {
    filename: options.filename ?? 'film.mp4',
    filetype: options.filetype ?? 'video/mp4',
    step: options.step ?? 'videoSubmission',
  };
  return fetch(endpoint, {
    method: 'POST',
    headers: { ...auth(options.token, options.lang), 'upload-length': String(options.length), 'upload-metadata': encodeMetadata(metadata), ...options.headers },
  });
}

/** Creates an upload that must succeed, and answers its absolute URL. */
export async function createOk(endpoint: string, options: CreateOptions): Promise<string> {
  const res = await create(endpoint, options);
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return new URL(res.headers.get('location') ?? '', endpoint).toString();
}

export function head(url: string, token?: string, lang?: string): Promise<Response> {
  return fetch(url, { method: 'HEAD', headers: auth(token, lang) });
}

export function patch(url: string, token: string | undefined, offset: number, body: Uint8Array, lang?: string): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: { ...auth(token, lang), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body,
  });
}

/** The answer body of a refusal: the API's envelope. */
export async function envelope(res: Response): Promise<{ code: number; data: null; msg: string; show: boolean }> {
  return (await res.json()) as { code: number; data: null; msg: string; show: boolean };
}

/** Names in a folder (none when it does not exist). */
export async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export const tusFiles = (started: ListeningApp) => filesIn(started.app.config.tusDir);
export const storedFiles = (started: ListeningApp) => filesIn(join(started.testDb.dir, 'uploads'));

/** The uploads rows made from tus uploads. */
export function workUploadRows(app: App) {
  return app.db.selectFrom('uploads').selectAll().where('tus_id', 'is not', null).orderBy('id').execute();
}

/** The last path segment of an upload URL: its tus id. */
export function tusIdOf(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? '';
}

/** A file's SHA-256: compares large buffers in one step (Jest's toEqual walks them byte by byte). */
export function digest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
