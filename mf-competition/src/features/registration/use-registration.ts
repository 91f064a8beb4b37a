import { useReducer, useState } from 'react';
import { getGroup, getOwnActive } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import type { GroupInfo, Registration } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';
import { draftOf, draftReducer, newDraft } from './draft';

export interface RegistrationBasics {
  groups: GroupInfo[];
  /** The team's registration this season, or null. */
  own: Registration | null;
}

/** Both groups (topics, team size, cap) and the team's own registration, in the page's language. */
export function useRegistrationBasics(): RemoteData<RegistrationBasics> {
  return useRemoteData(async ({ options }) => {
    const [groups, own] = await Promise.all([getGroup(options), getOwnActive(options)]);
    return { groups, own };
  }, []);
}

/**
 * Where the team is in registering: what it typed (kept while the page's data reloads), the registration it just
 * sent, and whether it is modifying a failed one.
 */
export function useRegistrationFlow() {
  // The team may have named itself in the personal center already: start from that name.
  const [draft, dispatch] = useReducer(draftReducer, undefined, () => newDraft(useAuthStore.getState().user?.teamName));
  const [submitted, setSubmitted] = useState<Registration | null>(null);
  const [editing, setEditing] = useState(false);
  return {
    draft,
    dispatch,
    submitted,
    editing,
    modify: (registration: Registration) => {
      dispatch({ type: 'reset', draft: draftOf(registration) });
      setEditing(true);
    },
    cancel: () => setEditing(false),
    done: (registration: Registration) => {
      setSubmitted(registration);
      setEditing(false);
    },
  };
}

export type RegistrationFlowState = ReturnType<typeof useRegistrationFlow>;
