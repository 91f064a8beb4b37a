import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { fixedClock } from '../../src/season/clock.js';
import { addMonths, lastResultsDay, latestRetentionDay } from '../../src/season/retention.js';
import { readSeasonFile, SeasonFileError } from '../../src/season/season-file.js';
import { Season } from '../../src/season/season.js';
import { TEST_SEASON_FILE, withTestApp } from '../helper.js';

// SPEC §9 in the season file: `personalDataUntil` names the day the season's personal data is destroyed from, and
// the loader refuses a day more than three months after the last results day, or one before the season is over.

const file = readSeasonFile(TEST_SEASON_FILE);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'season-retention-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function load(personalDataUntil: unknown) {
  const path = join(dir, `${String(personalDataUntil)}.json`);
  const document: Record<string, unknown> = { ...file, personalDataUntil };
  if (personalDataUntil === undefined) delete document.personalDataUntil;
  await writeFile(path, JSON.stringify(document));
  return () => readSeasonFile(path);
}

describe('personalDataUntil in the season file', () => {
  it('is 2024-07-20 for 2023-2024: three months after the university results of 2024-04-20, the later of the two', () => {
    expect(file.personalDataUntil).toBe('2024-07-20');
    expect(lastResultsDay(file)).toBe('2024-04-20');
    expect(latestRetentionDay(file)).toBe('2024-07-20');
  });

  it('counts calendar months, on the last day of a shorter month', () => {
    expect(addMonths('2024-04-20', 3)).toBe('2024-07-20');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
    expect(addMonths('2024-12-31', 2)).toBe('2025-02-28');
  });

  it('starts destroying at midnight of that day, Hong Kong time', () => {
    const season = new Season(file, fixedClock(new Date('2024-07-20T00:00:00+08:00')));
    expect(season.personalDataDueAt().toISOString()).toBe('2024-07-19T16:00:00.000Z');
  });

  it('accepts any day after the season up to the limit', async () => {
    expect((await load('2024-04-21'))().personalDataUntil).toBe('2024-04-21');
    expect((await load('2024-07-20'))().personalDataUntil).toBe('2024-07-20');
  });

  it.each([
    ['a day later than SPEC §9 allows', '2024-07-21', 'personalDataUntil 2024-07-21 is more than 3 months after the last results day (2024-04-20): it must be 2024-07-20 or earlier (SPEC §9)'],
    ['the last results day itself', '2024-04-20', `personalDataUntil 2024-04-20 must come after the season's last day (2024-04-20, group 2 step "winners")`],
    ['a day that does not exist', '2024-06-31', 'personalDataUntil 2024-06-31 is not a calendar day'],
    ['no day at all', undefined, "must have required properties personalDataUntil"],
    ['a date in words', '20 July 2024', '/personalDataUntil'],
  ])('refuses %s, saying why', async (_name, value, message) => {
    const read = await load(value);
    expect(read).toThrow(SeasonFileError);
    expect(read).toThrow(message);
  });
});

describe('GET /api/season', () => {
  let app: App;
  withTestApp((started) => (app = started), { config: { portalNow: new Date('2024-05-01T10:00:00+08:00') } });

  it('tells the pages the day, so they can name it', async () => {
    const res = await app.inject({ url: '/api/season', headers: { 'accept-language': 'en-us' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { personalDataUntil: string } }>().data.personalDataUntil).toBe('2024-07-20');
  });
});
