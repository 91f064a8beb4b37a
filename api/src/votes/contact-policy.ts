import type { PublicVotePolicy } from '../season/public-vote.js';
import { parseContact, type Contact } from './contact.js';
import { isDisposableEmail } from './disposable.js';

// Which contacts a season takes (issue 28, docs/adr/0014 "Contacts"): the season file's `publicVote.contacts` and the
// disposable-domain list. sendSms and verify both ask here, so a refused contact gets neither a code nor a vote — a
// code sent before the policy or the list changed cannot be spent afterwards.

export type ContactRefusal = 'voteContactInvalid' | 'votePhoneInvalid' | 'voteContactPhoneOnly' | 'voteContactDisposable';

export type ContactVerdict = { ok: true; contact: Contact } | { ok: false; refusal: ContactRefusal };

/** The contact a visitor typed if this season takes it, else the message saying why not. */
export function acceptContact(raw: string, contacts: PublicVotePolicy['contacts']): ContactVerdict {
  const phoneOnly = contacts === 'phone';
  // An address in a phone-only season is told so, valid or not: "enter a correct number" would not say what is wrong.
  if (phoneOnly && raw.includes('@')) return { ok: false, refusal: 'voteContactPhoneOnly' };
  const contact = parseContact(raw);
  if (!contact) return { ok: false, refusal: phoneOnly ? 'votePhoneInvalid' : 'voteContactInvalid' };
  if (contact.channel === 'email' && isDisposableEmail(contact.address)) return { ok: false, refusal: 'voteContactDisposable' };
  return { ok: true, contact };
}
