import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockFor, fixedClock, parsePortalNow, systemClock } from '../../src/season/clock.js';
import { SeasonFileError, findSeasonFile, readSeasonFile, type SeasonStep } from '../../src/season/season-file.js';
import { Season } from '../../src/season/season.js';
import { TEST_SEASON_FILE } from '../helper.js';

const file = readSeasonFile(TEST_SEASON_FILE);
const at = (iso: string) => new Season(file, fixedClock(new Date(iso)));
/** The file with one of the secondary schools' steps changed. */
const withStep = (index: number, change: Partial<SeasonStep>) => ({
  ...file,
  groups: { ...file.groups, '1': { ...file.groups['1'], steps: file.groups['1'].steps.map((step, at) => (at === index ? { ...step, ...change } : step)) } },
});

describe('the season file', () => {
  it('holds both schedules of SPEC §4', () => {
    expect(file.groups['1'].steps).toHaveLength(10);
    expect(file.groups['2'].steps).toHaveLength(11);
    expect(file.groups['1'].steps[0]).toMatchObject({ key: 'registration', from: '2023-08-15', to: '2023-10-31' });
    expect(file.universityCap).toBe(500);
  });

  it('is the newest file of the seasons folder unless named', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'seasons-'));
    try {
      await writeFile(join(dir, '2023-2024.json'), '{}');
      await writeFile(join(dir, '2024-2025.json'), '{}');
      await writeFile(join(dir, 'notes.txt'), '');
      expect(findSeasonFile(dir)).toBe(join(dir, '2024-2025.json'));
      expect(() => findSeasonFile(join(dir, 'missing'))).toThrow(SeasonFileError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['not JSON', '{'],
    ['a missing group', JSON.stringify({ ...file, groups: { '1': file.groups['1'] } })],
    ['a bad date', JSON.stringify({ ...file, winnersFrom: '1 April' })],
    ['a rule naming no step', JSON.stringify({ ...file, groups: { ...file.groups, '1': { ...file.groups['1'], submission: 'nope' } } })],
    // The calendar's rules, which a saved timeline meets too (calendarProblems, docs/adr/0040).
    ['a step ending before it starts', JSON.stringify(withStep(0, { to: '2023-08-01' }))],
    ['a day that does not exist', JSON.stringify(withStep(0, { from: '2023-02-30' }))],
    ['a key twice in a group', JSON.stringify(withStep(1, { key: 'registration' }))],
  ])('refuses %s', async (_name, text) => {
    const dir = await mkdtemp(join(tmpdir(), 'seasons-'));
    try {
      await writeFile(join(dir, 'bad.json'), text);
      expect(() => readSeasonFile(join(dir, 'bad.json'))).toThrow(SeasonFileError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('windows by the server clock (Hong Kong days, inclusive last day)', () => {
  it.each([
    ['2023-08-14T23:59:59+08:00', false],
    ['2023-08-15T00:00:00+08:00', true],
    ['2023-10-31T23:59:59+08:00', true],
    ['2023-11-01T00:00:00+08:00', false],
  ])('secondary registration at %s open: %s', (iso, open) => {
    expect(at(iso).isOpen(1, 'registration')).toBe(open);
  });

  it('closes the open-ended university registration at its openUntil day', () => {
    expect(at('2023-12-31T23:00:00+08:00').isOpen(2, 'registration')).toBe(true);
    expect(at('2024-01-01T00:00:00+08:00').phase(2, 'registration')).toBe('closed');
    expect(at('2023-08-01T00:00:00+08:00').phase(2, 'registration')).toBe('notYetOpen');
  });

  it('offers voting before the winners day and winners from it', () => {
    expect(at('2024-04-01T23:59:59+08:00').secondCompetitionOffer()).toBe('voting');
    expect(at('2024-04-02T00:00:00+08:00').secondCompetitionOffer()).toBe('winners');
  });

  it('has no voting window for the university', () => {
    expect(at('2024-02-10T12:00:00+08:00').isOpen(1, 'voting')).toBe(true);
    expect(at('2024-02-10T12:00:00+08:00').window(2, 'voting')).toBeNull();
  });

  it('tells each step whether it is upcoming, open, past or undated', () => {
    const season = at('2023-11-03T12:00:00+08:00');
    const state = (key: string, in_ = season) => in_.stepState(1, file.groups['1'].steps.find((step) => step.key === key)!);
    expect([state('registration'), state('videoSubmission'), state('firstRound'), state('awardCeremony')]).toEqual([
      'past',
      'open',
      'upcoming',
      'undated',
    ]);
    // "Qualification review: to 5 November" starts when registration ends.
    expect(state('qualificationReview', at('2023-10-31T12:00:00+08:00'))).toBe('upcoming');
    expect(state('qualificationReview')).toBe('open');
    expect(state('qualificationReview', at('2023-11-06T00:00:00+08:00'))).toBe('past');
  });
});

describe('the clock', () => {
  it('stays at PORTAL_NOW, so every process of a demo reads the same time', async () => {
    const first = clockFor(new Date('2023-09-15T10:00:00+08:00'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = clockFor(new Date('2023-09-15T10:00:00+08:00'));
    expect(first.now().toISOString()).toBe('2023-09-15T02:00:00.000Z');
    expect(second.now().getTime()).toBe(first.now().getTime());
    expect(clockFor(undefined)).toBe(systemClock);
  });

  it.each(['2023-09-15', '2023-09-15T10:00:00', 'yesterday', '2023-13-40T10:00:00Z'])('refuses PORTAL_NOW=%s', (value) => {
    expect(parsePortalNow(value)).toBeUndefined();
  });

  it.each(['2023-09-15T10:00:00+08:00', '2023-09-15T02:00Z', '2023-09-15T02:00:00.123Z'])('accepts PORTAL_NOW=%s', (value) => {
    expect(parsePortalNow(value)).toBeInstanceOf(Date);
  });
});
