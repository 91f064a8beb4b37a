// The reminder job, in the same cluster: the three instances restarted on a day a works reminder is due each queue it
// at their start, and each person gets it once.
// A 200 MB resumable upload through the balancer whose instance is killed with SIGKILL half-way (issue 29 point 3,
// docs/adr/0050): the client asks the cluster for the offset, another instance answers from the shared TUS_DIR, the
// client sends the rest there, and the finished file in the object store is the client's file, byte for byte. The
// team is made the real way (registration through the balancer, approval with `pnpm admin`), as bench:upload does.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { startCluster } from '../lib/cluster.mjs';
import { repoRoot } from '../lib/paths.mjs';

const MB = 1024 * 1024;
const FILE_BYTES = 200 * MB;
const REGISTRATION_DAY = '2023-09-15T10:00:00+08:00';
// Inside the video window (it closes with 1 December), after its 7-day reminder's instant: each instance's reminder
// pass at start finds the reminder of the approved team, which has no film yet, due.
const VIDEO_DAY = '2023-11-26T10:00:00+08:00';
const pgAdminUrl = process.env.TEST_PG_ADMIN_URL;
if (!pgAdminUrl) throw new Error('run under scripts/with-postgres.sh (TEST_PG_ADMIN_URL)');

/** @type {import('../lib/cluster.mjs').Cluster} */
let cluster;
let work = '';
let token = '';
let film = '';

/** The built command line `name` on the cluster's database, with `PORTAL_NOW` at `now`. */
async function cli(name, args, now) {
  const { builtCommandLine } = await import('@portal/api/testing');
  const { stdout } = await promisify(execFile)(process.execPath, [builtCommandLine(name), ...args], { cwd: repoRoot, env: { ...cluster.env, PORTAL_NOW: now }, encoding: 'utf8', timeout: 60_000 });
  return stdout.trim();
}

/** One request through the balancer; resolves with status, headers and text, or with `error` if the connection broke. */
function send(pathOrUrl, method, headers, body) {
  return new Promise((resolve) => {
    const req = request(new URL(pathOrUrl, cluster.url), { method, headers: { 'x-forwarded-for': '198.51.100.20', ...headers } });
    req.on('error', (error) => resolve({ status: 0, error: error.message, headers: {}, text: '' }));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      res.on('error', (error) => resolve({ status: 0, error: error.message, headers: {}, text }));
    });
    if (body === undefined || Buffer.isBuffer(body) || typeof body === 'string') req.end(body);
    else body(req);
  });
}

const tus = (extra = {}) => ({ 'tus-resumable': '1.0.0', token, ...extra });

async function json(method, pathname, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const answer = await send(pathname, method, { token, ...(payload ? { 'content-type': 'application/json' } : {}) }, payload);
  return JSON.parse(answer.text);
}

/** An ID-card photo: a real 20 KB PNG, as the crash test uploads them (the route checks the content). */
async function idImage() {
  const { randomPng } = await import('@portal/api/testing');
  const boundary = 'cluster-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n`),
    randomPng(20_000),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = JSON.parse((await send('/api/upload/image', 'POST', { token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) }, body)).text);
  assert.equal(answer.code, 1, JSON.stringify(answer));
  return answer.data.uri;
}

before(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'portal-cluster-kill-'));
  cluster = await startCluster({ instances: 3, pgAdminUrl, env: { PORTAL_NOW: REGISTRATION_DAY } });
  token = await cli('issue-session', ['--email', 'cluster-team@example.org'], REGISTRATION_DAY);
  const member = async (n, position) => ({
    name: `Cluster Member ${n}`,
    position,
    birthDate: '2008-03-04',
    school: 'Cluster Secondary School',
    studentId: `CLUSTER${n}`,
    email: `cluster-member-${n}@example.org`,
    idCardFront: await idImage(),
    idCardBack: await idImage(),
  });
  const registered = await json('POST', '/api/registration/add', { group: 1, teamName: 'Cluster Team', topic: 'water', members: [await member(1, 'captain'), await member(2, 'member')] });
  assert.equal(registered.code, 1, JSON.stringify(registered));
  await cli('admin', ['registrations', 'approve', String(registered.data.id), '--by', 'cluster-test'], REGISTRATION_DAY);
  await cluster.restart({ PORTAL_NOW: VIDEO_DAY });
  const { writeSampleMp4 } = await import('@portal/api/testing');
  film = path.join(work, 'film.mp4');
  await writeSampleMp4(film, { seconds: 85, bytes: FILE_BYTES, fill: 'pattern' });
});

after(async () => {
  await cluster?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the works reminder due when the three instances start is queued and sent once per person', async () => {
  const { connectDatabase, loadConfig } = await import('@portal/api/testing');
  const { db } = connectDatabase(loadConfig(cluster.env, repoRoot).database);
  try {
    const reminders = () => db.selectFrom('messages').select(['to_address', 'status', 'attempts', 'dedupe_key']).where('dedupe_key', 'like', 'reminder:2023-2024:1:videoSubmission:%').execute();
    let rows = await reminders();
    for (let wait = 0; wait < 120 && !(rows.length > 0 && rows.every((row) => row.status === 'sent')); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = await reminders();
    }
    assert.ok(rows.some((row) => row.to_address === 'cluster-team@example.org'), JSON.stringify(rows));
    assert.deepEqual(rows.filter((row) => row.status !== 'sent' || Number(row.attempts) !== 1), [], 'each sent once, at the first attempt');
    const queued = cluster.instances.flatMap((instance) => instance.lines.filter((line) => line.msg === 'queued season reminders'));
    assert.equal(queued.reduce((sum, line) => sum + Number(line.queued), 0), rows.length, 'the instances together queued each reminder once');
  } finally {
    await db.destroy();
  }
});

/**
 * Streams the film from `offset` in one PATCH; `onSent(bytes)` after each chunk handed to the socket.
 * @param {string} url
 * @param {number} offset
 * @param {(sent: number) => void} [onSent]
 */
function patch(url, offset, onSent = () => {}) {
  const size = statSync(film).size;
  return send(url, 'PATCH', tus({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(size - offset) }), (req) => {
    let sent = 0;
    const source = createReadStream(film, { start: offset, highWaterMark: MB });
    source.on('data', (chunk) => {
      sent += chunk.length;
      onSent(sent);
    });
    req.on('error', () => source.destroy());
    source.pipe(req);
  });
}

test('a 200 MB upload whose instance is SIGKILLed half-way is resumed through the others to a complete, checked file', async () => {
  const meta = (value) => Buffer.from(value).toString('base64');
  const created = await send('/api/tus', 'POST', tus({ 'upload-length': String(FILE_BYTES), 'upload-metadata': `filename ${meta('cluster-film.mp4')},filetype ${meta('video/mp4')},step ${meta('videoSubmission')}` }));
  assert.equal(created.status, 201, created.text);
  const location = new URL(/** @type {string} */ (created.headers.location), cluster.url).href;
  const id = location.split('/').pop();

  // The PATCH's instance is the one that logged it coming in; it is killed once half the film went to the socket.
  let victim = '';
  let killedAt = 0;
  let sentBeforeKill = 0;
  /** @param {Record<string, any>} line a log line (JSON) */
  const isThisPatch = (line) => line.msg === 'incoming request' && line.req?.method === 'PATCH' && String(line.req?.url).includes(/** @type {string} */ (id));
  const receiving = () => cluster.instances.find((instance) => instance.lines.some(isThisPatch));
  const first = await patch(location, 0, (sent) => {
    if (victim || sent < FILE_BYTES / 2) return;
    const instance = receiving();
    if (!instance) return;
    victim = instance.name;
    sentBeforeKill = sent;
    killedAt = performance.now();
    void cluster.kill(victim, 'SIGKILL');
  });
  assert.ok(victim, `the PATCH was seen by an instance and killed (first answer: ${first.status} ${first.error ?? first.text})`);
  assert.notEqual(first.status, 204, 'the first PATCH did not finish');

  // Resuming as tus-js-client does: HEAD for the offset the cluster has, then PATCH the rest, wherever each lands.
  const head = await send(location, 'HEAD', tus());
  const offsetKnownInMs = performance.now() - killedAt;
  assert.equal(head.status, 200, head.error ?? head.text);
  assert.ok(head.headers['x-instance'] && head.headers['x-instance'] !== victim, `HEAD answered by ${head.headers['x-instance']}`);
  const offset = Number(head.headers['upload-offset']);
  assert.ok(offset > 0 && offset <= sentBeforeKill, `offset ${offset} of ${sentBeforeKill} sent`);
  const rest = await patch(location, offset);
  const resumedInMs = performance.now() - killedAt;
  assert.equal(rest.status, 204, rest.text);
  assert.ok(rest.headers['x-instance'] && rest.headers['x-instance'] !== victim, `PATCH answered by ${rest.headers['x-instance']}`);
  const submitted = await json('POST', '/api/userWork/add', { step: 'videoSubmission', title: 'Cluster film', topic: 'water', upload: id, statementAccepted: true });
  assert.equal(submitted.code, 1, JSON.stringify(submitted));
  assert.equal(submitted.data.status, 'submitted');

  // The stored object is the film, byte for byte.
  const s3 = createRequire(path.join(repoRoot, 'api/package.json'))('@aws-sdk/client-s3');
  const client = new s3.S3Client({ endpoint: cluster.env.S3_ENDPOINT, region: cluster.env.S3_REGION, forcePathStyle: true, credentials: { accessKeyId: cluster.env.S3_ACCESS_KEY_ID, secretAccessKey: cluster.env.S3_SECRET_ACCESS_KEY } });
  const listed = await client.send(new s3.ListObjectsV2Command({ Bucket: cluster.env.S3_BUCKET }));
  const stored = (listed.Contents ?? []).filter((object) => object.Size === FILE_BYTES);
  assert.equal(stored.length, 1, JSON.stringify(listed.Contents?.map((object) => [object.Key, object.Size])));
  const object = await client.send(new s3.GetObjectCommand({ Bucket: cluster.env.S3_BUCKET, Key: stored[0].Key }));
  const digest = async (stream) => {
    const hash = createHash('sha256');
    for await (const chunk of stream) hash.update(chunk);
    return hash.digest('hex');
  };
  assert.equal(await digest(object.Body), await digest(createReadStream(film)));
  client.destroy();
  const resent = sentBeforeKill - offset;
  console.log(`# killed ${victim} after ${(sentBeforeKill / MB).toFixed(1)} MB sent; the cluster had ${(offset / MB).toFixed(1)} MB; re-sent ${(resent / MB).toFixed(1)} MB (${((resent / FILE_BYTES) * 100).toFixed(1)}%); the offset known ${offsetKnownInMs.toFixed(0)} ms and the upload complete ${(resumedInMs / 1000).toFixed(1)} s after the kill, resumed on ${head.headers['x-instance']} / finished on ${rest.headers['x-instance']}`);
});
