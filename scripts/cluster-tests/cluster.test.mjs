// Three API instances behind HAProxy on PostgreSQL and an object store (issue 29, docs/adr/0050), everything through
// the balancer: the balancing itself, a sign-up finished on another instance than it began, a vote race over the
// instances, and a staged release seen by every instance on its next request. Run by `npm test` under
// scripts/with-postgres.sh (TEST_PG_ADMIN_URL) on the built API (api/dist, built by scripts/build-site.mjs).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startCluster } from '../lib/cluster.mjs';
import { releasesDir, registryFile, repoRoot } from '../lib/paths.mjs';

const VOTING_DAY = '2024-02-10T10:00:00+08:00';
const INSTANCES = ['api-1', 'api-2', 'api-3'];
const pgAdminUrl = process.env.TEST_PG_ADMIN_URL;
if (!pgAdminUrl) throw new Error('run under scripts/with-postgres.sh (TEST_PG_ADMIN_URL)');

/** @type {import('../lib/cluster.mjs').Cluster} */
let cluster;
let work = '';
const api = () => import('@portal/api/testing');

/**
 * Runs a command line as an operator would, without blocking this process (a blocked event loop would keep idle
 * connections to the balancer that it has since closed). Resolves to { status, stdout, stderr }.
 */
async function command(file, args, options) {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, { cwd: repoRoot, encoding: 'utf8', ...options });
    return { status: 0, stdout, stderr };
  } catch (error) {
    return { status: typeof error.code === 'number' ? error.code : 1, stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) };
  }
}

before(async () => {
  // The releases the instances serve are a copy of the site's own, so publishing here changes nothing of the repo.
  work = mkdtempSync(path.join(tmpdir(), 'portal-cluster-test-'));
  const releases = path.join(work, 'releases');
  if (existsSync(releasesDir)) cpSync(releasesDir, releases, { recursive: true });
  const registry = path.join(work, 'registry.json');
  if (existsSync(registryFile)) cpSync(registryFile, registry);
  cluster = await startCluster({
    instances: 3,
    pgAdminUrl,
    env: { PORTAL_NOW: VOTING_DAY, DEV_OUTBOX: '1', RELEASES_DIR: releases, REGISTRY_FILE: registry },
  });
});

after(async () => {
  await cluster?.stop();
  rmSync(work, { recursive: true, force: true });
});

/**
 * One request through the balancer; `ip` is the visitor's address as the balancer would have seen it.
 * @param {string} method
 * @param {string} pathname
 * @param {{ body?: unknown, token?: string, ip?: string }} [options]
 */
async function call(method, pathname, { body, token, ip = '198.51.100.7' } = {}) {
  const response = await fetch(cluster.url + pathname, {
    method,
    headers: { 'accept-language': 'en-us', 'x-forwarded-for': ip, ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, instance: response.headers.get('x-instance'), body: json, text };
}

/** The balancer's turn order, as the first test saw it. */
let turns = [];

/** Sends health checks until the balancer's next pick is not `instance`: the next request is served by another. */
async function awayFrom(instance) {
  for (;;) {
    const { instance: last } = await call('GET', '/api/health');
    if (turns[(turns.indexOf(last) + 1) % turns.length] !== instance) return;
  }
}

test('the balancer takes turns over the three instances, and says which answered', async () => {
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await call('GET', '/api/health'));
  turns = answers.slice(0, 3).map((answer) => answer.instance);
  assert.deepEqual(answers.map((answer) => answer.status), [200, 200, 200, 200, 200, 200]);
  const order = answers.map((answer) => answer.instance);
  assert.deepEqual([...new Set(order)].sort(), INSTANCES);
  // Round-robin: each instance once in any three consecutive answers.
  assert.deepEqual(new Set(order.slice(0, 3)).size, 3);
  assert.deepEqual(order.slice(3), order.slice(0, 3));
});

test('a sign-up begun on one instance is finished on another, and the new account logs in on a third', async () => {
  const email = 'cluster-member@example.org';
  const password = 'cluster-password-1';
  const sent = await call('GET', `/api/login/sendEmail?email=${encodeURIComponent(email)}`);
  assert.equal(sent.body?.code, 1, sent.text);
  // The mail is queued and sent by whichever instance claims it (docs/adr/0041): read the outbox until it is there.
  let code;
  for (let read = 0; read < 80 && !code; read++) {
    const outbox = await call('GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    code = /\b(\d{6})\b/.exec(outbox.body?.data?.[0]?.text ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.ok(code, 'the sign-up code reached the outbox');
  await awayFrom(sent.instance);
  const registered = await call('POST', '/api/login/register', { body: { email, code, password, confirmPassword: password } });
  assert.equal(registered.body?.code, 1, registered.text);
  await awayFrom(registered.instance);
  const login = await call('POST', '/api/login/account', { body: { account: email, password } });
  assert.equal(login.body?.code, 1, login.text);
  assert.equal(typeof login.body.data.token, 'string');
  assert.notEqual(sent.instance, registered.instance, 'the code was asked of one instance and used on another');
  assert.notEqual(registered.instance, login.instance, 'the account was made on one instance and logged in on another');
  // The session works wherever the next request lands.
  const seen = new Set();
  for (let i = 0; i < 3; i++) {
    const me = await call('GET', '/api/user/info', { token: login.body.data.token });
    assert.equal(me.body?.code, 1, me.text);
    seen.add(me.instance);
  }
  assert.deepEqual([...seen].sort(), INSTANCES);
});

test('a vote race of 1,000 attempts from 200 contacts over the instances ends with exactly 200 votes and an intact chain', async () => {
  const { connectDatabase, contactHash, createVoteCode, loadConfig, parseContact, votableFilms, builtCommandLine, translate } = await api();
  const config = loadConfig(cluster.env, repoRoot);
  const { db } = connectDatabase(config.database);
  const contacts = 200;
  const attemptsEach = 5;
  const voters = [];
  let films;
  try {
    films = await votableFilms(db);
    assert.equal(films.length, 15);
    const season = (await call('GET', '/api/v1.work/voteCount')).body.data.season;
    // Five valid codes per contact, as five "resend" presses would have stored them (sendSms's own function):
    // every attempt could win on its own, so only the one-vote rule stands between the race and a second vote.
    await db.transaction().execute(async (trx) => {
      for (let n = 0; voters.length < contacts; n++) {
        const typed = `+852 9${String(1_000_000 + n * 37).slice(-7)}`;
        const contact = parseContact(typed);
        if (!contact) continue;
        const voter = { typed, ip: `10.${Math.floor(voters.length / 250)}.${voters.length % 250}.9`, codes: [] };
        for (let c = 0; c < attemptsEach; c++) {
          const subnet = voter.ip.replace(/\.\d+$/, '.0/24');
          voter.codes.push((await createVoteCode(trx, { season, contactHash: contactHash(config.voteSecret, contact), channel: contact.channel, ip: voter.ip, subnet })).code);
        }
        voters.push(voter);
      }
    });
  } finally {
    await db.destroy();
  }
  // All 1,000 at once, 50 in flight: each contact's five attempts are interleaved with everyone else's.
  const jobs = voters.flatMap((voter, v) => voter.codes.map((code) => ({ voter, body: { contact: voter.typed, code, workId: films[v % films.length] } })));
  jobs.sort((a, b) => a.body.code.localeCompare(b.body.code));
  const answers = [];
  let next = 0;
  await Promise.all(Array.from({ length: 50 }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      answers.push({ job, answer: await call('POST', '/api/v1.work/verify', { body: job.body, ip: job.voter.ip }) });
    }
  }));
  const success = translate('voteSuccess', 'en');
  const already = translate('voteAlreadyVoted', 'en');
  const won = answers.filter(({ answer }) => answer.status === 200 && answer.body?.msg === success);
  const refused = answers.filter(({ answer }) => answer.status === 409 && answer.body?.msg === already);
  const other = answers.filter(({ answer }) => !won.some((one) => one.answer === answer) && !refused.some((one) => one.answer === answer));
  assert.deepEqual(other.map(({ answer }) => `${answer.status} ${answer.text.slice(0, 120)}`), []);
  assert.equal(won.length, contacts);
  assert.equal(refused.length, contacts * (attemptsEach - 1));
  assert.equal(new Set(won.map(({ job }) => job.voter.typed)).size, contacts, 'one vote per contact');
  assert.deepEqual([...new Set(won.map(({ answer }) => answer.instance))].sort(), INSTANCES, 'votes were cast on every instance');

  const count = (await call('GET', '/api/v1.work/voteCount')).body.data;
  assert.deepEqual({ total: count.total, annulled: count.annulled, seq: count.head.seq }, { total: contacts, annulled: 0, seq: contacts });
  // The chain, as an auditor checks it: `pnpm admin votes verify` on the cluster's database.
  const verify = await command(process.execPath, [builtCommandLine('admin'), 'votes', 'verify'], { env: cluster.env, timeout: 120_000 });
  assert.equal(verify.status, 0, verify.stderr || verify.stdout);
  assert.match(verify.stdout, new RegExp(`\\b${contacts}\\b`));
});

test('a staged release is seen by every instance on its next request', async () => {
  const env = { ...process.env, ...cluster.env };
  // The first version published of a remote becomes its stable one; the second is the candidate that is ramped.
  const [stable, version] = ['0.9.0-cluster', '0.9.1-cluster'];
  for (const published of [stable, version]) {
    const publish = await command('pnpm', ['release', 'publish', 'mf-voting', '--from', path.join(repoRoot, 'mf-voting/dist'), '--commit', 'HEAD', '--version', published], { env, timeout: 120_000 });
    assert.equal(publish.status, 0, publish.stderr || publish.stdout);
  }
  const ramp = await command('pnpm', ['release', 'ramp', 'mf-voting', version, '30', '--reason', 'cluster test', '--by', 'cluster-test'], { env, timeout: 60_000 });
  assert.equal(ramp.status, 0, ramp.stderr || ramp.stdout);
  const rampedAt = performance.now();
  const seen = new Map();
  for (let i = 0; i < 3; i++) {
    const registry = await call('GET', '/registry.json');
    const voting = registry.body.remotes.find((remote) => remote.name === 'mf-voting');
    seen.set(registry.instance, voting.rollout);
  }
  const seenInMs = performance.now() - rampedAt;
  assert.deepEqual([...seen.keys()].sort(), INSTANCES);
  for (const [instance, rollout] of seen) assert.deepEqual({ instance, version: rollout?.version, percent: rollout?.percent }, { instance, version, percent: 30 });
  console.log(`# the ramp was served by all ${seen.size} instances within ${seenInMs.toFixed(0)} ms of the command's end`);
});
