import { file, multipart } from '../../uploads/multipart.js';
import { png } from '../../uploads/sample-files.js';
import type { RawRequest } from '../http.js';
import { staffGet, staffJson, type StaffProbeContext, type StaffRoute } from './types.js';

// The back office's finalists, score sheets and winners (organizers) and releases (organizers and release managers),
// issue 24 point 3. Probes name a seeded finalist the teams voted for (so an allowed removal is refused for its votes
// and later lines still find it) and the registration the suite made; a release probe names mf-voting.

const ORGANIZER = ['organizer'] as const;
const RELEASES = ['organizer', 'releaseManager'] as const;

const finalist = (context: StaffProbeContext) => context.ids.finalist ?? 1;

const read = (url: string, reason: string, roles: StaffRoute['roles'], probe: (context: StaffProbeContext) => string): Record<string, StaffRoute> => ({
  [`GET ${url}`]: { access: 'staff', reason, roles, probe: (context) => staffGet(probe(context)) },
  [`HEAD ${url}`]: { access: 'staff', reason: `${reason} (HEAD)`, roles, probe: (context) => ({ ...staffGet(probe(context)), method: 'HEAD' }) },
});

const body = (method: string, path: string, bytes: string, type: string): RawRequest => ({ method, path, headers: { 'content-type': type }, body: bytes });

const texts = {
  teamName: { zhComplex: '探測隊', zhSimple: '探测队', en: 'Probe team' },
  school: { zhComplex: '探測學校', zhSimple: '探测学校', en: 'Probe school' },
  workTitle: { zhComplex: '探測作品', zhSimple: '探测作品', en: 'Probe work' },
};

export const RESULTS_STAFF_ROUTES: Record<string, StaffRoute> = {
  ...read('/api/admin/finalists', 'both groups\' finalists with every language, media and linked registration', ORGANIZER, () => '/api/admin/finalists'),
  'HEAD /api/admin/finalists/': {
    access: 'staff',
    reason: 'the finalists list with a trailing slash (HEAD)',
    roles: ORGANIZER,
    probe: () => ({ ...staffGet('/api/admin/finalists/'), method: 'HEAD' }),
  },
  ...read('/api/admin/finalists/:id', 'one finalist with every language and its linked registration', ORGANIZER, (context) => `/api/admin/finalists/${finalist(context)}`),
  'POST /api/admin/finalists': {
    access: 'staff',
    reason: 'creates a finalist of a group (refused when the group has its count)',
    roles: ORGANIZER,
    probe: () => staffJson('POST', '/api/admin/finalists', { group: 2, position: 10, ...texts }),
  },
  'PUT /api/admin/finalists/:id': {
    access: 'staff',
    reason: "edits a finalist's number and texts in three languages",
    roles: ORGANIZER,
    probe: (context) => staffJson('PUT', `/api/admin/finalists/${finalist(context)}`, { position: 1, ...texts }),
  },
  'DELETE /api/admin/finalists/:id': {
    access: 'staff',
    reason: 'removes a finalist nothing refers to (the probe names one with votes: allowed, the server still refuses it)',
    roles: ORGANIZER,
    fresh: true,
    probe: (context) => ({ method: 'DELETE', path: `/api/admin/finalists/${finalist(context)}`, headers: {} }),
  },
  'POST /api/admin/finalists/:id/link': {
    access: 'staff',
    reason: "links a finalist to its team's registration (names a winner's members)",
    roles: ORGANIZER,
    probe: (context) => staffJson('POST', `/api/admin/finalists/${finalist(context)}/link`, { registrationId: context.ids.registration ?? 1 }),
  },
  'POST /api/admin/finalists/:id/media': {
    access: 'staff',
    reason: "publishes a finalist's poster and film under /media/ after checking them by content",
    roles: ORGANIZER,
    probe: (context) => {
      const form = multipart([file('poster.png', png(300), 'image/png', 'poster')]);
      return { method: 'POST', path: `/api/admin/finalists/${finalist(context)}/media`, headers: { 'content-type': form.contentType }, body: form.payload };
    },
  },
  'POST /api/admin/scores/import': {
    access: 'staff',
    reason: "imports the jury's score sheet of a group (CSV)",
    roles: ORGANIZER,
    probe: (context) => body('POST', '/api/admin/scores/import?group=1', `judge,finalist,criterion,score\nP1,${finalist(context)},overall,80\n`, 'text/csv'),
  },
  ...read('/api/admin/scores', 'the imported score sheet of a group and whether it is complete', ORGANIZER, () => '/api/admin/scores?group=1'),
  'POST /api/admin/scores/compute': {
    access: 'staff',
    reason: 'computes the ranked table of a group with its digest (stores only its audit entry)',
    roles: ORGANIZER,
    probe: () => staffJson('POST', '/api/admin/scores/compute', { group: 2 }),
  },
  'POST /api/admin/winners/publish': {
    access: 'staff',
    reason: "publishes a group's winners: exactly the reviewed table (its digest)",
    roles: ORGANIZER,
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/winners/publish', { group: 2, digest: '0'.repeat(64) }),
  },
  ...read('/api/admin/releases', "every remote's stable and candidate versions, share, window, health (pnpm release status)", RELEASES, () => '/api/admin/releases'),
  'HEAD /api/admin/releases/': {
    access: 'staff',
    reason: 'the release status with a trailing slash (HEAD)',
    roles: RELEASES,
    probe: () => ({ ...staffGet('/api/admin/releases/'), method: 'HEAD' }),
  },
  ...read('/api/admin/releases/:remote/history', "a remote's release history (pnpm release history)", RELEASES, () => '/api/admin/releases/mf-voting/history'),
  'POST /api/admin/releases/:remote/ramp': {
    access: 'staff',
    reason: 'serves a published version to a share of visitors',
    roles: RELEASES,
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/releases/mf-voting/ramp', { version: '1.0.0', share: 10 }),
  },
  'POST /api/admin/releases/:remote/promote': {
    access: 'staff',
    reason: 'makes a published version the stable one for everyone',
    roles: RELEASES,
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/releases/mf-voting/promote', { version: '1.0.0' }),
  },
  'POST /api/admin/releases/:remote/window': {
    access: 'staff',
    reason: 'serves a published version to everyone inside a date window',
    roles: RELEASES,
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/releases/mf-voting/window', { version: '1.0.0', from: '2024-02-10T00:00:00Z', to: '2030-01-01T00:00:00Z' }),
  },
  'POST /api/admin/releases/:remote/rollback': {
    access: 'staff',
    reason: 'drops the candidate or returns to the previous stable version',
    roles: RELEASES,
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/releases/mf-voting/rollback', {}),
  },
};
