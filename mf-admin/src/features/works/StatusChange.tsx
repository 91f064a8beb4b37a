import { useId } from 'react';
import type { AdminWork, OrganizerWorkStatus } from '@portal/contracts/admin-review';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { changeWorkStatus } from './api';
import * as styles from './works.module.css';

/** As the server's rule: a note is at most 1,000 characters. */
const NOTE_MAX = 1000;

interface StatusValues {
  status: OrganizerWorkStatus | '';
  note: string;
}

/**
 * Moves the work to a status the server allows from here (its `allowedNext`), with a note for the history; confirmed
 * in a dialog before it is sent (the team is mailed; a stale second factor is asked for again).
 */
export function StatusChange({ work, onChanged }: { work: AdminWork; onChanged: (next: AdminWork) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<StatusValues>({
    defaultValues: { status: '', note: '' },
    problemOf: (values) =>
      firstProblem<StatusValues>(
        [
          { field: 'status', ok: ({ status }) => status !== '', message: { text: t('works.statusRequired') } },
          { field: 'note', ok: ({ note }) => note.trim().length <= NOTE_MAX, message: { text: t('works.noteTooLong', { max: NOTE_MAX }) } },
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;

  if (work.allowedNext.length === 0) {
    return (
      <section aria-labelledby={`${id}-title`} className={styles.panel}>
        <h2 id={`${id}-title`}>{t('works.statusChange')}</h2>
        <p>{t('works.noNextStatus')}</p>
      </section>
    );
  }

  const send = async ({ status, note }: StatusValues) => {
    if (status === '') return;
    const text = note.trim();
    const confirmed = await confirm({
      title: t('works.statusConfirmTitle', { title: work.title }),
      message: t('works.statusConfirmMessage', { from: t(`review.workStatus.${work.status}`), to: t(`review.workStatus.${status}`) }),
      confirmLabel: t('works.statusSubmit'),
      cancelLabel: t('review.cancel'),
    });
    if (!confirmed) return;
    try {
      onChanged(await changeWorkStatus(work.id, { status, ...(text ? { note: text } : {}) }));
      form.reset();
    } catch (failure) {
      const shown = failureText(failure, t('works.statusFailed'));
      if (shown) form.setError('status', { message: shown });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('works.statusChange')}</h2>
      <form className={`${admin.form} ${styles.statusForm}`} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <div className={admin.field}>
          <label htmlFor={`${id}-status`} className={admin.label}>{t('works.newStatus')}</label>
          <select
            id={`${id}-status`}
            className={admin.select}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={errors.status ? `${id}-status-error` : undefined}
            {...form.register('status')}
          >
            <option value="">{t('works.chooseStatus')}</option>
            {work.allowedNext.map((status) => (
              <option key={status} value={status}>{t(`review.workStatus.${status}`)}</option>
            ))}
          </select>
          {errors.status?.message && <p id={`${id}-status-error`} className={admin.error}>{errors.status.message}</p>}
        </div>
        <div className={admin.field}>
          <label htmlFor={`${id}-note`} className={admin.label}>{t('works.note')}</label>
          <textarea
            id={`${id}-note`}
            className={styles.textarea}
            maxLength={NOTE_MAX}
            aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
            {...form.register('note')}
          />
          <p id={`${id}-note-hint`} className={admin.hint}>{t('works.noteHint')}</p>
          {errors.note?.message && <p id={`${id}-note-error`} className={admin.error}>{errors.note.message}</p>}
        </div>
        <button type="submit" className={admin.button} disabled={isSubmitting}>{t('works.statusSubmit')}</button>
      </form>
    </section>
  );
}
