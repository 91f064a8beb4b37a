import { useId } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { QUESTION_FILE_BYTES_MAX, QUESTION_FILES_MAX, QUESTION_TEXT_MAX, type MyQuestionThread } from '@portal/shared/contracts';
import { failureText, firstProblem, useCheckedForm, type Check } from '@portal/shared/form';
import { translateMessage } from '@portal/shared/ui';
import * as account from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { askQuestion, uploadQuestionFiles } from './api/questions';
import * as styles from './questions.module.css';

interface Values {
  content: string;
  files: FileList | null;
}

const EMPTY: Values = { content: '', files: null };
/** What the file picker offers; the server decides by the bytes (images and PDF). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';
const ACCEPTED = new Set(ACCEPT.split(','));
const MB = 1024 * 1024;

const filesOf = (values: Values): File[] => Array.from(values.files ?? []);
const length = (text: string) => [...text.trim()].length;

/** A question: text, files (images or PDF), or both; the server's own limits checked first, in its order. */
export function QuestionForm({ onSent }: { onSent: (thread: MyQuestionThread) => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const limits = { max: QUESTION_TEXT_MAX, files: QUESTION_FILES_MAX, size: `${QUESTION_FILE_BYTES_MAX / MB} MB` };
  const checks: Check<Values>[] = [
    { field: 'content', ok: (v) => length(v.content) > 0 || filesOf(v).length > 0, message: { text: t('questions.empty') } },
    { field: 'content', ok: (v) => length(v.content) <= QUESTION_TEXT_MAX, message: { text: t('questions.tooLong', limits) } },
    { field: 'files', ok: (v) => filesOf(v).length <= QUESTION_FILES_MAX, message: 'atMostFiles' },
    { field: 'files', ok: (v) => filesOf(v).every((file) => ACCEPTED.has(file.type)), message: { text: t('questions.fileType') } },
    { field: 'files', ok: (v) => filesOf(v).every((file) => file.size <= QUESTION_FILE_BYTES_MAX), message: { text: t('questions.fileSize', limits) } },
  ];
  const form = useCheckedForm<Values>({ defaultValues: EMPTY, problemOf: (values) => firstProblem(checks, values) });
  const { errors, isSubmitting } = form.formState;

  const send = async (values: Values) => {
    try {
      const files = await uploadQuestionFiles(filesOf(values));
      onSent(await askQuestion({ content: values.content, files }));
      form.reset(EMPTY);
    } catch (failure) {
      const text = failureText(failure, translateMessage('uploadFailed'));
      if (text) form.setError('content', { message: text });
    }
  };

  const field = (name: keyof Values) => ({ hint: `${id}-${name}-hint`, error: `${id}-${name}-error` });
  const described = (name: keyof Values) => [field(name).hint, errors[name] ? field(name).error : ''].filter(Boolean).join(' ');

  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
      <div className={account.field}>
        <label htmlFor={`${id}-content`} className={account.label}>
          {t('questions.question')}
        </label>
        <textarea
          id={`${id}-content`}
          className={styles.textarea}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={described('content')}
          {...form.register('content')}
        />
        <p id={field('content').hint} className={account.hint}>
          {t('questions.textHint', limits)}
        </p>
        {errors.content?.message && (
          <p id={field('content').error} className={account.error} role="alert">
            {errors.content.message}
          </p>
        )}
      </div>
      <div className={account.field}>
        <label htmlFor={`${id}-files`} className={account.label}>
          {t('questions.attach')}
        </label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          className={styles.fileInput}
          aria-invalid={errors.files ? true : undefined}
          aria-describedby={described('files')}
          {...form.register('files')}
        />
        <p id={field('files').hint} className={account.hint}>
          {t('questions.fileHint', limits)}
        </p>
        {errors.files?.message && (
          <p id={field('files').error} className={account.error} role="alert">
            {errors.files.message}
          </p>
        )}
      </div>
      <button type="submit" className={account.button} disabled={isSubmitting}>
        {isSubmitting ? t('questions.sending') : t('questions.send')}
      </button>
    </form>
  );
}
