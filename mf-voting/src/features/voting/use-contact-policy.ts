import { useEffect, useState } from 'react';
import { voteCount } from '@portal/shared/api';
import type { VoteCount } from '@portal/shared/contracts';

/** Which contacts the season takes: a mobile number only, or a mobile number or an e-mail address (issue 28). */
export type ContactPolicy = VoteCount['contacts'];

/** What the form asks for until the server has said: the default policy. The server stays the judge either way. */
export const DEFAULT_CONTACTS: ContactPolicy = 'phoneOrEmail';

/**
 * The season's contact policy from GET /v1.work/voteCount, asked once while the vote is open, so the field is
 * labelled and checked for what the server will take before the visitor types. Silent: a failed read leaves the
 * default, and sendSms then answers with the server's own refusal.
 */
export function useContactPolicy(open: boolean): ContactPolicy {
  const [contacts, setContacts] = useState<ContactPolicy>(DEFAULT_CONTACTS);
  useEffect(() => {
    if (!open) return;
    let current = true;
    voteCount({}, { silent: true }).then(
      (answer) => {
        if (current) setContacts(answer.data.contacts);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open]);
  return contacts;
}
