import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import { useIsLoggedIn } from '@portal/shared/auth';
import { GuardedLink, LOGIN_PATH } from '@portal/shared/navigation';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { PagedPart } from '../../../components/PagedPart';
import { Section } from '../../../components/Section';
import { usePageNumber } from '../../../hooks/use-query-number';
import { COMMENT_PAGE_SIZE, useComments } from '../api/comments';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import * as styles from './comments.module.css';

/** An article's comments (`?page=`), and the form to add one when logged in, or the way to log in. */
export function CommentSection({ articleId, device }: { articleId: number; device: Device }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const loggedIn = useIsLoggedIn();
  const page = usePageNumber();
  const comments = useComments(articleId, page);
  return (
    <Section title={t('comments.title')}>
      <PagedPart data={comments} page={page} pageSize={COMMENT_PAGE_SIZE}>
        {(lists) => <CommentList comments={lists} />}
      </PagedPart>
      {loggedIn ? (
        <CommentForm articleId={articleId} onPosted={comments.retry} />
      ) : (
        <p className={styles.loginPrompt}>
          {t('comments.loginPrompt')} <GuardedLink to={LOGIN_PATH[device]}>{t('comments.logIn')}</GuardedLink>
        </p>
      )}
    </Section>
  );
}
