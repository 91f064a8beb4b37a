import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { AnomalyFlag, AnnulmentReason } from '@portal/contracts/votes';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { annulVotes } from './api';
import * as styles from './votes.module.css';

interface AnnulValues {
  kind: AnnulmentReason;
  reason: string;
}

// The contract's ANNULMENT_REASONS and ANNUL_NOTE_MAX (type-only imports of the contract here, as elsewhere).
const KINDS: readonly AnnulmentReason[] = ['burst', 'duplicate', 'fraud', 'other'];
const REASON_MAX = 1000;
const length = (text: string) => [...text.trim()].length;

/**
 * "Annul this burst": the flagged burst's votes still counted get one annulment each in the public chain, with the
 * public kind chosen here and the organizer's reason (staff only). The route asks for a fresh second factor, which the
 * staff client asks for on its own dialog and then retries. A refusal's words stay beside the reason; nothing is
 * annulled by a refused request.
 */
export function AnnulBurstDialog({ flag, onDone, onClose }: { flag: AnomalyFlag; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<AnnulValues>({
    defaultValues: { kind: 'burst', reason: '' },
    problemOf: (values) =>
      firstProblem<AnnulValues>(
        [
          { field: 'reason', ok: ({ reason }) => length(reason) > 0, message: { text: t('voteIntegrity.reasonRequired') } },
          { field: 'reason', ok: ({ reason }) => length(reason) <= REASON_MAX, message: { text: t('voteIntegrity.reasonTooLong', { max: REASON_MAX }) } },
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ kind, reason }: AnnulValues) => {
    try {
      await annulVotes(flag.seqs, kind, reason.trim());
      onDone();
      onClose();
    } catch (failure) {
      const shown = failureText(failure, t('voteIntegrity.annulFailed'));
      if (shown) form.setError('reason', { message: shown });
    }
  };

  const describedBy = [`${id}-hint`, errors.reason ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={`${id}-about`}>
          <Dialog.Title className={styles.dialogTitle}>{t('voteIntegrity.annulTitle')}</Dialog.Title>
          <p id={`${id}-about`} className={styles.dialogText}>
            {t('voteIntegrity.annulAbout', { n: flag.seqs.length, first: flag.seqs[0], last: flag.seqs.at(-1) })}
          </p>
          <form className={admin.form} onSubmit={(event) => void form.onSubmit(submit)(event)} noValidate aria-busy={isSubmitting}>
            <div className={admin.field}>
              <label htmlFor={`${id}-kind`} className={admin.label}>
                {t('voteIntegrity.kind')}
              </label>
              <select id={`${id}-kind`} className={admin.select} {...form.register('kind')}>
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`voteAnnulments.kindName.${kind}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={admin.field}>
              <label htmlFor={`${id}-reason`} className={admin.label}>
                {t('voteIntegrity.reason')}
              </label>
              <textarea id={`${id}-reason`} className={styles.textarea} aria-invalid={errors.reason ? true : undefined} aria-describedby={describedBy} {...form.register('reason')} />
              <p id={`${id}-hint`} className={admin.hint}>
                {t('voteIntegrity.reasonHint', { max: REASON_MAX })}
              </p>
              {errors.reason?.message && (
                <p id={`${id}-error`} className={admin.error} role="alert">
                  {errors.reason.message}
                </p>
              )}
            </div>
            <div className={styles.dialogActions}>
              <Dialog.Close asChild>
                <button type="button" className={admin.secondary}>
                  {t('voteIntegrity.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className={admin.button} disabled={isSubmitting}>
                {t('voteIntegrity.annulConfirm', { n: flag.seqs.length })}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
