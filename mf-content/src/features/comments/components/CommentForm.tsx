import { useId } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { addComment } from '@portal/shared/api';
import { firstProblem, useCheckedForm, type Check } from '@portal/shared/form';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './comments.module.css';

interface CommentFormProps {
  articleId: number;
  /** After the server took the comment: reload the list. */
  onPosted: () => void;
}

interface CommentValues {
  content: string;
}

/** POST /comment/add's first rule (api/src/content/routes/comment.ts): some text. */
const COMMENT_CHECKS: readonly Check<CommentValues>[] = [{ field: 'content', ok: ({ content }) => content.trim() !== '', message: 'enterComment' }];

/**
 * Empty text is refused here ('please enter content to comment') without a call. On success the server's own
 * message ('comment success') shows; on failure the client has shown the server's message and the text stays.
 */
export function CommentForm({ articleId, onPosted }: CommentFormProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<CommentValues>({ defaultValues: { content: '' }, problemOf: (values) => firstProblem(COMMENT_CHECKS, values) });

  const send = async ({ content }: CommentValues) => {
    try {
      await addComment({ articleId, content });
      form.reset();
      onPosted();
    } catch {
      // Already said by the client (the server's message, or the network one); a duplicate click is ignored.
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)}>
      <label htmlFor={id}>{t('comments.label')}</label>
      <textarea id={id} className={styles.textarea} {...form.register('content')} rows={4} maxLength={1000} />
      <button type="submit" className={styles.submit} disabled={form.formState.isSubmitting}>
        {t('comments.submit')}
      </button>
    </form>
  );
}
