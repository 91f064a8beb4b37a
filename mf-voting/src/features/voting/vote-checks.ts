import { isSixDigits } from '@portal/shared/contracts';
import type { Check } from '@portal/shared/form';

/** What the visitor fills in to vote: the film (chosen in the list), the contact the code goes to, and the code. */
export interface VoteValues {
  film: number | null;
  contact: string;
  code: string;
}

export const NO_VOTE: VoteValues = { film: null, contact: '', code: '' };

/** The texts of the checks, in the visitor's language; `phoneOnly` only for a season that takes phones only. */
export interface VoteCheckTexts {
  contactRequired: string;
  pickFirst: string;
  phoneOnly?: string;
}

/**
 * POST /v1.work/verify's checks, in the API's order (api/src/votes/routes.ts): the contact, the code's
 * six digits (the contracts' rule and §8's words), then the film. `sendSms` checks the contact alone: the first one.
 * In a phone-only season an address is refused here as the server would (issue 28); the server stays the judge.
 */
export function voteChecks(texts: VoteCheckTexts): readonly Check<VoteValues>[] {
  const contact: Check<VoteValues>[] = [{ field: 'contact', ok: ({ contact }) => contact.trim() !== '', message: { text: texts.contactRequired } }];
  if (texts.phoneOnly !== undefined) contact.push({ field: 'contact', ok: ({ contact }) => !contact.includes('@'), message: { text: texts.phoneOnly } });
  return [
    ...contact,
    { field: 'code', ok: ({ code }) => isSixDigits(code.trim()), message: 'codeSixDigits' },
    { field: 'film', ok: ({ film }) => film !== null, message: { text: texts.pickFirst } },
  ];
}
