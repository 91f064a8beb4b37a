import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp, type App } from '../../src/app.js';
import { findSessionUser, issueSession } from '../../src/accounts/sessions.js';
import { upsertUser } from '../../src/accounts/users.js';
import { DEFAULT_BEACON_RATE_LIMIT, DEFAULT_RELEASE_GATE, DEFAULT_JOB_SCHEDULES, DEFAULT_TUS_EXPIRY_MS, type AppConfig, type DatabaseConfig } from '../../src/config.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { runSeeds } from '../../src/db/seed/index.js';
import { mediaRoot, repoRoot } from '../../src/paths.js';
import { emailKey, studentIdKey, type CleanMember } from '../../src/registrations/members.js';
import { createRegistration, decideRegistration } from '../../src/registrations/store.js';
import { digestReader } from './digest.js';
import { CANARY, CLOCKS, type Caller, type Facts, type RegisteredRoute, type ServerCall, type ServerReady } from './protocol.js';

// The server under fuzz, in a worker thread of its own: the whole app on a seeded database, listening on 127.0.0.1,
// with every optional part on (a built shell, a released remote, a registry file), a canary file
// beside the data that no answer may contain, and teams whose sessions reach the owner-only code paths.
//
// Why a worker: inside Jest's module sandbox, an Error made by Node's core (zlib, fs) is not `instanceof Error`,
// so Fastify takes it for a payload, and answers differ from production's (the first fuzz run met one: a 500 in
// Jest, a 400 in production). Here the server runs in an ordinary Node realm, as in production. It cannot import
// test/helper.ts (that needs Jest's globals), so the little of it needed is repeated below.

const { database, dir } = workerData as { database: DatabaseConfig; dir: string };

/** test/helper.ts's testConfig, with the fuzz run's own parts. */
function fuzzConfig(site: Awaited<ReturnType<typeof writeSite>>): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    database,
    ...site,
    logLevel: process.env.FUZZ_LOG === '1' ? 'info' : 'silent',
    smtpUrl: undefined,
    mailFrom: 'Desert Award <no-reply@test.invalid>',
    devOutbox: true,
    portalNow: CLOCKS[2],
    seasonFile: join(repoRoot, 'seasons', '2023-2024.json'),
    seasonsDir: join(repoRoot, 'seasons'),
    tusDir: join(dir, 'tus'),
    prerenderDir: join(dir, 'prerender'),
    jobSchedules: DEFAULT_JOB_SCHEDULES,
    tusExpiryMs: DEFAULT_TUS_EXPIRY_MS,
    objectStore: undefined,
    voteSecret: 'test-vote-secret-0123456789abcdef0123456789',
    altchaHmacKey: undefined,
    smsProvider: undefined,
    // Per-IP limits count the visitor behind a trusted proxy: each request comes from its own X-Forwarded-For, so
    // the handlers are reached instead of the limiters refusing nearly everything with 429.
    trustProxy: ['127.0.0.1'],
    releaseGate: DEFAULT_RELEASE_GATE,
    beaconRateLimit: { ...DEFAULT_BEACON_RATE_LIMIT, max: 1_000_000 },
  };
}

async function put(path: string, content: string | Buffer) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

const REMOTE = { name: 'mf-content', version: '1.0.0' };

/** The optional parts a production server has, and canaries where the static roots must not reach. */
async function writeSite() {
  const shellDist = join(dir, 'shell');
  const releasesDir = join(dir, 'releases');
  const registryFile = join(dir, 'registry.json');
  await put(join(shellDist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  await put(join(shellDist, 'main.3f9a1c2b.js'), `export const main = "${'dune '.repeat(400)}";\n`);
  await put(join(shellDist, '.env'), CANARY);
  const version = join(releasesDir, REMOTE.name, REMOTE.version);
  await put(join(version, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' }, exposes: [] }));
  await put(join(version, 'remoteEntry.js'), 'var mf_content;');
  // `pnpm release publish` stages in a dot folder: never served.
  await put(join(releasesDir, '.staging', 'secret.js'), CANARY);
  const remote = { ...REMOTE, manifestUrl: `/remotes/${REMOTE.name}/${REMOTE.version}/mf-manifest.json`, routes: { pc: ['home', 'latestNews'], mobile: ['home'] } };
  await put(registryFile, JSON.stringify({ schemaVersion: 1, remotes: [remote] }));
  await put(join(dir, 'canary.txt'), CANARY);
  await put(join(dir, 'public-media', '.tmp-secret.png'), CANARY);
  return { shellDist, releasesDir, registryFile, publicMediaDir: join(dir, 'public-media'), sampleMediaCache: join(repoRoot, 'var', 'cache', 'sample-media') };
}

function member(position: 'captain' | 'member', school: string): CleanMember {
  const id = randomBytes(4).toString('hex');
  const email = `member-${id}@example.org`;
  const studentId = `S-${id}`;
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

/** A signed-in account whose team registered (test/works/user-work/work-helpers.ts's registeredTeam). */
async function registeredTeam(app: App, email: string, group: 1 | 2, status: 'pending' | 'passed') {
  const userId = await upsertUser(app.db, email);
  const token = await issueSession(app.db, userId);
  const at = '2023-09-15T02:00:00.000Z';
  const school = group === 1 ? 'Dune Secondary' : 'Oasis University';
  const registrationId = await createRegistration(
    app.db,
    {
      season: app.season.id,
      userId,
      group: group === 1 ? 'secondary' : 'university',
      teamName: `Fuzz Team ${group}`,
      topicKey: group === 1 ? 'water' : 'desert-ecotourism',
      language: 'en',
      members: [member('captain', school), member('member', school)],
      cap: null,
    },
    at,
  );
  if (status === 'passed') await decideRegistration(app.db, registrationId, 'pending', 'passed', null, { kind: 'organizer', name: 'fuzz' }, at);
  return { userId, token };
}

/** A finished, checked film of the user, as the tus server leaves one (work-helpers.ts's finishedUpload). */
async function finishedFilm(app: App, userId: number) {
  const publicId = randomBytes(16).toString('base64url');
  const storagePath = `${publicId}.mp4`;
  const bytes = randomBytes(2048);
  await app.uploadStorage.commit(await app.uploadStorage.writeTemp(Readable.from([bytes])), storagePath);
  const tusId = randomBytes(16).toString('hex');
  await app.db
    .insertInto('uploads')
    .values({
      public_id: publicId,
      owner_user_id: userId,
      kind: 'video',
      mime: 'video/mp4',
      ext: 'mp4',
      size: bytes.length,
      storage_path: storagePath,
      original_name: 'Dunes.mp4',
      created_at: new Date().toISOString(),
      tus_id: tusId,
      duration_ms: 84_500,
    })
    .execute();
  return { file: storagePath, tusId };
}

async function json(res: Response): Promise<{ code: number; data: { id: number } | null; msg: string }> {
  return (await res.json()) as { code: number; data: { id: number } | null; msg: string };
}

async function start() {
  const site = await writeSite();
  const app = buildApp(fuzzConfig(site));
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Pick<RegisteredRoute, 'querystring' | 'body'>;
    // Only what generation needs; the schemas are plain JSON Schema, so they cross to the test thread as they are.
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? route.path, querystring: schema.querystring, body: schema.body });
  });
  await app.ready();
  await migrateToLatest(app.db);
  await runSeeds(app.db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const clock = app.season.clock;
  const setClock = (at: string) => {
    const time = Date.parse(at);
    clock.now = () => new Date(time);
  };

  // The owner: a passed secondary-school team with a finished film, a submitted work and an unfinished tus upload.
  setClock(CLOCKS[2]?.toISOString() ?? '');
  const owner = await registeredTeam(app, 'owner@example.org', 1, 'passed');
  const film = await finishedFilm(app, owner.userId);
  const work = await json(
    await fetch(`${base}/api/userWork/add`, {
      method: 'POST',
      headers: { token: owner.token, 'content-type': 'application/json' },
      body: JSON.stringify({ step: 'videoSubmission', title: 'Water for the Dunes', topic: 'water', upload: film.tusId, statementAccepted: true }),
    }),
  );
  if (!work.data) throw new Error(`the owner's work was refused: ${work.msg}`);
  const meta = (value: string) => Buffer.from(value).toString('base64');
  const tus = await fetch(`${base}/api/tus`, {
    method: 'POST',
    headers: {
      token: owner.token,
      'tus-resumable': '1.0.0',
      'upload-length': '2048',
      'upload-metadata': `filename ${meta('film.mp4')},filetype ${meta('video/mp4')},step ${meta('videoSubmission')}`,
    },
  });
  const tusId = /\/api\/tus\/([0-9a-f]{32})$/.exec(tus.headers.get('location') ?? '')?.[1];
  if (tus.status !== 201 || !tusId) throw new Error(`the owner's tus upload was refused: ${tus.status}`);
  const other = await registeredTeam(app, 'other@example.org', 2, 'pending');
  const newcomerId = await upsertUser(app.db, 'newcomer@example.org');
  const revokedId = await upsertUser(app.db, 'revoked@example.org');
  const revoked = await issueSession(app.db, revokedId);
  await app.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', revokedId).execute();
  const users: Partial<Record<Caller, number>> = { owner: owner.userId, other: other.userId, newcomer: newcomerId };
  const tokens: Partial<Record<Caller, string>> = {
    owner: owner.token,
    other: other.token,
    newcomer: await issueSession(app.db, newcomerId),
    revoked,
    // The shape of a token (43 base64url characters) that was never issued: the lookup runs and finds nothing.
    forged: 'A'.repeat(43),
    hostile: "../\u00ff\u00fe%00' OR 1=1 --",
  };

  const db = app.db;
  const [topics, articles, finalists, emails, media] = await Promise.all([
    db.selectFrom('topics').select('topic_key').execute(),
    db.selectFrom('articles').select('id').execute(),
    db.selectFrom('finalists').select('id').execute(),
    db.selectFrom('users').select('email').execute(),
    readdir(mediaRoot, { recursive: true, withFileTypes: true }),
  ]);
  const facts: Facts = {
    ownerFile: film.file,
    ownerUploadTusId: film.tusId,
    ownerWorkId: work.data.id,
    tusIds: [tusId],
    remote: REMOTE,
    mediaFiles: media.filter((entry) => entry.isFile()).map((entry) => relative(mediaRoot, join(entry.parentPath, entry.name))),
    topics: [...new Set(topics.map((row) => row.topic_key))],
    articleIds: articles.map((row) => row.id),
    finalistIds: finalists.map((row) => row.id),
    emails: emails.map((row) => row.email),
  };

  const reader = await digestReader(app);
  const handlers: { [Op in ServerCall['op']]: (call: Extract<ServerCall, { op: Op }>) => Promise<unknown> } = {
    setClock: async (call) => setClock(call.at),
    // Mail a successful request queued is delivered by the server's loop a moment later (the outbox changes then):
    // deliver it now, so the change is the request's that queued it, not the next one's (drains run one at a time).
    digest: async () => {
      await app.messages.drain();
      return reader.read();
    },
    // A successful request may have ended the caller's session (logout): a new one keeps it signed in.
    ensureSession: async (call) => {
      const userId = users[call.caller];
      const token = tokens[call.caller];
      if (userId === undefined || (token && (await findSessionUser(db, token)))) return token;
      tokens[call.caller] = await issueSession(db, userId);
      return tokens[call.caller];
    },
    close: async () => {
      await app.close();
    },
  };
  parentPort?.on('message', (call: ServerCall & { id: number }) => {
    const handler = handlers[call.op] as (call: ServerCall) => Promise<unknown>;
    handler(call).then(
      (result) => parentPort?.postMessage({ id: call.id, result }),
      (error: unknown) => parentPort?.postMessage({ id: call.id, error: String((error as Error).stack ?? error) }),
    );
  });
  const ready: ServerReady = { port, routes, facts, tokens, tables: reader.tables };
  parentPort?.postMessage({ ready });
}

start().catch((error: unknown) => parentPort?.postMessage({ failed: String((error as Error).stack ?? error) }));
