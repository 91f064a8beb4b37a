import type { Dispatch } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { TEAM_SIZE } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import type { Problem, Target } from '../checks';
import type { Draft, DraftAction, MemberField } from '../draft';
import { MemberFields } from './MemberFields';

interface MembersSectionProps {
  draft: Draft;
  dispatch: Dispatch<DraftAction>;
  today: string;
  idOf: (target: Target) => string;
  errorAt: (target: Target) => string | null;
  refuse: (problem: Problem) => void;
}

const MEMBERS: Target = { kind: 'members' };

/** The team's 2 to 4 members: asking for a fifth or for fewer than two says why not (§8) instead of doing it. */
export function MembersSection({ draft, dispatch, today, idOf, errorAt, refuse }: MembersSectionProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const headingId = `${idOf(MEMBERS)}-heading`;
  const add = () =>
    draft.members.length >= TEAM_SIZE.max
      ? refuse({ code: 'maxMembers', target: MEMBERS })
      : dispatch({ type: 'add' });
  const remove = (key: number) =>
    draft.members.length <= TEAM_SIZE.min
      ? refuse({ code: 'minMembers', target: MEMBERS })
      : dispatch({ type: 'remove', key });
  const error = errorAt(MEMBERS);
  return (
    <section aria-labelledby={headingId} className={styles.members}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('form.members')}
      </h2>
      <p className={styles.hint}>{t('form.membersHint', { min: TEAM_SIZE.min, max: TEAM_SIZE.max })}</p>
      {draft.members.map((row, index) => (
        <MemberFields
          key={row.key}
          row={row}
          number={index + 1}
          idOf={(field: MemberField) => idOf({ kind: 'member', key: row.key, field })}
          errorOf={(field: MemberField) => errorAt({ kind: 'member', key: row.key, field })}
          dispatch={dispatch}
          today={today}
          onRemove={() => remove(row.key)}
        />
      ))}
      <button
        id={idOf(MEMBERS)}
        type="button"
        className={styles.secondary}
        onClick={add}
        aria-describedby={error ? `${idOf(MEMBERS)}-error` : undefined}
      >
        {t('member.add')}
      </button>
      {error && (
        <p id={`${idOf(MEMBERS)}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
