import {
  CLOCK_STORAGE_KEY,
  SEED_CALENDAR,
  hongKongDay,
  isVotingOpen,
  now,
  secondCompetitionOffer,
  setClock,
  storeDemoClock,
} from '@portal/shared/season';

afterEach(() => {
  setClock(null);
  sessionStorage.clear();
});

test('the header offers voting until the end of 1 April 2024 and the winners from 2 April, Hong Kong time', () => {
  expect(SEED_CALENDAR.winnersFrom).toBe('2024-04-02');
  expect(secondCompetitionOffer(new Date('2024-02-15T12:00:00+08:00'))).toBe('voting');
  expect(secondCompetitionOffer(new Date('2024-04-01T23:59:59+08:00'))).toBe('voting');
  expect(secondCompetitionOffer(new Date('2024-04-02T00:00:00+08:00'))).toBe('winners');
  // 16:00 UTC on 1 April is already 2 April in Hong Kong.
  expect(secondCompetitionOffer(new Date('2024-04-01T16:00:00Z'))).toBe('winners');
});

test('voting is open from 1 February to the end of 1 March 2024', () => {
  expect(isVotingOpen(new Date('2024-01-31T23:59:59+08:00'))).toBe(false);
  expect(isVotingOpen(new Date('2024-02-01T00:00:00+08:00'))).toBe(true);
  expect(isVotingOpen(new Date('2024-03-01T23:59:59+08:00'))).toBe(true);
  expect(isVotingOpen(new Date('2024-03-02T00:00:00+08:00'))).toBe(false);
});

test('tests set the clock, and every rule follows it', () => {
  setClock(new Date('2024-02-10T09:00:00+08:00'));
  expect(now().toISOString()).toBe('2024-02-10T01:00:00.000Z');
  expect(secondCompetitionOffer()).toBe('voting');
  expect(isVotingOpen()).toBe(true);
  setClock(new Date('2024-05-01T09:00:00+08:00'));
  expect(secondCompetitionOffer()).toBe('winners');
  setClock(null);
  expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
});

test('a demo clock kept for the tab applies until cleared; a bad value is refused', () => {
  expect(storeDemoClock('not a date')).toBe(false);
  expect(sessionStorage.getItem(CLOCK_STORAGE_KEY)).toBeNull();
  expect(storeDemoClock('2024-02-20T10:00:00+08:00')).toBe(true);
  expect(secondCompetitionOffer()).toBe('voting');
  expect(hongKongDay()).toBe('2024-02-20');
  storeDemoClock(null);
  expect(hongKongDay()).toBe(hongKongDay(new Date()));
});

test('the Hong Kong day changes at midnight in Hong Kong, not in UTC', () => {
  expect(hongKongDay(new Date('2024-02-10T15:59:59Z'))).toBe('2024-02-10');
  expect(hongKongDay(new Date('2024-02-10T16:00:00Z'))).toBe('2024-02-11');
});

test('both schedules of SPEC §4 are in the calendar', () => {
  expect(SEED_CALENDAR.secondary.find((step) => step.key === 'publicVoting')).toMatchObject({
    from: '2024-02-01',
    to: '2024-03-01',
  });
  expect(SEED_CALENDAR.university.find((step) => step.key === 'winners')).toMatchObject({ from: '2024-04-20' });
  expect(SEED_CALENDAR.secondary).toHaveLength(10);
  expect(SEED_CALENDAR.university).toHaveLength(11);
});
