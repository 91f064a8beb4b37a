import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dueOffset, dueReminders } from '../../src/reminders/schedule.js';
import { fixedClock } from '../../src/season/clock.js';
import { DEFAULT_REMINDERS, offsetMs, remindersOf } from '../../src/season/reminders.js';
import { readSeasonFile, SeasonFileError } from '../../src/season/season-file.js';
import { Season } from '../../src/season/season.js';
import { TEST_SEASON_FILE } from '../helper.js';

// The reminder schedule as arithmetic on the season's calendar: which reminder is due at an instant.

const file = readSeasonFile(TEST_SEASON_FILE);
const season = new Season(file, fixedClock(new Date('2023-11-01T00:00:00Z')));
const hk = (local: string) => new Date(`${local}+08:00`);
const due = (at: string) => dueReminders(season, hk(at)).map((r) => `${r.group}:${r.step}:${r.offset}`);

describe('offsets', () => {
  it('reads 7d, 48h and 30m', () => {
    expect(['7d', '48h', '30m'].map(offsetMs)).toEqual([7 * 86_400_000, 48 * 3_600_000, 30 * 60_000]);
  });

  it('the shipped season file writes the defaults', () => {
    expect(remindersOf(file)).toEqual(DEFAULT_REMINDERS);
    expect(DEFAULT_REMINDERS).toEqual({ works: ['7d', '48h'], registration: ['7d', '48h'] });
    expect(remindersOf({})).toEqual(DEFAULT_REMINDERS);
  });

  it('sends only the latest when several are due at once, nothing before the window or after its close', () => {
    const window = { from: hk('2023-11-01T00:00:00'), to: hk('2023-12-02T00:00:00') };
    expect(dueOffset(['7d', '48h'], window, hk('2023-11-24T23:59:59'))).toBeUndefined();
    expect(dueOffset(['7d', '48h'], window, hk('2023-11-25T00:00:00'))).toBe('7d');
    expect(dueOffset(['48h', '7d'], window, hk('2023-11-30T00:00:00'))).toBe('48h');
    expect(dueOffset(['7d', '48h'], window, hk('2023-12-02T00:00:00'))).toBeUndefined();
    expect(dueOffset(['60d'], window, hk('2023-10-31T23:59:59'))).toBeUndefined();
    expect(dueOffset(['60d'], window, hk('2023-11-01T00:00:00'))).toBe('60d');
    expect(dueOffset([], window, hk('2023-11-30T00:00:00'))).toBeUndefined();
  });
});

describe('the reminders of the 2023-2024 season', () => {
  it('names each step at its instants (Hong Kong time)', () => {
    expect(due('2023-10-24T23:59:00')).toEqual([]);
    expect(due('2023-10-25T00:00:00')).toEqual(['1:registration:7d']);
    expect(due('2023-10-30T00:00:00')).toEqual(['1:registration:48h']);
    expect(due('2023-11-24T23:59:00')).toEqual([]);
    expect(due('2023-11-25T00:00:00')).toEqual(['1:videoSubmission:7d']);
    expect(due('2023-11-30T12:00:00')).toEqual(['1:videoSubmission:48h']);
    expect(due('2023-12-02T00:00:00')).toEqual([]);
    expect(due('2023-12-25T00:00:00')).toEqual(['2:preliminarySubmission:7d', '2:registration:7d']);
    expect(due('2023-12-31T23:59:00')).toEqual(['2:preliminarySubmission:48h', '2:registration:48h']);
    expect(due('2024-03-27T00:00:00')).toEqual(['2:finalProposal:7d']);
    expect(due('2024-04-01T00:00:00')).toEqual(['2:finalProposal:48h', '2:slides:7d']);
    expect(due('2024-04-08T00:00:00')).toEqual([]);
  });

  it('follows the calendar an organizer saves (the steps are read at each pass)', () => {
    const moved = new Season(file, fixedClock(new Date()));
    const steps = { '1': file.groups['1'].steps.map((step) => (step.key === 'videoSubmission' ? { ...step, to: '2023-12-10' } : step)), '2': file.groups['2'].steps };
    moved.calendar.use(steps, 2);
    expect(dueReminders(moved, hk('2023-11-25T00:00:00'))).toEqual([]);
    expect(dueReminders(moved, hk('2023-12-04T00:00:00')).map((r) => r.offset)).toEqual(['7d']);
  });
});

describe('the season file refuses', () => {
  const variants: [string, unknown][] = [
    ['an offset without a unit', { works: ['7'], registration: [] }],
    ['a zero offset', { works: ['0h'], registration: [] }],
    ['a unit it does not know', { works: ['1w'], registration: [] }],
    ['a missing rule', { works: ['7d'] }],
    ['an unknown rule', { works: [], registration: [], voting: ['1d'] }],
    ['one instant twice', { works: ['2d', '48h'], registration: [] }],
  ];
  it.each(variants)('%s', async (_name, reminders) => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-reminders-'));
    try {
      const document = { ...(JSON.parse(readFileSync(TEST_SEASON_FILE, 'utf8')) as object), reminders };
      await writeFile(join(dir, 'season.json'), JSON.stringify(document));
      expect(() => readSeasonFile(join(dir, 'season.json'))).toThrow(SeasonFileError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
