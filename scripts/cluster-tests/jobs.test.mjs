// The scheduled jobs in a cluster of three (issue 29 point 3, docs/adr/0050): every instance runs every job, and each
// piece of work is done once. The instances are restarted with a later clock and with the hourly jobs moved to one
// second that comes after all three listen, so they start the purge and the upload expiry at the same moment; the
// article scheduler runs in each as it starts listening. Run by `npm test` under scripts/with-postgres.sh.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { startCluster } from '../lib/cluster.mjs';
import { repoRoot } from '../lib/paths.mjs';

const BEFORE_PURGE = '2024-07-10T10:00:00+08:00';
const SCHEDULED_AT = '2024-07-15T10:00:00+08:00';
// personalDataUntil of seasons/2023-2024.json is 2024-07-20: from its start the purge is due.
const PURGE_DAY = '2024-07-20T10:00:00+08:00';
const ABANDONED = 3;
const pgAdminUrl = process.env.TEST_PG_ADMIN_URL;
if (!pgAdminUrl) throw new Error('run under scripts/with-postgres.sh (TEST_PG_ADMIN_URL)');

/** @type {import('../lib/cluster.mjs').Cluster} */
let cluster;
let article = '';
/** @type {string[]} */
let abandoned = [];

/** `pnpm admin …` (the built command line) on the cluster's database and clock. */
async function admin(...args) {
  const { builtCommandLine } = await import('@portal/api/testing');
  const { stdout } = await promisify(execFile)(process.execPath, [builtCommandLine('admin'), ...args], { cwd: repoRoot, env: cluster.env, encoding: 'utf8', timeout: 60_000 });
  return stdout;
}

/** An unfinished upload as FileStore leaves it in TUS_DIR, begun two days ago (it expired one day ago). */
function abandonedUpload(tusDir) {
  const id = randomBytes(16).toString('hex');
  writeFileSync(path.join(tusDir, id), Buffer.alloc(1000));
  const info = { id, size: 50_000, offset: 1000, metadata: {}, creation_date: new Date(Date.now() - 2 * 86_400_000).toISOString() };
  writeFileSync(path.join(tusDir, `${id}.json`), JSON.stringify(info));
  return id;
}

/**
 * The log lines of every instance whose message is `msg`, each with `by`: the instance's name.
 * @param {string} msg
 * @returns {Record<string, any>[]}
 */
const logged = (msg) => cluster.instances.flatMap((instance) => instance.lines.filter((line) => line.msg === msg).map((line) => ({ ...line, by: instance.name })));

before(async () => {
  cluster = await startCluster({ instances: 3, pgAdminUrl, env: { PORTAL_NOW: BEFORE_PURGE } });
  // An editor schedules a published article again for a day the cluster's clock has not reached.
  const published = await admin('articles', 'list', '--state', 'published');
  article = /^(\d+)\t/m.exec(published)?.[1] ?? '';
  assert.ok(article, `a published article to schedule: ${published}`);
  await admin('articles', 'unpublish', '--id', article, '--by', 'cluster-test');
  await admin('articles', 'schedule', '--id', article, '--at', SCHEDULED_AT, '--by', 'cluster-test');
  const tusDir = path.join(cluster.dataDir, 'tus');
  mkdirSync(tusDir, { recursive: true });
  abandoned = Array.from({ length: ABANDONED }, () => abandonedUpload(tusDir));

  // The purge day, and both hourly jobs at one second some 25 s ahead: after all three instances listen again.
  const fireAt = new Date(Math.ceil((Date.now() + 25_000) / 1000) * 1000);
  const schedule = `${fireAt.getSeconds()} ${fireAt.getMinutes()} ${fireAt.getHours()} * * *`;
  await cluster.restart({ PORTAL_NOW: PURGE_DAY, PURGE_SCHEDULE: schedule, UPLOAD_EXPIRY_SCHEDULE: schedule });
  assert.ok(Date.now() < fireAt.getTime() - 1000, `the instances listened only ${Date.now() - fireAt.getTime()} ms after the jobs' second`);
  // The jobs' second, then time for the slowest instance to finish (a purge of the demo season takes a few seconds).
  const deadline = fireAt.getTime() + 60_000;
  while (Date.now() < deadline && (logged('destroyed the personal data of a season').length === 0 || abandoned.some((id) => existsSync(path.join(tusDir, id))))) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
});

after(async () => {
  await cluster?.stop();
});

test('the purge ran in all three at the same second and destroyed the season\'s personal data once', async () => {
  assert.deepEqual(logged('the personal data purge failed'), []);
  const purged = logged('destroyed the personal data of a season');
  assert.deepEqual(purged.map((line) => line.season), ['2023-2024'], `purged by ${purged.map((line) => line.by)}`);
  // The season's purge row: one, by the scheduler, its files done.
  const { connectDatabase, loadConfig } = await import('@portal/api/testing');
  const { db } = connectDatabase(loadConfig(cluster.env, repoRoot).database);
  try {
    const rows = await db.selectFrom('personal_data_purges').select(['season', 'purged_by', 'files_done_at']).execute();
    assert.deepEqual(rows.map((row) => ({ season: row.season, by: row.purged_by, filesDone: row.files_done_at !== null })), [{ season: '2023-2024', by: 'scheduler', filesDone: true }]);
  } finally {
    await db.destroy();
  }
});

test('each expired upload was removed by one instance, counted once, and no instance\'s pass failed', async () => {
  assert.deepEqual(logged('could not clean up expired tus uploads'), []);
  const removed = logged('removed expired tus uploads');
  assert.equal(removed.reduce((sum, line) => sum + Number(line.removed), 0), ABANDONED, JSON.stringify(removed));
  for (const id of abandoned) {
    assert.equal(existsSync(path.join(cluster.dataDir, 'tus', id)), false);
    assert.equal(existsSync(path.join(cluster.dataDir, 'tus', `${id}.json`)), false);
  }
});

test('the scheduled article was published once, by one of the three', async () => {
  assert.deepEqual(logged('publishing the scheduled articles failed'), []);
  const publications = logged('published a scheduled article');
  assert.deepEqual(publications.map((line) => String(line.article)), [article]);
  const checks = logged('scheduled articles checked at start');
  assert.equal(checks.length, 3, 'each instance checked at its start');
  const listed = await admin('articles', 'list', '--state', 'published');
  assert.match(listed, new RegExp(`^${article}\\t`, 'm'));
});
