// `pnpm bench:upload`: a 2 GB film through the real server's resumable (tus) upload, on loopback.
//
// Builds and starts the API with a throw-away DATA_DIR, makes a team the real way (session from the issue-session
// CLI, ID images, registration at a day of the registration window, approval through `pnpm admin`'s code), restarts
// the server at a day of the video window, and then, in one run:
//   1. writes 2 GB of the same bytes straight to a file in the same folder (the raw disk baseline);
//   2. uploads a 2 GB synthetic MP4 (@portal/api/testing's writeSampleMp4) in one PATCH and submits it as the team's work;
//   3. uploads it again from a child process that is SIGKILLed at 50%, then resumes from the server's offset.
// It reports the server's peak RSS (VmHWM) during each upload, throughput against the raw write, and the bytes the
// resuming client had to send again. Loopback only; stops by itself within TIME_LIMIT_MS; removes its temp dir.
// Options: --no-build (use the api/dist already there), --size-mb N (default 2048, for a quick try).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { processMemory, resetPeak, startApi, stopApi } from '../scripts/lib/api-process.mjs';
import { eachLine } from '../scripts/lib/lines.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-flags.mjs';
import { apiAloneEnv, buildApi } from './lib/api-under-test.mjs';
import { runTool } from './lib/time-limit.mjs';

const MB = 1024 * 1024;
const sizeArg = process.argv.indexOf('--size-mb');
const FILE_BYTES = (sizeArg > 0 ? Number(process.argv[sizeArg + 1]) : 2048) * MB;
const TIME_LIMIT_MS = 15 * 60_000;
const REGISTRATION_DAY = '2023-09-15T10:00:00+08:00';
const VIDEO_DAY = '2023-11-15T10:00:00+08:00';
const CHILD_FLAG = '--resumable-client';

// ---------------------------------------------------------------------------------------------------------------
// The client that gets killed: a separate process, so "killed" means what it means for a phone's browser.
// argv: CHILD_FLAG url token file offset. Streams the file from `offset` in one PATCH, printing bytes handed to the
// socket every 8 MB, until the parent kills it.
function runKilledClient() {
  const [url, token, file, offset] = process.argv.slice(3);
  const start = Number(offset);
  const size = statSync(file).size;
  const req = request(url, {
    method: 'PATCH',
    headers: tusHeaders(token, { 'upload-offset': String(start), 'content-type': 'application/offset+octet-stream', 'content-length': String(size - start) }),
  });
  let sent = 0;
  let reported = 0;
  const source = createReadStream(file, { start, highWaterMark: MB });
  source.on('data', (chunk) => {
    sent += chunk.length;
    if (sent - reported >= 8 * MB) {
      reported = sent;
      process.stdout.write(`${sent}\n`);
    }
  });
  source.pipe(req);
  req.on('response', (res) => res.resume());
  req.on('error', () => process.exit(3));
}

function tusHeaders(token, extra = {}) {
  return { 'tus-resumable': '1.0.0', token, ...extra };
}

// ---------------------------------------------------------------------------------------------------------------
/** @param {import('./lib/time-limit.mjs').Run} run */
async function runBenchmark(run) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-tus-'));
  run.atEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  // The flags npm start runs the server with (BENCH_SERVER_FLAGS="…" replaces them, to try others).
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS;
  let server;

  const env = (portalNow) => apiAloneEnv(dataDir, { PORTAL_NOW: portalNow });

  const startServer = async (portalNow) => {
    const started = await startApi(env(portalNow), flags);
    server = run.track(started.child);
    return started.url;
  };
  const stopServer = () => stopApi(server);
  const cli = (args, portalNow) => {
    const result = spawnSync(process.execPath, args, { cwd: repoRoot, env: env(portalNow), encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
    return result.stdout.trim();
  };
  const memory = () => processMemory(server.pid);
  const resetServerPeak = () => resetPeak(server.pid);

  try {
    if (!process.argv.includes('--no-build')) buildApi();
    // The built API's entry (plain node reads api/dist): imported once the build is there.
    const { builtCommandLine, writeSampleMp4 } = await import('@portal/api/testing');
    // A team with a passed registration, made through the real routes and the organizers' command.
    const token = cli([builtCommandLine('issue-session'), '--email', 'bench-team@example.org'], REGISTRATION_DAY);
    let base = await startServer(REGISTRATION_DAY);
    const registrationId = await registerTeam(base, token);
    await stopServer();
    cli([builtCommandLine('admin'), 'registrations', 'approve', String(registrationId), '--by', 'bench'], REGISTRATION_DAY);
    base = await startServer(VIDEO_DAY);

    const film = path.join(dataDir, 'film.mp4');
    await writeSampleMp4(film, { seconds: 85, bytes: FILE_BYTES, fill: 'pattern' });

    // 1. The raw disk baseline: the same bytes through one write stream into the same folder, before and after the
    // uploads (the disk's speed drifts; the mean of the two is the figure).
    const rawFile = path.join(dataDir, 'raw.bin');
    const rawWrite = async () => {
      const begun = performance.now();
      await pipeline(createReadStream(film, { highWaterMark: MB }), createWriteStream(rawFile));
      const seconds = (performance.now() - begun) / 1000;
      rmSync(rawFile);
      return seconds;
    };
    const rawBefore = await rawWrite();
    let started;

    // 2. One upload in one PATCH, then submitted as the team's work.
    await settle();
    resetServerPeak();
    const idle = memory();
    started = performance.now();
    const location = await create(base, token, FILE_BYTES);
    const answer = await patchFile(location, token, film, 0);
    const uploadSeconds = (performance.now() - started) / 1000;
    const uploadPeak = memory().hwm;
    if (answer.status !== 204) throw new Error(`the upload ended with ${answer.status}: ${answer.body}`);
    const submitted = await json(base, 'POST', '/api/userWork/add', token, {
      step: 'videoSubmission',
      title: 'Bench film',
      topic: 'water',
      upload: location.split('/').pop(),
      statementAccepted: true,
    });
    if (submitted.code !== 1 || submitted.data?.status !== 'submitted') throw new Error(`submitting failed: ${JSON.stringify(submitted)}`);

    // 3. Killed at 50%, resumed by a new client from the server's offset.
    await settle();
    resetServerPeak();
    const second = await create(base, token, FILE_BYTES);
    const firstSent = await killedAtHalf(run, second, token, film);
    const offset = await headOffset(second, token);
    const resumed = await patchFile(second, token, film, offset);
    const resumePeak = memory().hwm;
    if (resumed.status !== 204) throw new Error(`the resumed upload ended with ${resumed.status}: ${resumed.body}`);
    const secondSent = FILE_BYTES - offset;
    const rawAfter = await rawWrite();
    const rawSeconds = (rawBefore + rawAfter) / 2;
    const resent = firstSent + secondSent - FILE_BYTES;

    const throughput = FILE_BYTES / MB / uploadSeconds;
    const raw = FILE_BYTES / MB / rawSeconds;
    console.log(`\nbench:upload: ${mb(FILE_BYTES)} synthetic MP4 through POST/PATCH ${base}/api/tus (server on 127.0.0.1)`);
    console.log(`server flags:                         ${flags.join(' ') || '(none)'}`);
    console.log(`server RSS when idle:                 ${mb(idle.rss)}`);
    console.log(`peak RSS, one-PATCH upload:           ${mb(uploadPeak)}   (goal ≤ 150 MB)`);
    console.log(`peak RSS, killed + resumed upload:    ${mb(resumePeak)}`);
    console.log(`raw disk write of the same bytes:     ${rawSeconds.toFixed(2)} s = ${raw.toFixed(0)} MB/s (mean of ${rawBefore.toFixed(2)} s before and ${rawAfter.toFixed(2)} s after)`);
    console.log(`upload (create → last byte → checks): ${uploadSeconds.toFixed(2)} s = ${throughput.toFixed(0)} MB/s`);
    console.log(`throughput / raw disk write:          ${(throughput / raw).toFixed(2)}×   (goal ≥ 0.5×)`);
    console.log(`killed client had handed the socket:  ${mb(firstSent)}; server had stored ${mb(offset)}`);
    console.log(`resumed client sent:                  ${mb(secondSent)} = the remainder from the server's offset`);
    console.log(`bytes sent twice (in flight at kill): ${mb(Math.max(resent, 0))} (${((Math.max(resent, 0) / FILE_BYTES) * 100).toFixed(2)}% of the file)`);
  } finally {
    await stopServer();
  }
}

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

function send(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
    });
    req.end(body);
  });
}

async function json(base, method, pathname, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const answer = await send(`${base}${pathname}`, method, { token, ...(payload ? { 'content-type': 'application/json' } : {}) }, payload);
  return JSON.parse(answer.body);
}

/** A PNG signature, a header and an empty IEND: all the image route's content check needs. */
function tinyPng() {
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

async function uploadImage(base, token) {
  const boundary = 'bench-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n`),
    tinyPng(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await send(`${base}/api/upload/image`, 'POST', { token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) }, body);
  const parsed = JSON.parse(answer.body);
  if (parsed.code !== 1) throw new Error(`image upload failed: ${answer.body}`);
  return parsed.data.uri;
}

async function registerTeam(base, token) {
  const member = async (n, position) => ({
    name: `Bench Member ${n}`,
    position,
    birthDate: '2008-03-04',
    school: 'Bench Secondary School',
    studentId: `BENCH${n}`,
    email: `bench-member-${n}@example.org`,
    idCardFront: await uploadImage(base, token),
    idCardBack: await uploadImage(base, token),
  });
  const answer = await json(base, 'POST', '/api/registration/add', token, {
    group: 1,
    teamName: 'Bench Team',
    topic: 'water',
    members: [await member(1, 'captain'), await member(2, 'member')],
  });
  if (answer.code !== 1) throw new Error(`registration failed: ${JSON.stringify(answer)}`);
  return answer.data.id;
}

async function create(base, token, length) {
  const meta = (value) => Buffer.from(value).toString('base64');
  const answer = await send(`${base}/api/tus`, 'POST', tusHeaders(token, {
    'upload-length': String(length),
    'upload-metadata': `filename ${meta('bench-film.mp4')},filetype ${meta('video/mp4')},step ${meta('videoSubmission')}`,
  }));
  if (answer.status !== 201 || !answer.headers.location) throw new Error(`creating the upload failed: ${answer.status} ${answer.body}`);
  return new URL(answer.headers.location, base).href;
}

async function headOffset(url, token) {
  const answer = await send(url, 'HEAD', tusHeaders(token));
  if (answer.status !== 200) throw new Error(`HEAD ${url}: ${answer.status}`);
  return Number(answer.headers['upload-offset']);
}

function patchFile(url, token, file, offset) {
  const size = statSync(file).size;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'PATCH',
      headers: tusHeaders(token, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(size - offset) }),
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    createReadStream(file, { start: offset, highWaterMark: MB }).pipe(req);
  });
}

/** Runs the client in a child process and SIGKILLs it once it has handed half the file to its socket. */
function killedAtHalf(run, url, token, file) {
  const size = statSync(file).size;
  return new Promise((resolve, reject) => {
    const child = run.track(spawn(process.execPath, [path.join(import.meta.dirname, 'bench-upload.mjs'), CHILD_FLAG, url, token, file, '0'], { stdio: ['ignore', 'pipe', 'inherit'] }));
    let sent = 0;
    eachLine(child.stdout, (line) => {
      sent = Number(line);
      if (sent >= size / 2 && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') {
        // The server notices the cut connection and keeps what arrived; give it a moment to close the file.
        setTimeout(() => resolve(sent), 500);
      } else reject(new Error(`the client ended by itself (${code}) before it was killed`));
    });
  });
}

if (process.argv[2] === CHILD_FLAG) runKilledClient();
else await runTool('bench:upload', TIME_LIMIT_MS, runBenchmark);
