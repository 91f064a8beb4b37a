import { useId } from 'react';
import { CONFLICT_NOTE_MAX, CONFLICT_SCHOOL_MAX, type JudgeConflict } from '@portal/contracts/admin-judging';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatInstant } from '../../lib/format';
import { declareConflict, fetchConflicts } from './api';
import * as styles from './judging-desk.module.css';

interface SchoolValues {
  school: string;
  note: string;
}

/** The judge's conflicts, and a conflict with a school declared by name before scoring (the server folds the name). */
export function Conflicts({ onDeclared }: { onDeclared: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useStaffData('judging-conflicts', fetchConflicts);
  const id = useId();
  const form = useCheckedForm<SchoolValues>({
    defaultValues: { school: '', note: '' },
    problemOf: (values) =>
      firstProblem<SchoolValues>(
        [
          { field: 'school', ok: ({ school }) => school.trim().length > 0, message: { text: t('desk.schoolRequired') } },
          { field: 'school', ok: ({ school }) => school.trim().length <= CONFLICT_SCHOOL_MAX, message: { text: t('desk.schoolTooLong', { max: CONFLICT_SCHOOL_MAX }) } },
          { field: 'note', ok: ({ note }) => note.trim().length <= CONFLICT_NOTE_MAX, message: { text: t('desk.noteTooLong', { max: CONFLICT_NOTE_MAX }) } },
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ school, note }: SchoolValues) => {
    try {
      const answer = await declareConflict({ school: school.trim(), ...(note.trim() ? { note: note.trim() } : {}) });
      list.replace(answer);
      form.reset();
      onDeclared();
    } catch (failure) {
      const shown = failureText(failure, t('desk.conflictFailed'));
      if (shown) form.setError('school', { message: shown });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className={styles.round}>
      <h2 id={`${id}-title`}>{t('desk.conflictsTitle')}</h2>
      <p className={admin.hint}>{t('desk.conflictsIntro')}</p>
      {list.data ? <ConflictList conflicts={list.data.conflicts} /> : list.status === 'failed' ? <LoadFailed retry={list.reload} /> : <Loading />}
      <form className={`${admin.form} ${styles.schoolForm}`} onSubmit={(event) => void form.onSubmit(submit)(event)} noValidate aria-busy={isSubmitting}>
        <div className={admin.field}>
          <label htmlFor={`${id}-school`} className={admin.label}>
            {t('desk.school')}
          </label>
          <input id={`${id}-school`} className={admin.input} aria-invalid={errors.school ? true : undefined} aria-describedby={errors.school ? `${id}-school-error` : undefined} {...form.register('school')} />
          {errors.school?.message && (
            <p id={`${id}-school-error`} className={admin.error}>
              {errors.school.message}
            </p>
          )}
        </div>
        <div className={admin.field}>
          <label htmlFor={`${id}-note`} className={admin.label}>
            {t('desk.note')}
          </label>
          <input id={`${id}-note`} className={admin.input} aria-invalid={errors.note ? true : undefined} aria-describedby={errors.note ? `${id}-note-error` : undefined} {...form.register('note')} />
          {errors.note?.message && (
            <p id={`${id}-note-error`} className={admin.error}>
              {errors.note.message}
            </p>
          )}
        </div>
        <button type="submit" className={admin.secondary} disabled={isSubmitting}>
          {t('desk.declareSchool')}
        </button>
      </form>
    </section>
  );
}

function ConflictList({ conflicts }: { conflicts: readonly JudgeConflict[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  if (conflicts.length === 0) return <p className={admin.muted}>{t('desk.noConflicts')}</p>;
  return (
    <ul className={styles.conflicts} aria-label={t('desk.yourConflicts')}>
      {conflicts.map((conflict) => (
        <li key={conflict.id}>
          <strong>{conflict.kind === 'school' ? t('desk.conflictSchool', { school: conflict.school ?? '—' }) : t('desk.conflictEntry', { number: conflict.entry?.number ?? '—' })}</strong>
          {conflict.note && <> — {conflict.note}</>} <span className={admin.muted}>({formatInstant(conflict.declaredAt, language)})</span>
        </li>
      ))}
    </ul>
  );
}
