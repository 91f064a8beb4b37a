import { useId, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './comments.module.css';

interface TextValues {
  text: string;
}

export interface TextDialogProps {
  title: string;
  /** What the action does, and the comment it is about. */
  children: ReactNode;
  label: string;
  hint: string;
  /** The server's rule: 1 to `max` characters once trimmed (counted as people count them). */
  max: number;
  requiredText: string;
  tooLongText: string;
  submitLabel: string;
  danger?: boolean;
  /** Sends the trimmed text; a refusal's words show beside the field and the dialog stays. */
  send: (text: string) => Promise<unknown>;
  onClose: () => void;
}

const length = (text: string) => [...text.trim()].length;

/**
 * A decision that needs words — a hide or restore with its reason, a reply — in a dialog that is its confirmation:
 * it says what will happen and sends only on its own button, after the same checks as the server.
 */
export function TextDialog({ title, children, label, hint, max, requiredText, tooLongText, submitLabel, danger = false, send, onClose }: TextDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<TextValues>({
    defaultValues: { text: '' },
    problemOf: (values) =>
      firstProblem<TextValues>(
        [
          { field: 'text', ok: ({ text }) => length(text) > 0, message: { text: requiredText } },
          { field: 'text', ok: ({ text }) => length(text) <= max, message: { text: tooLongText } },
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ text }: TextValues) => {
    try {
      await send(text.trim());
      onClose();
    } catch (failure) {
      const shown = failureText(failure, t('comments.failed'));
      if (shown) form.setError('text', { message: shown });
    }
  };

  const describedBy = [`${id}-hint`, errors.text ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={`${id}-about`}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          <div id={`${id}-about`}>{children}</div>
          <form className={admin.form} onSubmit={(event) => void form.onSubmit(submit)(event)} noValidate aria-busy={isSubmitting}>
            <div className={admin.field}>
              <label htmlFor={`${id}-text`} className={admin.label}>
                {label}
              </label>
              <textarea id={`${id}-text`} className={styles.textarea} aria-invalid={errors.text ? true : undefined} aria-describedby={describedBy} {...form.register('text')} />
              <p id={`${id}-hint`} className={admin.hint}>
                {hint}
              </p>
              {errors.text?.message && (
                <p id={`${id}-error`} className={admin.error}>
                  {errors.text.message}
                </p>
              )}
            </div>
            <div className={styles.dialogActions}>
              <Dialog.Close asChild>
                <button type="button" className={admin.secondary}>
                  {t('comments.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className={`${admin.button} ${danger ? styles.danger : ''}`} disabled={isSubmitting}>
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
