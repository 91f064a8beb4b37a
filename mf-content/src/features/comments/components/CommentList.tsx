import type { Comment } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { EmptyNote } from '../../../components/EmptyNote';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { formatDate } from '../../../lib/format-date';
import { ReportButton } from './ReportButton';
import * as styles from './comments.module.css';

/**
 * Comments as their authors typed them: React renders the text as text, never as markup. A reply by the organizers'
 * staff carries a badge; every comment can be reported, signed in or not.
 */
export function CommentList({ comments }: { comments: readonly Comment[] }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  if (comments.length === 0) return <EmptyNote textKey="comments.empty" />;
  return (
    <ol className={styles.list}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment}>
          <p className={styles.meta}>
            <span className={styles.author}>{comment.author}</span>
            {comment.byStaff && <span className={styles.staffBadge}>{t('comments.staffBadge')}</span>}{' '}
            <time dateTime={comment.createTime}>{formatDate(comment.createTime, language)}</time>
            <ReportButton commentId={comment.id} author={comment.author} />
          </p>
          <p className={styles.text}>{comment.content}</p>
        </li>
      ))}
    </ol>
  );
}
