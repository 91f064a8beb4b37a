import type { AdminPurge } from '@portal/contracts/admin-review';
import { staffGet } from '../../api/staff-client';

/** GET /api/admin/purge (organizers): `pnpm admin purge --dry-run` of every known season, its day and its exports. */
export const fetchPurge = (signal: AbortSignal) => staffGet<AdminPurge>('/admin/purge', undefined, { signal });

/** The kinds in the order `pnpm admin purge` prints them (api/src/purge/kinds.ts); a kind the server adds later still shows. */
export const PURGED_KINDS = [
  'accounts',
  'sessions',
  'signUpCodes',
  'loginFailures',
  'mails',
  'comments',
  'registrations',
  'members',
  'registrationHistory',
  'works',
  'workHistory',
  'judgingRecords',
  'voteCodes',
  'idCardImages',
  'workFiles',
  'otherFiles',
  'unfinishedUploads',
] as const;

export function orderedKinds(counts: Readonly<Record<string, number>>): string[] {
  const known: readonly string[] = PURGED_KINDS;
  return [...PURGED_KINDS.filter((kind) => kind in counts), ...Object.keys(counts).filter((kind) => !known.includes(kind))];
}
