import type { QuestionTeam } from '@portal/contracts/admin-questions';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './questions.module.css';

/** Unanswered or answered, in words and colour. */
export function AnsweredBadge({ awaiting }: { awaiting: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`${styles.badge} ${awaiting ? styles.awaiting : styles.answered}`}>{awaiting ? t('questions.unanswered') : t('questions.answered')}</span>;
}

/** The team: its name, account e-mail, group and registration status (or that it has not registered). */
export function TeamCell({ team }: { team: QuestionTeam }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className={styles.team}>
      <strong>{team.teamName || t('questions.noTeamName')}</strong>
      <span className={styles.sub}>{team.email}</span>
      <span className={styles.sub}>
        {team.group === null ? t('questions.notRegistered') : `${t(`questions.group.${team.group}`)} · ${t(`questions.registration.${team.registrationStatus ?? 'pending'}`)}`}
      </span>
    </div>
  );
}
