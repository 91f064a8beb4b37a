// The contest calendar of SPEC §4 as data. Dates are Hong Kong time (UTC+8): a day starts at 00:00 there.

export interface SeasonStep {
  key: string;
  /** ISO date (yyyy-mm-dd) or null when the spec gives no start. */
  from: string | null;
  /** ISO date or null when the spec gives no end (a single date has from = to). */
  to: string | null;
  /** Set when the spec gives words rather than a date ("to be decided", "late June"). */
  note?: 'toBeDecided' | 'lateJune';
}

export interface SeasonCalendar {
  /** From this day the header offers the winners list instead of voting (§2). */
  winnersFrom: string;
  voting: { from: string; to: string };
  secondary: SeasonStep[];
  university: SeasonStep[];
}

export const HONG_KONG_OFFSET = '+08:00';

export const SEED_CALENDAR: SeasonCalendar = {
  winnersFrom: '2024-04-02',
  voting: { from: '2024-02-01', to: '2024-03-01' },
  secondary: [
    { key: 'registration', from: '2023-08-15', to: '2023-10-31' },
    { key: 'qualificationReview', from: null, to: '2023-11-05' },
    { key: 'videoSubmission', from: '2023-11-01', to: '2023-12-01' },
    { key: 'firstRound', from: '2023-11-05', to: '2023-12-05' },
    { key: 'juryEvaluation', from: '2023-12-05', to: '2024-02-01' },
    { key: 'top15Announced', from: '2024-02-01', to: '2024-02-01' },
    { key: 'publicVoting', from: '2024-02-01', to: '2024-03-01' },
    { key: 'winners', from: '2024-04-01', to: '2024-04-01' },
    { key: 'awardCeremony', from: null, to: null, note: 'toBeDecided' },
    { key: 'fieldTrip', from: null, to: null, note: 'lateJune' },
  ],
  university: [
    { key: 'presentations', from: '2023-10-03', to: '2023-10-13' },
    { key: 'registration', from: '2023-08-15', to: null },
    { key: 'preliminarySubmission', from: '2023-11-20', to: '2023-12-31' },
    { key: 'firstScreening', from: null, to: '2024-01-05' },
    { key: 'judging', from: '2024-01-05', to: '2024-02-08' },
    { key: 'top10Announced', from: '2024-02-09', to: '2024-02-09' },
    { key: 'expertTraining', from: '2024-02-20', to: '2024-03-28' },
    { key: 'finalProposal', from: '2024-04-02', to: '2024-04-02' },
    { key: 'slides', from: '2024-04-07', to: '2024-04-07' },
    { key: 'judgingDay', from: '2024-04-06', to: '2024-04-13' },
    { key: 'winners', from: '2024-04-20', to: '2024-04-20' },
  ],
};

/** The instant a calendar day starts in Hong Kong. */
export function startOfDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00${HONG_KONG_OFFSET}`);
}

/** The instant after a calendar day ends in Hong Kong (an inclusive "to" date). */
export function endOfDay(isoDate: string): Date {
  return new Date(startOfDay(isoDate).getTime() + 24 * 60 * 60 * 1000);
}
