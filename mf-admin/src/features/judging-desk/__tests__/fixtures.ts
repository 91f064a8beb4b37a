import type { DeskRound, JudgeConflicts, JudgeEntry, JudgingDesk } from '@portal/contracts/admin-judging';

// The judge's desk as the API answers it (contracts/src/admin-judging.ts), for a blind screening round with a
// two-criterion rubric and a finals round whose every entry is scored.
const RUBRIC = [
  { key: 'story', title: 'Story', max: 10, weight: 2, part: null },
  { key: 'craft', title: 'Craft', max: 20, weight: 1, part: null },
];

export const SCREENING: DeskRound = {
  group: 1,
  key: 'firstRound',
  kind: 'screening',
  title: 'First round',
  from: '2026-11-20',
  to: '2026-11-30',
  phase: 'open',
  blind: true,
  rubric: RUBRIC,
  sheet: { status: 'draft', submittedAt: null, reopenReason: null },
  entries: [
    { id: 101, number: 1, scored: 2, complete: true },
    { id: 102, number: 2, scored: 1, complete: false },
    { id: 103, number: 3, scored: 0, complete: false },
  ],
};

export const FINALS: DeskRound = {
  ...SCREENING,
  key: 'finals',
  kind: 'finals',
  title: 'Finals',
  sheet: { status: 'draft', submittedAt: null, reopenReason: 'Entry 4 was scored on the wrong scale' },
  entries: [
    { id: 201, number: 4, scored: 2, complete: true },
    { id: 202, number: 5, scored: 2, complete: true },
  ],
};

export const DESK: JudgingDesk = { rounds: [SCREENING, FINALS] };

export const LOCKED_FINALS: DeskRound = { ...FINALS, sheet: { status: 'submitted', submittedAt: '2026-11-26T04:00:00Z', reopenReason: null } };

export const ENTRY: JudgeEntry = {
  id: 102,
  number: 2,
  group: 1,
  round: 'firstRound',
  phase: 'open',
  title: 'Sand in the wind',
  team: null,
  files: [
    { index: 0, kind: 'film', name: 'entry-002.mp4', mime: 'video/mp4', size: 5_000_000, path: '/api/admin/judging/entries/102/files/0' },
    { index: 1, kind: 'slides', name: 'entry-002.pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', size: 300_000, path: '/api/admin/judging/entries/102/files/1' },
  ],
  rubric: RUBRIC,
  scores: { story: 6, craft: null },
  sheetStatus: 'draft',
  previous: 101,
  next: 103,
};

export const NO_CONFLICTS: JudgeConflicts = { conflicts: [], discardedEntries: 0 };
