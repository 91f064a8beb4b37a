import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { addComment } from '@portal/shared/api';
import { notifyMessage } from '@portal/shared/ui';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './comments.module.css';

interface CommentFormProps {
  articleId: number;
  /** After the server took the comment: reload the list. */
  onPosted: () => void;
}

/**
 * Empty text is refused here ('please enter content to comment') without a call. On success the server's own
 * message ('comment success') shows; on failure the client has shown the server's message and the text stays.
 */
export function CommentForm({ articleId, onPosted }: CommentFormProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const id = useId();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content.trim()) {
      notifyMessage('warning', 'enterComment');
      return;
    }
    setSending(true);
    try {
      await addComment({ articleId, content });
      setContent('');
      onPosted();
    } catch {
      // Already said by the client (the server's message, or the network one); a duplicate click is ignored.
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{t('comments.label')}</label>
      <textarea
        id={id}
        className={styles.textarea}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={4}
        maxLength={1000}
      />
      <button type="submit" className={styles.submit} disabled={sending}>
        {t('comments.submit')}
      </button>
    </form>
  );
}
