import type { AdminRound, RankedEntry, RoundProgress, RoundRanking } from '@portal/contracts/admin-judging-rounds';

// The organizer's judging rounds as the API answers them (issue 27), for the pages' tests.

export const RANKING_DIGEST = 'b'.repeat(64);

export const SCREENING: AdminRound = {
  group: 1,
  key: 'firstRound',
  kind: 'screening',
  title: 'First round',
  from: '2027-01-10',
  to: '2027-01-24',
  phase: 'open',
  blind: true,
  shortlist: 2,
  minScores: 2,
  rubric: [{ key: 'overall', title: 'Overall', max: 100, weight: 1, part: null }],
  panels: [],
  judges: [
    { staffId: 11, name: 'Judge Amy', email: 'amy@staff.test', panel: null },
    { staffId: 12, name: 'Judge Bo', email: 'bo@staff.test', panel: null },
  ],
  entries: 4,
  assignments: 8,
  submittedSheets: 1,
  shortlistedAt: null,
};

export const FINALS: AdminRound = {
  ...SCREENING,
  group: 2,
  key: 'judgingDay',
  kind: 'finals',
  title: 'Judging day',
  phase: 'upcoming',
  shortlist: null,
  rubric: [
    { key: 'proposal', title: 'Proposal', max: 60, weight: 2, part: 'proposal' },
    { key: 'pitch', title: 'Pitch', max: 40, weight: 1, part: 'presentation' },
  ],
  panels: [{ key: 'A', judges: ['amy@staff.test'] }],
  judges: [{ staffId: 11, name: 'Judge Amy', email: 'amy@staff.test', panel: 'A' }],
  entries: 0,
  assignments: 0,
  submittedSheets: 0,
};

export const PROGRESS: RoundProgress = {
  group: 1,
  round: 'firstRound',
  phase: 'open',
  judges: [
    { staffId: 11, name: 'Judge Amy', panel: null, assigned: 4, scored: 4, conflicts: 0, status: 'submitted', submittedAt: '2027-01-12T02:00:00Z', reopenedAt: null },
    { staffId: 12, name: 'Judge Bo', panel: null, assigned: 4, scored: 1, conflicts: 1, status: 'draft', submittedAt: null, reopenedAt: null },
  ],
  entries: [
    { entryId: 101, number: 1, workId: 7, finalistId: null, title: 'Sand and sun', teamName: 'Dune riders', school: 'Sand School', assigned: 2, submitted: 1, conflicts: 0 },
    { entryId: 102, number: 2, workId: 8, finalistId: null, title: 'Oasis', teamName: 'Film team', school: 'Desert School', assigned: 2, submitted: 1, conflicts: 1 },
  ],
};

const row = (entryId: number, number: number, rank: number, jury: number, overrides: Partial<RankedEntry> = {}): RankedEntry => ({
  rank,
  entryId,
  number,
  workId: entryId - 94,
  finalistId: null,
  title: `Film ${number}`,
  teamName: `Team ${number}`,
  school: `School ${number}`,
  jury,
  scores: 2,
  normalized: 0,
  normalizedRank: rank,
  inShortlist: false,
  tiedWith: [],
  ...overrides,
});

/** Shortlist 2: entry 1 is in, entries 2 and 3 tie at the cut (one place left), entry 4 is out. */
export const RANKING: RoundRanking = {
  group: 1,
  round: 'firstRound',
  kind: 'screening',
  formulaVersion: 'judging-2027',
  digest: RANKING_DIGEST,
  shortlist: 2,
  rows: [
    row(101, 1, 1, 90, { normalized: 1.234, normalizedRank: 1, inShortlist: true }),
    row(102, 2, 2, 80.5, { normalized: -0.1, normalizedRank: 3, inShortlist: true, tiedWith: [3] }),
    row(103, 3, 2, 80.5, { normalized: 0.4, normalizedRank: 2, tiedWith: [2] }),
    row(104, 4, 4, 60, { normalized: -1.5, normalizedRank: 4 }),
  ],
  tieAtCut: [2, 3],
  normalizedChanges: [3],
  sheets: [
    { staffId: 11, name: 'Judge Amy', hash: 'c'.repeat(64) },
    { staffId: 12, name: 'Judge Bo', hash: 'd'.repeat(64) },
  ],
};
