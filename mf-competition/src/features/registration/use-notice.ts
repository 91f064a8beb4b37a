import { useId } from 'react';
import { firstError } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { warnText } from '../../lib/errors';
import { pathOf, targetOf, type Problem, type Target } from './checks';
import type { RegistrationFlowState } from './use-registration';
import { problemText } from './problem-text';

/** The id of a problem's field; the members-level problems (too few, too many) belong to the add button. */
function fieldId(base: string, target: Target): string {
  return target.kind === 'member' ? `${base}-m${target.key}-${target.field}` : `${base}-${target.kind}`;
}

/**
 * The form's one problem at a time, as the form holds it: the same text next to its field, which gets the focus
 * when the problem comes from sending. Field ids are made here so that a problem can find its field.
 */
export function useNotice({ form, draft }: Pick<RegistrationFlowState, 'form' | 'draft'>) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const base = useId();
  const shown = firstError(form.formState.errors);
  const idOf = (target: Target): string => fieldId(base, target);
  return {
    idOf,
    /** The problem's text when it is about this field. */
    errorAt: (target: Target): string | null => (shown && shown.field === pathOf(draft, target) ? shown.text : null),
    /** Focuses the field at a form path (the form's controls are this page's own, not registered inputs). */
    focus: (path: string) => document.getElementById(idOf(targetOf(draft, path)))?.focus(),
    /** A problem found outside sending (asking for a fifth member): a toast and the text beside the members. */
    refuse: (problem: Problem) =>
      form.setError(pathOf(draft, problem.target) as 'teamName', { type: 'check', message: warnText(problemText(problem, t)) }),
  };
}
