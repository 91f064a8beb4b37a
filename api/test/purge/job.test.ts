import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { App } from '../../src/app.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { DEFAULT_JOB_SCHEDULES } from '../../src/config.js';
import { captureLogs } from '../log-capture.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helper.js';
import { fileExists, finishedUpload, registeredTeam } from '../works/user-work/work-helpers.js';
import { PERSONAL_TABLES, rowCounts } from './purge-helpers.js';

// The hourly job of every API instance, on the real scheduler (croner) and the server's own clock: no PORTAL_NOW,
// the machine's time is Jest's fake clock, moved on through the night before the season's personalDataUntil
// (2024-07-20, Hong Kong). The 23:17 run finds nothing due; the 00:17 run destroys the season's personal data; the
// runs after it change nothing.

const HOUR = 60 * 60 * 1000;
const START = new Date('2024-07-19T22:30:00+08:00');

let testDb: TestDatabase;
let app: App;
const logs = captureLogs();
let file: string;

/** Moves the machine's clock (and every timer due meanwhile) on, then waits for a purge the job started. */
async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  await app.purgeJob.idle();
}

const purgeRows = () => app.db.selectFrom('personal_data_purges').selectAll().execute();
const destroyedLines = () => logs.lines.filter((line) => line.msg === 'destroyed the personal data of a season');

beforeAll(async () => {
  // Real I/O keeps its own ticks: only the clock and the timers are Jest's.
  jest.useFakeTimers({ now: START, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  testDb = await createTestDatabase();
  app = buildTestApp(testDb, { logLevel: 'info' }, { logStream: logs.stream });
  await app.ready();
  await migrateToLatest(app.db);
  const team = await registeredTeam(app, 1);
  file = (await finishedUpload(app, team.userId, 'mp4')).storagePath;
});

afterAll(async () => {
  await app?.close();
  await testDb?.drop();
  jest.useRealTimers();
});

describe('the hourly purge job', () => {
  it('runs at minute 17 of every hour, by the server clock', () => {
    expect(DEFAULT_JOB_SCHEDULES.purge).toBe('17 * * * *');
    expect(app.config.jobSchedules.purge).toBe('17 * * * *');
    expect(app.season.clock.fixed).toBe(false);
  });

  it('changes nothing while the day has not begun', async () => {
    await advance(50 * 60 * 1000); // 23:20: the 23:17 run is over
    expect(await purgeRows()).toEqual([]);
    expect(await rowCounts(app.db, ['users', 'registrations', 'registration_members', 'uploads'])).toEqual({ users: 1, registrations: 1, registration_members: 2, uploads: 1 });
    expect(await fileExists(app, file)).toBe(true);
  });

  it('destroys the season at the first run of the day, once', async () => {
    await advance(HOUR); // 00:20 on 2024-07-20
    const [row] = await purgeRows();
    expect(row).toMatchObject({ season: '2023-2024', purged_by: 'scheduler', purged_at: '2024-07-19T16:17:00.000Z', files_done_at: expect.any(String) });
    expect(JSON.parse(row?.counts ?? '{}')).toMatchObject({ accounts: 1, registrations: 1, members: 2, workFiles: 0, otherFiles: 1, voteKey: 'configured' });
    expect(Object.values(await rowCounts(app.db, PERSONAL_TABLES)).every((count) => count === 0)).toBe(true);
    expect(await fileExists(app, file)).toBe(false);
    expect(destroyedLines()).toHaveLength(1);
    // The operator's VOTE_SECRET cannot be destroyed by the server: the log says so.
    expect(logs.lines.some((line) => String(line.msg).startsWith('VOTE_SECRET is set'))).toBe(true);

    await advance(3 * HOUR);
    expect(await purgeRows()).toEqual([row]);
    expect(destroyedLines()).toHaveLength(1);
  });
});
