import { useState } from 'react';
import { getGroup, getOwnActive } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import type { GroupInfo, Registration, TopicOption } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';
import { useCheckedForm, useWatch } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { localToday } from '../../lib/dates';
import { checkDraft, pathOf } from './checks';
import { draftOf, draftReducer, newDraft, type Draft, type DraftAction } from './draft';
import { problemText } from './problem-text';

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
 * Where the team is in registering: the form (what it typed, kept while the page's data reloads, checked by the
 * server's rules in the server's order against the chosen group's `topics`), the registration it just sent, and
 * whether it is modifying a failed one.
 */
export function useRegistrationFlow(topics: readonly TopicOption[]) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  // The team may have named itself in the personal center already: start from that name.
  const [start] = useState(() => newDraft(useAuthStore.getState().user?.teamName));
  const form = useCheckedForm<Draft>({
    defaultValues: start,
    problemOf: (values) => {
      const problem = checkDraft(values, { topics, today: localToday() });
      return problem && { field: pathOf(values, problem.target) as 'teamName', text: problemText(problem, t) };
    },
  });
  const draft = useWatch({ control: form.control }) as Draft;
  const [submitted, setSubmitted] = useState<Registration | null>(null);
  const [editing, setEditing] = useState(false);
  /** An edit: the next draft (./draft's rules), which also answers the problem shown (the toast stays until it goes). */
  const dispatch = (action: DraftAction) => form.reset(draftReducer(form.getValues(), action), { keepDefaultValues: true });
  return {
    form,
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
