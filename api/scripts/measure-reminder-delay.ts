// Measures the delay from a reminder's instant to its delivery (issue 26 "Measure and report", docs/adr/0045): a
// real API instance on the real clock (no PORTAL_NOW), its reminder job on its croner schedule and the durable queue
// delivering to the development outbox. Each run saves a timeline whose film step closes tonight (Hong Kong) and a
// season file whose works reminder falls on the next whole minute, adds `teams` passed teams without a work, and waits for
// their mails. Prints, per run: instant → last queued (the job), → last delivered (the queue), instant → last delivered.
//
//   pnpm bench:reminders [runs] [teams]        # SQLite (or: cd api && npx tsx --conditions=source scripts/measure-reminder-delay.ts)
//   bash scripts/with-postgres.sh pnpm --filter ./api exec tsx --conditions=source scripts/measure-reminder-delay.ts 3 200
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { upsertUser } from '../src/accounts/users.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed/index.js';
import { repoRoot } from '../src/paths.js';
import { createScratchDatabase } from '../src/testing/scratch-database.js';

const HK_OFFSET_MS = 8 * 3_600_000;
const hkDay = (at: Date) => new Date(at.getTime() + HK_OFFSET_MS).toISOString().slice(0, 10);

async function run(index: number): Promise<{ job: number; queue: number; total: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'reminder-delay-'));
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'reminder_delay') : undefined;
  // Tonight's Hong Kong midnight closes the film step; the reminder instant is the next whole minute (≥ 5 s ahead).
  const now = new Date();
  const today = hkDay(now);
  const closesAt = new Date(`${today}T00:00:00+08:00`).getTime() + 86_400_000;
  const minutes = Math.floor((closesAt - now.getTime() - 5_000) / 60_000);
  const instant = closesAt - minutes * 60_000;
  const shipped = JSON.parse(await readFile(join(repoRoot, 'seasons', '2023-2024.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(join(dir, 'season.json'), JSON.stringify({ ...shipped, reminders: { works: [`${minutes}m`], registration: [] } }));

  const config = loadConfig({
    DATA_DIR: dir,
    SEASON_FILE: join(dir, 'season.json'),
    LOG_LEVEL: 'error',
    PORT: '0',
    HOST: '127.0.0.1',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const app = buildApp(config);
  try {
    await app.ready();
    await migrateToLatest(app.db);
    await runSeeds(app.db);
    const file = app.season.calendar.startFile;
    const steps = {
      '1': file.groups['1'].steps.map((step) => (step.key === 'videoSubmission' ? { ...step, from: '2023-11-01', to: today } : step)),
      '2': file.groups['2'].steps,
    };
    await app.db.insertInto('season_calendars').values({ season_id: file.id, version: 2, steps: JSON.stringify(steps), updated_at: now.toISOString() }).execute();
    const at = now.toISOString();
    for (let team = 1; team <= teams; team += 1) {
      const userId = await upsertUser(app.db, `delay-${index}-${team}@example.org`);
      await app.db
        .insertInto('registrations')
        .values({ season: file.id, user_id: userId, contest_group: 'secondary', team_name: `Delay ${index}-${team}`, topic_key: 'water', status: 'passed', reason: null, language: 'en', created_at: at, updated_at: at })
        .execute();
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    for (;;) {
      const rows = await app.db.selectFrom('messages').select(['created_at', 'sent_at']).where('kind', '=', 'reminder').execute();
      if (rows.length === teams && rows.every((row) => row.sent_at !== null)) {
        const queued = Math.max(...rows.map((row) => Date.parse(row.created_at)));
        const sent = Math.max(...rows.map((row) => Date.parse(row.sent_at ?? '')));
        return { job: queued - instant, queue: sent - queued, total: sent - instant };
      }
      if (Date.now() - instant > 180_000) throw new Error('no reminder 3 minutes after its instant');
      await sleep(20);
    }
  } finally {
    await app.close();
    await scratch?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

const runs = Number(process.argv[2] ?? 3);
const teams = Number(process.argv[3] ?? 1);
const results = [];
for (let index = 1; index <= runs; index += 1) {
  const result = await run(index);
  results.push(result);
  console.log(`run ${index}, ${teams} teams: instant → last queued ${result.job} ms, → last delivered +${result.queue} ms, instant → last delivered ${result.total} ms`);
}
const totals = results.map((result) => result.total).sort((a, b) => a - b);
console.log(`${process.env.TEST_PG_ADMIN_URL ? 'PostgreSQL' : 'SQLite'}: instant → delivered min ${totals[0]} ms, max ${totals.at(-1)} ms over ${runs} runs of ${teams} teams`);
