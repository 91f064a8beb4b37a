import { useTranslation } from '@portal/shared/i18n';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';

interface StatementFieldProps {
  id: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

/** The entry statement (SPEC §5): its text, and the box the team ticks to accept it before submitting. */
export function StatementField({ id, checked, error, onChange }: StatementFieldProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const describedBy = [`${id}-text`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <p className={styles.label}>{t('works.statement.title')}</p>
      <p id={`${id}-text`} className={styles.statement}>
        {t('works.statement.text')}
      </p>
      <label className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('works.statement.accept')}
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
