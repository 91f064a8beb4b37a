// `pnpm bench:image-upload`: how much memory the API needs to receive a multipart upload (POST /api/upload/image). Builds and starts the API on
// 127.0.0.1 with a throw-away DATA_DIR, signs a user in with the issue-session CLI, streams a 1 MB and a
// 50 MB image (a PNG header, then random bytes) from this process, and reads the server's peak resident
// memory (VmHWM in /proc/<pid>/status) against its resident memory (VmRSS) just before each upload.
// A server that buffered uploads would grow by about the file size (ratio ≈ 1 or more); a streaming one by
// a small constant. Loopback only, stops by itself within TIME_LIMIT_MS, removes its temp dir.
// Options: --no-build (use the api/dist already there).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { processMemory, resetPeak, startApi, stopApi } from '../scripts/lib/api-process.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { apiAloneEnv, buildApi } from './lib/api-under-test.mjs';
import { runTool } from './lib/time-limit.mjs';

const MB = 1024 * 1024;
// The 50 MB upload runs twice: the first one also lifts the process to its steady heap and allocator
// size, a one-time step that a second one of the same size shows is not per file.
const SIZES = [1 * MB, 50 * MB, 50 * MB];
const TIME_LIMIT_MS = 180_000;
const CHUNK = 64 * 1024;

async function issueToken(env) {
  // The built API's entry (plain node reads api/dist): imported once the build is there.
  const { builtCommandLine } = await import('@portal/api/testing');
  const result = spawnSync(process.execPath, [builtCommandLine('issue-session'), '--email', 'bench@example.org'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`issue-session failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** A PNG signature and header, then one IDAT chunk whose data is random: `size` bytes in all. */
function pngHead(size) {
  const chunk = (type, data, length = data.length) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4096, 0);
  ihdr.writeUInt32BE(4096, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const ihdrChunk = Buffer.concat([chunk('IHDR', ihdr), Buffer.alloc(4)]);
  ihdrChunk.writeUInt32BE(crc32(ihdrChunk.subarray(4, 21)), 21);
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  const fixed = signature.length + ihdrChunk.length + 8;
  return Buffer.concat([signature, ihdrChunk, chunk('IDAT', Buffer.alloc(0), size - fixed)]);
}

/** Streams a multipart upload of a `size`-byte image, generating the bytes as the socket takes them. */
function upload(baseUrl, token, size) {
  const boundary = `bench-${randomBytes(8).toString('hex')}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const head = pngHead(size);
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api/upload/image`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(preamble.length + size + closing.length),
        token,
      },
    });
    let answered = false;
    req.on('error', (error) => {
      // A write after the answer fails once the server has closed: the answer is what counts.
      if (!answered) reject(new Error(`uploading ${mb(size)}: ${error.message} after ${mb(sent)} sent`));
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(body) }));
    });
    let sent = 0;
    req.write(preamble);
    req.write(head);
    sent = head.length;
    const pump = () => {
      while (sent < size) {
        const piece = randomBytes(Math.min(CHUNK, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(closing);
    };
    pump();
  });
}

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/** @param {import('./lib/time-limit.mjs').Run} run */
async function main(run) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-upload-'));
  run.atEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = apiAloneEnv(dataDir);
  if (!process.argv.includes('--no-build')) buildApi();
  const token = await issueToken(env);
  const started = await startApi(env);
  const server = run.track(started.child);
  try {
    await measure(server, started.url, token);
  } finally {
    await stopApi(server);
  }
}

async function measure(server, baseUrl, token) {
  // A first small upload loads the code paths (multipart, file-type) so they do not count against the 1 MB one.
  await upload(baseUrl, token, 64 * 1024);
  const rows = [];
  for (const size of SIZES) {
    if (global.gc) global.gc();
    await new Promise((resolve) => setTimeout(resolve, 300));
    resetPeak(server.pid);
    const before = processMemory(server.pid);
    const started = Date.now();
    const answer = await upload(baseUrl, token, size);
    const seconds = (Date.now() - started) / 1000;
    const after = processMemory(server.pid);
    if (answer.status !== 200 || answer.body.code !== 1) throw new Error(`upload of ${mb(size)} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    // Right after the reset, VmHWM is the resident size of that moment: the baseline the peak is measured from.
    const baseline = before.hwm;
    const growth = after.hwm - baseline;
    rows.push({ size, before: baseline, peak: after.hwm, growth, ratio: growth / size, seconds });
  }
  console.log('\nbench:image-upload (POST /api/upload/image, one streamed PNG per request, server on 127.0.0.1)');
  console.log('file      RSS before   peak (VmHWM)   peak growth   growth / file size   time');
  for (const r of rows) {
    console.log(
      `${mb(r.size).padEnd(9)} ${mb(r.before).padStart(10)}   ${mb(r.peak).padStart(12)}   ${mb(r.growth).padStart(11)}   ${r.ratio.toFixed(3).padStart(18)}   ${r.seconds.toFixed(2)} s`,
    );
  }
}

try {
  await runTool('bench:image-upload', TIME_LIMIT_MS, main);
} catch (error) {
  console.error(`bench:image-upload: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
