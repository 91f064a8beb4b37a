// `pnpm bench:mail`: mails per second through the message queue (issue 26.3, docs/adr/0041) into a real SMTP server
// on loopback, on SQLite and on PostgreSQL in one run, with the ratio.
//
// Per database: a temp SQLite file, or a scratch PostgreSQL database (the script running itself again under
// scripts/with-postgres.sh with --pg-only); migrated; N sign-up-code mails enqueued (timed apart: one multi-row insert per
// 200); then drain() timed until every one is sent: claim (UPDATE … RETURNING, batches of 10), render, SMTP (nodemailer,
// a connection per mail, as the server sends), mark sent. The SMTP server counts what it accepted: exit 1 unless each
// mail arrived exactly once. --instances K runs K queues on the same database draining at once (K API instances).
//
// Options: --mails N (1000), --instances K (1), --no-build, --sqlite-only, --pg-only (expects TEST_PG_ADMIN_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApi } from './lib/api-under-test.mjs';
import { onEachDatabase } from './lib/postgres-child.mjs';
import { runTool } from './lib/time-limit.mjs';

const { values: options } = parseArgs({
  options: {
    mails: { type: 'string', default: '1000' },
    instances: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    'sqlite-only': { type: 'boolean', default: false },
    'pg-only': { type: 'boolean', default: false },
  },
});
const MAILS = Number(options.mails);
const INSTANCES = Number(options.instances);
if (!Number.isInteger(MAILS) || MAILS < 1 || MAILS > 100_000) throw new Error('--mails must be an integer from 1 to 100000');
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 8) throw new Error('--instances must be an integer from 1 to 8');
const RESULT_MARK = 'BENCH_MAIL_RESULT ';
const api = () => import('@portal/api/testing');
const silent = { warn() {}, error() {} };

/** One database: N mails enqueued, then delivered by INSTANCES queues at once; the SMTP server counts them. */
async function benchDatabase(label, database) {
  const { connectDatabase, durableQueue, migrateToLatest, QUEUE_POLICY, smtpMailer, startSmtpSink } = await api();
  const sink = await startSmtpSink({ keepRaw: false });
  const handles = Array.from({ length: INSTANCES }, () => connectDatabase(database));
  const queues = handles.map(({ db, dialect }) =>
    durableQueue({
      db,
      dialect,
      config: {},
      mailer: smtpMailer(sink.url, 'Bench <bench@test.invalid>'),
      sms: { kind: 'outbox', send: () => Promise.resolve() },
      policy: { ...QUEUE_POLICY, kick: false },
      now: () => new Date(),
      log: silent,
    }),
  );
  try {
    await migrateToLatest(handles[0].db);
    /** @type {import('../api/src/messages/kinds.js').OutgoingMessage<'signup-code'>[]} */
    const messages = Array.from({ length: MAILS }, (_, i) => ({
      kind: /** @type {const} */ ('signup-code'),
      channel: /** @type {const} */ ('email'),
      to: `bench${i}@example.org`,
      lang: /** @type {const} */ (['zhComplex', 'zhSimple', 'en'])[i % 3] ?? 'en',
      params: { code: String(100000 + i), minutes: 10 },
    }));
    const enqueueStart = performance.now();
    await queues[0].enqueue(messages);
    const enqueueSeconds = (performance.now() - enqueueStart) / 1000;
    const load = loadavg()[0];
    const started = performance.now();
    await Promise.all(queues.map((queue) => queue.drain()));
    const seconds = (performance.now() - started) / 1000;
    const counts = new Map();
    for (const mail of sink.received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    const exactlyOnce = messages.every((m) => counts.get(m.to) === 1) && sink.received.length === MAILS;
    return { label, mails: MAILS, received: sink.received.length, exactlyOnce, seconds, perSecond: MAILS / seconds, enqueueSeconds, load };
  } finally {
    for (const queue of queues) await queue.close();
    for (const { db } of handles) await db.destroy();
    await sink.close();
  }
}

/**
 * @typedef {{ label: string, received: number, mails: number, exactlyOnce: boolean, seconds: number, perSecond: number,
 *   enqueueSeconds: number, load: number }} BenchRow
 */

/** @param {BenchRow[]} results */
function printTable(results) {
  /** @type {[string, (r: BenchRow) => string][]} */
  const rows = [
    ['mails delivered (SMTP server count)', (r) => `${r.received} of ${r.mails}${r.exactlyOnce ? ', each once' : ' — NOT each once'}`],
    ['delivery time (drain)', (r) => `${r.seconds.toFixed(2)} s`],
    ['mails per second', (r) => `${r.perSecond.toFixed(1)}/s`],
    ['enqueue of all (not in the rate)', (r) => `${r.enqueueSeconds.toFixed(2)} s`],
    ['1-min load average before', (r) => `${r.load.toFixed(2)} on ${availableParallelism()} CPUs`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const column = Math.max(24, ...results.flatMap((r) => rows.map(([, value]) => value(r).length)));
  console.log(`\nbench:mail: ${MAILS} mails through the queue into a loopback SMTP server, ${INSTANCES} instance(s) draining\n`);
  console.log(`${''.padEnd(width)}  ${results.map((r) => r.label.padEnd(column)).join('  ')}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${results.map((r) => value(r).padEnd(column)).join('  ')}`);
  if (results.length === 2) console.log(`\nPostgreSQL / SQLite: ${(results[1].perSecond / results[0].perSecond).toFixed(2)}× the mails per second`);
}

await runTool('bench:mail', 15 * 60_000, async (run) => {
  if (!options['no-build'] && !options['pg-only']) buildApi();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-mail-'));
  try {
    const results = await onEachDatabase(run, {
      pgOnly: options['pg-only'],
      sqliteOnly: options['sqlite-only'],
      resultMark: RESULT_MARK,
      what: 'the PostgreSQL bench',
      databasePrefix: 'portal_bench_mail',
      childArgs: ['tools/bench-mail.mjs', '--pg-only', '--no-build', '--mails', String(MAILS), '--instances', String(INSTANCES)],
      sqlite: () => benchDatabase('SQLite', { kind: 'sqlite', file: path.join(dataDir, 'portal.sqlite') }),
      postgres: (url) => benchDatabase('PostgreSQL', { kind: 'postgres', url }),
    });
    if (!results) return;
    printTable(results);
    if (results.some((r) => !r.exactlyOnce)) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
