import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CONFLICT_NOTE_MAX, type JudgeEntry } from '@portal/contracts/admin-judging';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { declareConflict } from './api';
import { discardQueue } from './score-queue';
import * as styles from './judging-desk.module.css';

interface NoteValues {
  note: string;
}

/**
 * A conflict with this entry's team, in a dialog that is its confirmation: it says the entry leaves the list and its
 * draft is discarded, and sends only on its own button. The note is optional.
 */
export function ConflictDialog({ entry, onClose, onDeclared }: { entry: JudgeEntry; onClose: () => void; onDeclared: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<NoteValues>({
    defaultValues: { note: '' },
    problemOf: (values) => firstProblem<NoteValues>([{ field: 'note', ok: ({ note }) => note.trim().length <= CONFLICT_NOTE_MAX, message: { text: t('desk.noteTooLong', { max: CONFLICT_NOTE_MAX }) } }], values),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ note }: NoteValues) => {
    try {
      await declareConflict({ entryId: entry.id, ...(note.trim() ? { note: note.trim() } : {}) });
      // The server discarded the draft: unsaved cells of this entry must not be sent later.
      discardQueue(entry.id);
      onDeclared();
    } catch (failure) {
      const shown = failureText(failure, t('desk.conflictFailed'));
      if (shown) form.setError('note', { message: shown });
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={`${id}-about`}>
          <Dialog.Title className={styles.dialogTitle}>{t('desk.conflictTitle', { number: entry.number })}</Dialog.Title>
          <p id={`${id}-about`}>{t('desk.conflictMessage')}</p>
          <form className={admin.form} onSubmit={(event) => void form.onSubmit(submit)(event)} noValidate aria-busy={isSubmitting}>
            <div className={admin.field}>
              <label htmlFor={`${id}-note`} className={admin.label}>
                {t('desk.note')}
              </label>
              <textarea id={`${id}-note`} className={styles.textarea} aria-invalid={errors.note ? true : undefined} aria-describedby={errors.note ? `${id}-error` : undefined} {...form.register('note')} />
              {errors.note?.message && (
                <p id={`${id}-error`} className={admin.error}>
                  {errors.note.message}
                </p>
              )}
            </div>
            <div className={styles.dialogActions}>
              <Dialog.Close asChild>
                <button type="button" className={admin.secondary}>
                  {t('desk.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className={`${admin.button} ${styles.danger}`} disabled={isSubmitting}>
                {t('desk.conflictConfirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
