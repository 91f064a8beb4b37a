import { ORGANIZER_WORK_STATUSES } from '@portal/contracts/admin-review';
import type { WorkStatusValue } from '../db/schema-works.js';
import type { MessageKey } from '../i18n/messages.js';

// A work's review status (SPEC §4): the team submits, organizers move it on. "Not submitted" is a step without a
// work, never a status of one.

export const WORK_STATUSES = ['submitted', 'underReview', 'shortlisted', 'notShortlisted'] as const satisfies readonly WorkStatusValue[];

/** What an organizer may set; only the team's own (re)submission makes a work 'submitted'. */
export type OrganizerStatus = Exclude<WorkStatusValue, 'submitted'>;
// The contract's list (the back office's body schema), so the command line and the API accept the same.
export const ORGANIZER_STATUSES = ORGANIZER_WORK_STATUSES satisfies readonly OrganizerStatus[];

// A decision may be taken from a fresh or a reviewed work; a decided one goes back to review only, so a mistake is
// corrected in two recorded steps rather than flipped silently.
const NEXT: Record<WorkStatusValue, readonly OrganizerStatus[]> = {
  submitted: ['underReview', 'shortlisted', 'notShortlisted'],
  underReview: ['shortlisted', 'notShortlisted'],
  shortlisted: ['underReview'],
  notShortlisted: ['underReview'],
};

export function allowedNext(from: WorkStatusValue): readonly OrganizerStatus[] {
  return NEXT[from];
}

export function canMove(from: WorkStatusValue, to: OrganizerStatus): boolean {
  return NEXT[from].includes(to);
}

/** The status as the team reads it (mails, the organizer's CSV keeps the key). */
export const STATUS_WORD: Record<WorkStatusValue, MessageKey> = {
  submitted: 'workStatusSubmitted',
  underReview: 'workStatusUnderReview',
  shortlisted: 'workStatusShortlisted',
  notShortlisted: 'workStatusNotShortlisted',
};
