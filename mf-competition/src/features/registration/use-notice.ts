import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { warnText } from '../../lib/errors';
import type { Problem, Target } from './checks';
import type { Draft } from './draft';
import { problemText } from './problem-text';

interface Notice {
  target: Target;
  text: string;
  /** The draft it was about: any edit after it hides it (the toast stays until it times out). */
  draft: Draft;
  focus: boolean;
}

/** The id of a problem's field; the members-level problems (too few, too many) belong to the add button. */
function fieldId(base: string, target: Target): string {
  return target.kind === 'member' ? `${base}-m${target.key}-${target.field}` : `${base}-${target.kind}`;
}

/**
 * The form's one problem at a time: a toast, and the same text next to its field, which gets the focus when the
 * problem comes from sending. Field ids are made here so that a problem can find its field.
 */
export function useNotice(draft: Draft) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const base = useId();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (notice?.focus) document.getElementById(fieldId(base, notice.target))?.focus();
  }, [base, notice]);

  const shown = notice?.draft === draft ? notice : null;
  const idOf = (target: Target): string => fieldId(base, target);
  return {
    idOf,
    /** The problem's text when it is about this field. */
    errorAt: (target: Target): string | null => (shown && idOf(shown.target) === idOf(target) ? shown.text : null),
    refuse: (problem: Problem, focus: boolean) =>
      setNotice({ target: problem.target, text: warnText(problemText(problem, t)), draft, focus }),
    clear: () => setNotice(null),
  };
}
