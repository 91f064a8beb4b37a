import type { Dispatch } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { TeamMember } from '@portal/shared/contracts';
import { SelectField, TextField } from '../../../components/Field';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { IMAGE_FIELDS, type DraftAction, type MemberDraft, type MemberField } from '../draft';
import { IdImageField } from './IdImageField';

interface MemberFieldsProps {
  row: MemberDraft;
  number: number;
  idOf: (field: MemberField) => string;
  errorOf: (field: MemberField) => string | null;
  dispatch: Dispatch<DraftAction>;
  /** The browser's date: a birth date cannot be later. */
  today: string;
  onRemove: () => void;
}

/** One member's fields (SPEC §3), as a group named "Member N". */
export function MemberFields({ row, number, idOf, errorOf, dispatch, today, onRemove }: MemberFieldsProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const patch = (fields: Partial<TeamMember>) => dispatch({ type: 'member', key: row.key, patch: fields });
  const text = (field: 'name' | 'school' | 'studentId') => ({
    id: idOf(field),
    label: t(`member.${field}`),
    value: row[field],
    error: errorOf(field),
    autoComplete: 'off',
    onChange: (value: string) => patch({ [field]: value }),
  });
  const positions = (['captain', 'member'] as const).map((value) => ({ value, label: t(`position.${value}`) }));
  return (
    <fieldset className={styles.member}>
      <legend className={styles.legend}>{t('member.legend', { number })}</legend>
      <div className={styles.memberGrid}>
        <TextField {...text('name')} />
        <SelectField
          id={idOf('position')}
          label={t('member.position')}
          value={row.position}
          options={positions}
          error={errorOf('position')}
          onChange={(value) => patch({ position: value === 'captain' ? 'captain' : 'member' })}
        />
        <TextField
          id={idOf('birthDate')}
          label={t('member.birthDate')}
          type="date"
          max={today}
          value={row.birthDate}
          error={errorOf('birthDate')}
          onChange={(value) => patch({ birthDate: value })}
        />
        <TextField {...text('school')} />
        <TextField {...text('studentId')} />
        <TextField
          id={idOf('email')}
          label={t('member.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={row.email}
          error={errorOf('email')}
          onChange={(value) => patch({ email: value })}
        />
        {IMAGE_FIELDS.map((field) => (
          <IdImageField
            key={field}
            id={idOf(field)}
            label={t(`member.${field}`)}
            uri={row[field]}
            error={errorOf(field)}
            onUploaded={(uri) => patch({ [field]: uri })}
            onBusy={(busy) => dispatch({ type: 'uploading', key: row.key, field, busy })}
          />
        ))}
      </div>
      <button type="button" className={styles.secondary} onClick={onRemove}>
        {t('member.remove', { number })}
      </button>
    </fieldset>
  );
}
