import type { AdminFinalist, AdminFinalistList, ComputedResult, ScoreSheetView } from '@portal/contracts/admin-results';
import type { ReleaseHistory, ReleaseStatus, RemoteRelease } from '@portal/contracts/admin-releases';
import type { AdminPurge, AdminRegistrationSummary, ExportRecord } from '@portal/contracts/admin-review';
import type { StaffListItem } from '@portal/contracts/admin-staff';

// What the organizer's and release manager's routes of the staff API answer, for those pages' tests.

const text = (zhComplex: string, zhSimple: string, en: string) => ({ zhComplex, zhSimple, en });

export const FINALIST: AdminFinalist = {
  id: 31,
  group: 2,
  position: 1,
  sample: false,
  teamName: text('綠洲隊', '绿洲队', 'Oasis'),
  school: text('沙漠大學', '沙漠大学', 'Desert University'),
  workTitle: text('沙中之水', '沙中之水', 'Water in the sand'),
  poster: '/media/finalists/poster-abc.png',
  video: null,
  registration: null,
};

export const FINALISTS: AdminFinalistList = {
  finalists: [
    FINALIST,
    { ...FINALIST, id: 32, position: 2, sample: true, teamName: text('示例隊 2', '示例队 2', 'Sample team 2'), poster: null },
    { ...FINALIST, id: 1, group: 1, position: 1, teamName: text('短片隊', '短片队', 'Film team'), video: '/media/finalists/film-1.mp4' },
  ],
  groups: [
    { group: 1, count: 15, max: 15 },
    { group: 2, count: 2, max: 10 },
  ],
};

export const PASSED: AdminRegistrationSummary = {
  id: 44,
  group: 2,
  status: 'passed',
  teamName: 'Oasis',
  topic: 'water',
  members: 3,
  school: 'Desert University',
  createdAt: '2026-10-01T02:00:00Z',
  updatedAt: '2026-10-02T02:00:00Z',
};

export const SHEET: ScoreSheetView = {
  season: '2026',
  group: 1,
  criteria: [{ key: 'overall', max: 100, part: null }],
  finalists: [
    { id: 1, position: 1, teamName: 'Film team' },
    { id: 2, position: 2, teamName: 'Dune riders' },
  ],
  judges: [{ judge: 'J1', scores: 1, missing: 1, importedAt: '2026-11-20T02:00:00Z', importedBy: 'Ada organizer' }],
  cells: [{ judge: 'J1', finalistId: 1, criterion: 'overall', score: 87.5 }],
  complete: false,
};

export const COMPLETE_SHEET: ScoreSheetView = {
  ...SHEET,
  judges: [{ ...SHEET.judges[0]!, scores: 2, missing: 0 }],
  cells: [...SHEET.cells, { judge: 'J1', finalistId: 2, criterion: 'overall', score: 80 }],
  complete: true,
};

export const DIGEST = 'a'.repeat(64);

export const RESULT: ComputedResult = {
  season: '2026',
  group: 1,
  formulaVersion: 'films-2024',
  digest: DIGEST,
  rows: [
    { rank: 1, finalistId: 1, position: 1, teamName: 'Film team', school: 'Desert School', jury: 87.5, votes: 120, vote: 100, proposal: null, presentation: null, final: 90, award: 'champion' },
    { rank: 2, finalistId: 2, position: 2, teamName: 'Dune riders', school: 'Sand School', jury: 80, votes: 60, vote: 50, proposal: null, presentation: null, final: 74, award: 'second' },
  ],
  mostActive: { school: 'Desert School', films: 4 },
};

const remote = (name: string, overrides: Partial<RemoteRelease> = {}): RemoteRelease => ({
  remote: name,
  stable: '1.0.0',
  previousStable: null,
  candidate: null,
  share: null,
  window: null,
  servedNow: 'stable',
  health: { candidate: null, stable: { loads: 200, failures: 1 } },
  records: { intact: true, count: 1, brokenAt: null, unrecorded: [] },
  published: ['1.0.0'],
  ...overrides,
});

export const VOTING: RemoteRelease = remote('mf-voting', {
  candidate: '1.1.0',
  share: 10,
  servedNow: 'candidate',
  health: { candidate: { loads: 40, failures: 2 }, stable: { loads: 200, failures: 1 } },
  records: { intact: true, count: 2, brokenAt: null, unrecorded: [] },
  published: ['1.0.0', '1.1.0'],
});

export const RELEASES: ReleaseStatus = {
  now: '2026-11-26T02:00:00Z',
  remotes: [
    remote('mf-content', { stable: null, servedNow: 'file', health: { candidate: null, stable: null }, records: { intact: true, count: 0, brokenAt: null, unrecorded: [] }, published: [] }),
    remote('mf-account'),
    remote('mf-competition'),
    VOTING,
    remote('mf-admin'),
  ],
};

export const HISTORY: ReleaseHistory = [
  { at: '2026-11-25T02:00:00Z', remote: 'mf-voting', action: 'ramp', version: '1.1.0', share: 10, window: null, record: null, by: 'Ada organizer', reason: 'first tenth' },
  {
    at: '2026-11-24T02:00:00Z',
    remote: 'mf-voting',
    action: 'publish',
    version: '1.1.0',
    share: null,
    window: null,
    record: { ref: `sha256:${'b'.repeat(64)}`, commit: 'c'.repeat(40), dirty: false },
    by: 'front-end team',
    reason: null,
  },
];

export const EXPORT: ExportRecord = {
  id: 5,
  season: '2026',
  at: '2026-11-20T03:00:00Z',
  kind: 'registrations',
  group: 1,
  rows: 13,
  by: { kind: 'staff', staffId: 3, name: 'Ada organizer' },
};

export const PURGE: AdminPurge = {
  seasons: [
    {
      season: '2026',
      personalDataUntil: '2027-07-20',
      dueAt: '2027-07-19T16:00:00.000Z',
      due: false,
      done: null,
      counts: { accounts: 57, sessions: 12, registrations: 20, idCardImages: 80 },
      voteKey: 'destroyed',
      kept: { votes: 300, juryScores: 45, publications: 0, winners: 0 },
      pendingFiles: 0,
      exports: [EXPORT],
    },
  ],
  unreadable: 0,
  schedule: '17 * * * *',
};

export const STAFF: StaffListItem[] = [
  { id: 3, email: 'organizer@staff.test', name: 'Ada organizer', role: 'organizer', status: 'active', createdAt: '2026-09-01T02:00:00Z', lastSignInAt: '2026-11-26T01:00:00Z', factors: ['totp'] },
  { id: 4, email: 'rita@staff.test', name: 'Rita Reviewer', role: 'reviewer', status: 'invited', createdAt: '2026-11-01T02:00:00Z', lastSignInAt: null, factors: [] },
];
