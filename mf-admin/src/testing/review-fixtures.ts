import type { AdminDashboard, AdminRegistration, AdminRegistrationSummary, AdminWork } from '@portal/contracts/admin-review';
import type { AuditEntry } from '@portal/contracts/admin-audit';
import { jsonBody, ok, type Handler } from '@portal/shared/testing';

// What the review routes of the staff API answer, for the pages' tests: one season, one team, one film.

export const DASHBOARD: AdminDashboard = {
  season: '2026',
  now: '2026-11-26T02:00:00Z',
  signUps: 57,
  registrations: [
    { group: 1, pending: 3, passed: 10, failed: 2 },
    { group: 2, pending: 1, passed: 4, failed: 0 },
  ],
  works: [{ group: 1, step: 'videoSubmission', title: 'Film', submitted: 5, underReview: 2, shortlisted: 0, notShortlisted: 0 }],
  votes: { phase: 'notYetOpen', total: 0, perDay: null },
  groups: [
    {
      group: 1,
      registration: { from: '2026-09-01T00:00:00+08:00', to: '2026-12-01T00:00:00+08:00', open: true },
      submission: null,
      voting: null,
      steps: [{ key: 'videoSubmission', title: 'Film', from: '2026-11-01', to: '2026-12-31', note: null, state: 'open' }],
    },
  ],
  personalDataUntil: '2027-06-30',
};

export const SUMMARY: AdminRegistrationSummary = {
  id: 12,
  group: 1,
  status: 'pending',
  teamName: 'Dune Riders',
  topic: 'water',
  members: 2,
  school: 'Desert Secondary School',
  createdAt: '2026-11-02T02:00:00Z',
  updatedAt: '2026-11-02T02:00:00Z',
};

const card = (ordinal: number, side: 'front' | 'back') => `/api/admin/registrations/12/members/${ordinal}/id-card/${side}`;

export const REGISTRATION: AdminRegistration = {
  id: 12,
  season: '2026',
  group: 1,
  status: 'pending',
  reason: null,
  teamName: 'Dune Riders',
  topic: 'water',
  topicTitle: 'Water and conservation',
  language: 'zh-hk',
  account: { id: 4, email: 'team@example.org' },
  createdAt: '2026-11-02T02:00:00Z',
  updatedAt: '2026-11-02T02:00:00Z',
  members: [1, 2].map((ordinal) => ({
    ordinal,
    position: ordinal === 1 ? ('captain' as const) : ('member' as const),
    name: `Member ${ordinal}`,
    birthDate: '2008-03-01',
    school: 'Desert Secondary School',
    studentId: `S${ordinal}`,
    email: `m${ordinal}@example.org`,
    idCard: { front: card(ordinal, 'front'), back: card(ordinal, 'back') },
  })),
  history: [{ from: null, to: 'pending', reason: null, by: 'team', byName: null, at: '2026-11-02T02:00:00Z' }],
  works: [],
};

export const WORK: AdminWork = {
  id: 7,
  registrationId: 12,
  group: 1,
  teamName: 'Dune Riders',
  step: 'videoSubmission',
  stepTitle: 'Film',
  title: 'Sand and water',
  status: 'submitted',
  season: '2026',
  topic: 'water',
  topicTitle: 'Water and conservation',
  file: {
    name: 'sand.mp4',
    mime: 'video/mp4',
    type: 'mp4',
    size: 12_345_678,
    durationSeconds: 90,
    sha256: 'ab'.repeat(32),
    url: '/api/admin/works/7/file',
    downloadUrl: '/api/admin/works/7/file?download=1',
  },
  submittedAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  history: [{ from: null, to: 'submitted', note: 'sand.mp4', by: 'team', byName: null, at: '2026-11-20T02:00:00Z' }],
  allowedNext: ['underReview', 'shortlisted', 'notShortlisted'],
};

export const ENTRY: AuditEntry = {
  seq: 41,
  at: '2026-11-26T02:00:00Z',
  actor: { kind: 'staff', id: 3, name: 'Ada organizer' },
  action: 'idCard.view',
  target: 'registration:12',
  detail: { member: 2, side: 'back' },
  hash: 'cd'.repeat(32),
};

/** POST /api/admin/file-links: a link for the path asked, as the API words it. */
export const fileLinks: Handler = ok((hit) => {
  const { path } = jsonBody(hit) as { path: string };
  return { url: `${path}?link=L-${path.split('/').slice(-2).join('-')}`, expiresAt: '2099-01-01T00:00:00Z' };
});
