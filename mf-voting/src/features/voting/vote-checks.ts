import { isSixDigits } from '@portal/shared/contracts';
import type { Check } from '@portal/shared/form';

/** What the visitor fills in to vote: the film (chosen in the list), the contact the code goes to, and the code. */
export interface VoteValues {
  film: number | null;
  contact: string;
  code: string;
}

export const NO_VOTE: VoteValues = { film: null, contact: '', code: '' };

/**
 * POST /v1.work/verify's checks, in the API's order (api/src/votes/routes.ts): the contact, the code's
 * six digits (the contracts' rule and §8's words), then the film. `sendSms` checks the contact alone: the first one.
 */
export function voteChecks(texts: { contactRequired: string; pickFirst: string }): readonly Check<VoteValues>[] {
  return [
    { field: 'contact', ok: ({ contact }) => contact.trim() !== '', message: { text: texts.contactRequired } },
    { field: 'code', ok: ({ code }) => isSixDigits(code.trim()), message: 'codeSixDigits' },
    { field: 'film', ok: ({ film }) => film !== null, message: { text: texts.pickFirst } },
  ];
}
