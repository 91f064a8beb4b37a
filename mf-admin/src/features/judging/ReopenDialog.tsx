import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { JudgeProgress } from '@portal/contracts/admin-judging-rounds';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './judging.module.css';

interface ReasonValues {
  reason: string;
}

// The contract's REOPEN_REASON_MAX (its modules are type-only imports here: the schemas stay out of the page's chunk).
const REOPEN_REASON_MAX = 500;
const length = (text: string) => [...text.trim()].length;

/**
 * Reopening a judge's submitted sheet is a decision that needs its reason (the judge sees it): the dialog is its
 * confirmation and sends only on its own button. A refusal's words stay beside the field.
 */
export function ReopenDialog({ judge, send, onClose }: { judge: JudgeProgress; send: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<ReasonValues>({
    defaultValues: { reason: '' },
    problemOf: (values) =>
      firstProblem<ReasonValues>(
        [
          { field: 'reason', ok: ({ reason }) => length(reason) > 0, message: { text: t('judging.reasonRequired') } },
          { field: 'reason', ok: ({ reason }) => length(reason) <= REOPEN_REASON_MAX, message: { text: t('judging.reasonTooLong', { max: REOPEN_REASON_MAX }) } },
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ reason }: ReasonValues) => {
    try {
      await send(reason.trim());
      onClose();
    } catch (failure) {
      const shown = failureText(failure, t('judging.reopenFailed'));
      if (shown) form.setError('reason', { message: shown });
    }
  };

  const describedBy = [`${id}-hint`, errors.reason ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={`${id}-about`}>
          <Dialog.Title className={styles.dialogTitle}>{t('judging.reopenTitle', { name: judge.name })}</Dialog.Title>
          <p id={`${id}-about`} className={styles.dialogText}>
            {t('judging.reopenAbout')}
          </p>
          <form className={admin.form} onSubmit={(event) => void form.onSubmit(submit)(event)} noValidate aria-busy={isSubmitting}>
            <div className={admin.field}>
              <label htmlFor={`${id}-reason`} className={admin.label}>
                {t('judging.reason')}
              </label>
              <textarea id={`${id}-reason`} className={styles.textarea} aria-invalid={errors.reason ? true : undefined} aria-describedby={describedBy} {...form.register('reason')} />
              <p id={`${id}-hint`} className={admin.hint}>
                {t('judging.reasonHint', { max: REOPEN_REASON_MAX })}
              </p>
              {errors.reason?.message && (
                <p id={`${id}-error`} className={admin.error}>
                  {errors.reason.message}
                </p>
              )}
            </div>
            <div className={styles.dialogActions}>
              <Dialog.Close asChild>
                <button type="button" className={admin.secondary}>
                  {t('judging.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className={admin.button} disabled={isSubmitting}>
                {t('judging.reopen')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
