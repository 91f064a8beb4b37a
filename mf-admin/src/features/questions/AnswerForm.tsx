import { useId } from 'react';
import type { AdminQuestionThread } from '@portal/contracts/admin-questions';
import { QUESTION_TEXT_MAX } from '@portal/contracts/questions';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { answerQuestion } from './api';
import * as styles from './questions.module.css';

interface Values {
  text: string;
}

const length = (text: string) => [...text.trim()].length;

/** The answer, with the server's checks first; the server mails the team in its language and answers with the thread. */
export function AnswerForm({ thread, onAnswered }: { thread: AdminQuestionThread; onAnswered: (next: AdminQuestionThread) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<Values>({
    defaultValues: { text: '' },
    problemOf: (values) =>
      firstProblem<Values>(
        [
          { field: 'text', ok: ({ text }) => length(text) > 0, message: { text: t('questions.answerRequired') } },
          { field: 'text', ok: ({ text }) => length(text) <= QUESTION_TEXT_MAX, message: { text: t('questions.answerTooLong', { max: QUESTION_TEXT_MAX }) } },
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;
  const send = async ({ text }: Values) => {
    try {
      onAnswered(await answerQuestion(thread.id, { content: text }));
      form.reset({ text: '' });
    } catch (failure) {
      const shown = failureText(failure, t('questions.failed'));
      if (shown) form.setError('text', { message: shown });
    }
  };
  const describedBy = [`${id}-hint`, errors.text ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form className={admin.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
      <div className={admin.field}>
        <label htmlFor={`${id}-text`} className={admin.label}>
          {t('questions.answer')}
        </label>
        <textarea id={`${id}-text`} className={styles.textarea} aria-invalid={errors.text ? true : undefined} aria-describedby={describedBy} {...form.register('text')} />
        <p id={`${id}-hint`} className={admin.hint}>
          {t('questions.answerHint', { language: t(`questions.language.${thread.lang}`), max: QUESTION_TEXT_MAX })}
        </p>
        {errors.text?.message && (
          <p id={`${id}-error`} className={admin.error}>
            {errors.text.message}
          </p>
        )}
      </div>
      <button type="submit" className={admin.button} disabled={isSubmitting}>
        {t('questions.sendAnswer')}
      </button>
    </form>
  );
}
