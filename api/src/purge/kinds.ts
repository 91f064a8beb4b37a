// What the purge destroys, counted per kind (the purge row, the dry run and the scheduled job's log all use these),
// and what it keeps. docs/adr/0021 says why each is personal or not.

/** Rows and files the purge deletes, in the order `pnpm admin purge` prints them. */
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

export type PurgedKind = (typeof PURGED_KINDS)[number];

export type PurgeCounts = Record<PurgedKind, number>;

/**
 * The vote key (the HMAC key of voters' contacts, docs/adr/0014): destroyed with the season when it is the key the
 * server generated; an operator's VOTE_SECRET cannot be destroyed by the server; a later season's file keeps it.
 */
export type VoteKeyFate = 'destroyed' | 'absent' | 'configured' | 'laterSeason';

/** Anonymous results the purge keeps, counted so the organizer sees they are still there. */
export interface KeptCounts {
  votes: number;
  juryScores: number;
  publications: number;
  winners: number;
}

/** Labels of `pnpm admin purge` (English, like every organizer command). */
export const KIND_LABELS: Record<PurgedKind, string> = {
  accounts: 'accounts (e-mail, password hash, team name, members, avatar)',
  sessions: 'sessions',
  signUpCodes: 'sign-up codes',
  loginFailures: 'failed logins (account typed, IP address)',
  mails: 'mails and texts (the outbox and the message queue)',
  comments: 'comments',
  registrations: 'registrations',
  members: 'member details',
  registrationHistory: 'registration history entries',
  works: 'works',
  workHistory: 'work history entries',
  judgingRecords: "judging records (entries, assignments, judges' sheets and scores, declared conflicts)",
  voteCodes: "voters' codes (contact HMAC, IP address)",
  idCardImages: 'student ID card images (files)',
  workFiles: "works' files",
  otherFiles: 'other uploaded files (avatars, unused uploads)',
  unfinishedUploads: 'unfinished resumable uploads',
};

export const VOTE_KEY_LABELS: Record<VoteKeyFate, { done: string; planned: string }> = {
  destroyed: { done: "destroyed (voters' contact hashes can no longer be matched to anyone)", planned: 'would be destroyed' },
  absent: { done: 'none on file', planned: 'none on file' },
  configured: {
    done: 'kept: VOTE_SECRET is set by the operator; replace it before the next vote and destroy the old value',
    planned: 'kept: VOTE_SECRET is set by the operator; replace it before the next vote and destroy the old value',
  },
  laterSeason: { done: 'kept: a later season file shares it', planned: 'kept: a later season file shares it' },
};

export function emptyCounts(): PurgeCounts {
  return Object.fromEntries(PURGED_KINDS.map((kind) => [kind, 0])) as PurgeCounts;
}

export function totalOf(counts: PurgeCounts): number {
  return PURGED_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
}
