import { useCallback, useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminComment } from '@portal/contracts/admin-comments';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ResourceTable, type TableFilter, type TableQuery } from '../../components/resource-table';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/comments-texts'; // this page's texts come with it (not on the sign-in's first load)
import { loadComments } from './api';
import { CommentActions } from './CommentActions';
import { CommentCell, ReportsCell, StatusCell } from './CommentCells';
import * as styles from './comments.module.css';

const column = createColumnHelper<AdminComment>();
const STATES = ['reported', 'hidden'] as const;

/**
 * /admin/comments (editors and organizers): every comment, newest first, with its article, its reports and its
 * decisions; the reported ones awaiting a decision and the hidden ones a filter away. Hide or restore with a reason,
 * or reply as the organizers.
 */
export default function CommentsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [version, setVersion] = useState(0);
  const [article, setArticle] = useState<{ id: number; title: string } | null>(null);
  useDocumentTitle(t('resource.comments'));

  const changed = useCallback(() => setVersion((n) => n + 1), []);
  // A new function after each change: the table reads its page again, where it stands.
  const load = useCallback(
    (query: TableQuery, signal: AbortSignal) => loadComments({ ...query, filters: { ...query.filters, ...(article ? { article_id: String(article.id) } : {}) } }, signal),
    [article, version], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const columns = useMemo(
    () => [
      column.display({ id: 'comment', header: t('comments.comment'), cell: (cell) => <CommentCell comment={cell.row.original} /> }),
      column.accessor('articleTitle', {
        header: t('comments.article'),
        enableSorting: false,
        cell: (cell) => (
          <button
            type="button"
            className={styles.articleLink}
            onClick={() => setArticle({ id: cell.row.original.articleId, title: cell.getValue() })}
            aria-label={t('comments.onlyArticle', { title: cell.getValue() })}
          >
            {cell.getValue()}
          </button>
        ),
      }),
      column.accessor('reports', { header: t('comments.reports'), enableSorting: false, cell: (cell) => <ReportsCell reports={cell.getValue()} /> }),
      column.display({ id: 'status', header: t('comments.status'), cell: (cell) => <StatusCell comment={cell.row.original} /> }),
      column.display({ id: 'actions', header: t('comments.actions'), cell: (cell) => <CommentActions comment={cell.row.original} onChanged={changed} /> }),
    ],
    [t, changed],
  );
  const filters: TableFilter[] = [{ id: 'state', label: t('comments.state'), options: STATES.map((state) => ({ value: state, label: t(`comments.stateName.${state}`) })) }];

  return (
    <>
      <h1>{t('resource.comments')}</h1>
      <p className={styles.intro}>{t('comments.intro')}</p>
      {article && (
        <p className={styles.articleFilter}>
          <span>{t('comments.filteredBy', { title: article.title })}</span>
          <button type="button" className={admin.secondary} onClick={() => setArticle(null)}>
            {t('comments.showAll')}
          </button>
        </p>
      )}
      {/* Another article starts the table again at its first page. */}
      <ResourceTable<AdminComment> key={article?.id ?? 'all'} caption={t('comments.caption')} columns={columns} load={load} rowId={(row) => String(row.id)} filters={filters} searchable={false} />
    </>
  );
}
