import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { reportComment } from '@portal/shared/api';
import type { CommentReportReason } from '@portal/shared/contracts';
import { firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { REPORT_REASONS } from '../report-texts';
import * as comments from './comments.module.css';
import * as styles from './report-dialog.module.css';

interface ReportValues {
  /** Null while no choice is checked (react-hook-form's value of an unchecked radio group). */
  reason: CommentReportReason | null;
}

interface ReportDialogProps {
  commentId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Why a comment is reported, from the server's list (POST /comment/report): no account needed. The server answers a
 * repeated report as the first, so the visitor is thanked the same either way; a refusal (the limit) is the client's
 * toast with the server's words, and the dialog stays open.
 */
export function ReportDialog({ commentId, open, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const id = useId();
  const [sent, setSent] = useState(false);
  const form = useCheckedForm<ReportValues>({
    defaultValues: { reason: null },
    problemOf: (values) => firstProblem<ReportValues>([{ field: 'reason', ok: ({ reason }) => reason !== null, message: { text: t('report.chooseReason') } }], values),
  });
  const problem = form.formState.errors.reason?.message;

  const send = async ({ reason }: ReportValues) => {
    if (reason === null) return;
    try {
      await reportComment({ comment_id: commentId, reason });
      setSent(true);
    } catch {
      // Already said by the client (the server's message, or the network one).
    }
  };

  const change = (next: boolean) => {
    onOpenChange(next);
    // Opened again later: ask again (the server takes a repeated report as the first).
    if (!next) {
      setSent(false);
      form.reset();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={`${id}-about`}>
          <Dialog.Title className={styles.dialogTitle}>{t('report.title')}</Dialog.Title>
          {sent ? (
            <>
              <p id={`${id}-about`} role="status">
                {t('report.thanks')}
              </p>
              <div className={styles.actions}>
                <Dialog.Close asChild>
                  <button type="button" className={comments.submit}>
                    {t('report.close')}
                  </button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <form onSubmit={(event) => void form.onSubmit(send)(event)} noValidate>
              <p id={`${id}-about`}>{t('report.intro')}</p>
              <fieldset className={styles.reasons} aria-describedby={problem ? `${id}-problem` : undefined}>
                <legend>{t('report.reason')}</legend>
                {REPORT_REASONS.map((reason) => (
                  <label key={reason} className={styles.reason}>
                    <input type="radio" value={reason} {...form.register('reason')} />
                    {t(`report.reasons.${reason}`)}
                  </label>
                ))}
              </fieldset>
              {problem && (
                <p id={`${id}-problem`} className={styles.problem}>
                  {problem}
                </p>
              )}
              <div className={styles.actions}>
                <Dialog.Close asChild>
                  <button type="button" className={styles.cancel}>
                    {t('report.cancel')}
                  </button>
                </Dialog.Close>
                <button type="submit" className={comments.submit} disabled={form.formState.isSubmitting}>
                  {t('report.send')}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
