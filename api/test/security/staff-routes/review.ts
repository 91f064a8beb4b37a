import { staffGet, staffJson, type StaffRoute } from './types.js';

// The review resources of the back office (issue 24 point 3): the dashboard for every staff member; registrations and
// works for reviewers and organizers; exports and the purge report for organizers. Decisions, status changes and
// exports are sensitive. Probes name the suite's registration (with ID-card images) and work: `ids.registration`,
// `ids.work`.

const REVIEWERS = ['organizer', 'reviewer'] as const;
const reg = (ids: Record<string, number>) => ids.registration ?? 0;
const work = (ids: Record<string, number>) => ids.work ?? 0;

export const REVIEW_ROUTES: Record<string, StaffRoute> = {
  'GET /api/admin/dashboard': {
    access: 'staff',
    reason: "the season's funnel (counts only): every staff member's first view",
    roles: 'any',
    probe: () => staffGet('/api/admin/dashboard'),
  },
  'GET /api/admin/registrations': {
    access: 'staff',
    reason: 'teams with their members: personal data, for those who review them',
    roles: REVIEWERS,
    probe: () => staffGet('/api/admin/registrations?search=a&page_size=50'),
  },
  'GET /api/admin/registrations/:id': {
    access: 'staff',
    reason: "a team's members (names, birth dates, schools, student IDs, e-mails) and its history",
    roles: REVIEWERS,
    probe: ({ ids }) => staffGet(`/api/admin/registrations/${reg(ids)}`),
  },
  'GET /api/admin/registrations/:id/members/:ordinal/id-card/:side': {
    access: 'staff',
    reason: "a student ID card's image: the most private file of the site, each view audited",
    roles: REVIEWERS,
    probe: ({ ids }) => staffGet(`/api/admin/registrations/${reg(ids)}/members/1/id-card/front`),
  },
  'POST /api/admin/registrations/:id/decision': {
    access: 'staff',
    reason: 'approves or rejects a team (mailed to it): a review decision',
    roles: REVIEWERS,
    fresh: true,
    probe: ({ ids }) => staffJson('POST', `/api/admin/registrations/${reg(ids)}/decision`, { decision: 'reject', reason: 'access-control probe' }),
  },
  'POST /api/admin/registrations/bulk-approve': {
    access: 'staff',
    reason: 'approves many teams at once: review decisions',
    roles: REVIEWERS,
    fresh: true,
    probe: ({ ids }) => staffJson('POST', '/api/admin/registrations/bulk-approve', { ids: [reg(ids)] }),
  },
  'GET /api/admin/works': {
    access: 'staff',
    reason: "teams' works with their titles and files' facts, for those who review them",
    roles: REVIEWERS,
    probe: () => staffGet('/api/admin/works?page_size=50'),
  },
  'GET /api/admin/works/:id': {
    access: 'staff',
    reason: "a team's work, its file's facts and its history",
    roles: REVIEWERS,
    probe: ({ ids }) => staffGet(`/api/admin/works/${work(ids)}`),
  },
  'GET /api/admin/works/:id/file': {
    access: 'staff',
    reason: "a team's stored work (a film or a document), each view audited",
    roles: REVIEWERS,
    probe: ({ ids }) => staffGet(`/api/admin/works/${work(ids)}/file`),
  },
  'POST /api/admin/works/:id/status': {
    access: 'staff',
    reason: "moves a work on in the review (mailed to the team): a review decision",
    roles: REVIEWERS,
    fresh: true,
    probe: ({ ids }) => staffJson('POST', `/api/admin/works/${work(ids)}/status`, { status: 'underReview', note: 'access-control probe' }),
  },
  'POST /api/admin/exports': {
    access: 'staff',
    reason: "a CSV of a group's members or works: personal data leaving the server, recorded",
    roles: ['organizer'],
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/exports', { kind: 'registrations', group: 1 }),
  },
  'GET /api/admin/exports': {
    access: 'staff',
    reason: 'who exported what and when: the record the purge report lists',
    roles: ['organizer'],
    probe: () => staffGet('/api/admin/exports'),
  },
  'GET /api/admin/purge': {
    access: 'staff',
    reason: "the purge's dry run, its day and the exports made before it",
    roles: ['organizer'],
    probe: () => staffGet('/api/admin/purge'),
  },
  'POST /api/admin/file-links': {
    access: 'staff',
    reason: 'mints a link for one private file route of this session; the file route checks the role when it is opened',
    roles: 'any',
    probe: ({ ids }) => staffJson('POST', '/api/admin/file-links', { path: `/api/admin/registrations/${reg(ids)}/members/1/id-card/front` }),
  },
};
