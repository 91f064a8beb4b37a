import { useId, useState } from 'react';
import type { AdminRegistration } from '@portal/contracts/admin-review';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { decideRegistration } from './api';
import * as styles from './registrations.module.css';

/** As the server's rule: a rejection needs a reason the team reads (at most 1,000 characters). */
export const REASON_MAX = 1000;

interface RejectValues {
  reason: string;
}

/**
 * A pending registration's decision: approve, or reject with a reason. Each is confirmed in a dialog before it is
 * sent; the server mails the team, asks for the second factor again if it is stale, and answers with the record.
 */
export function Decision({ registration, onDecided }: { registration: AdminRegistration; onDecided: (next: AdminRegistration) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [approving, setApproving] = useState(false);
  const form = useCheckedForm<RejectValues>({
    defaultValues: { reason: '' },
    problemOf: (values) =>
      firstProblem<RejectValues>(
        [
          { field: 'reason', ok: ({ reason }) => reason.trim() !== '', message: { text: t('registrations.reasonRequired') } },
          { field: 'reason', ok: ({ reason }) => reason.trim().length <= REASON_MAX, message: { text: t('registrations.reasonTooLong', { max: REASON_MAX }) } },
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;
  const team = registration.teamName;

  const approve = async () => {
    const confirmed = await confirm({
      title: t('registrations.approveTitle', { team }),
      message: t('registrations.approveMessage'),
      confirmLabel: t('registrations.approve'),
      cancelLabel: t('review.cancel'),
    });
    if (!confirmed) return;
    setApproving(true);
    try {
      onDecided(await decideRegistration(registration.id, { decision: 'approve' }));
    } catch (failure) {
      failureText(failure, t('registrations.decisionFailed'));
    } finally {
      setApproving(false);
    }
  };

  const reject = async ({ reason }: RejectValues) => {
    const text = reason.trim();
    const confirmed = await confirm({
      title: t('registrations.rejectTitle', { team }),
      message: t('registrations.rejectMessage', { reason: text }),
      confirmLabel: t('registrations.reject'),
      cancelLabel: t('review.cancel'),
    });
    if (!confirmed) return;
    try {
      onDecided(await decideRegistration(registration.id, { decision: 'reject', reason: text }));
    } catch (failure) {
      const shown = failureText(failure, t('registrations.decisionFailed'));
      if (shown) form.setError('reason', { message: shown });
    }
  };

  const busy = approving || isSubmitting;
  const describedBy = [`${id}-hint`, errors.reason ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('registrations.decision')}</h2>
      <div className={styles.decision}>
        <div className={admin.form}>
          <p className={admin.hint}>{t('registrations.approveHint')}</p>
          <button type="button" className={admin.button} onClick={() => void approve()} disabled={busy}>
            {t('registrations.approve')}
          </button>
        </div>
        <form className={admin.form} onSubmit={(event) => void form.onSubmit(reject)(event)} noValidate aria-busy={isSubmitting}>
          <div className={admin.field}>
            <label htmlFor={`${id}-reason`} className={admin.label}>{t('registrations.reason')}</label>
            <textarea
              id={`${id}-reason`}
              className={styles.textarea}
              maxLength={REASON_MAX}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('reason')}
            />
            <p id={`${id}-hint`} className={admin.hint}>{t('registrations.reasonHint')}</p>
            {errors.reason?.message && <p id={`${id}-error`} className={admin.error}>{errors.reason.message}</p>}
          </div>
          <button type="submit" className={`${admin.button} ${styles.danger}`} disabled={busy}>
            {t('registrations.reject')}
          </button>
        </form>
      </div>
    </section>
  );
}
