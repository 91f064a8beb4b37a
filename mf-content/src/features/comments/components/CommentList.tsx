import type { Comment } from '@portal/shared/contracts';
import { useLanguageStore } from '@portal/shared/i18n';
import { EmptyNote } from '../../../components/EmptyNote';
import { formatDate } from '../../../lib/format-date';
import * as styles from './comments.module.css';

/** Comments as their authors typed them: React renders the text as text, never as markup. */
export function CommentList({ comments }: { comments: readonly Comment[] }) {
  const language = useLanguageStore((state) => state.language);
  if (comments.length === 0) return <EmptyNote textKey="comments.empty" />;
  return (
    <ol className={styles.list}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment}>
          <p className={styles.meta}>
            <span className={styles.author}>{comment.author}</span>{' '}
            <time dateTime={comment.createTime}>{formatDate(comment.createTime, language)}</time>
          </p>
          <p className={styles.text}>{comment.content}</p>
        </li>
      ))}
    </ol>
  );
}
